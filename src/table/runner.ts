import type { GameEvent } from '../kernel/engine.js';
import type { Rng } from '../rng.js';
import { CorruptSessionError, type Session } from '../kernel/session.js';
import type { ArgsOf, MessageKey } from '../i18n/catalog.js';
import { Lanes } from './lanes.js';
import { SessionCache } from './session-cache.js';
import { gameResult } from './game-results.js';
import { changeComputers, onlyComputersLeft } from '../computers/lobby.js';
import { computerDueOf, waiting } from '../computers/due.js';
import { deadlineAfter } from './deal-pause.js';
import { newComputerSeed } from '../computers/sight.js';
import { gaveUp, standInMove } from '../computers/stand-in.js';
import { rejection } from '../rules/reject.js';
import { heard, isSeated, nextHost, rematchOf, staleness, withoutLeaver } from './table-rules.js';
import type { Caller, Look, OpenRequest, RunnerDeps, RunResult, StaleReason, Target } from './requests.js';
import { openTable, type Opened } from './open-table.js';
import { CommitFeed } from './commit-feed.js';
import { commitNotes } from './commit-notes.js';

// The requests and their results, and who sits at a table, where the interactions have always found them.
export type { Caller, Look, OpenRequest, RunnerDeps, RunResult, StaleReason, Target };
export { isSeated };

/** `meta` marks a write that players cannot see (which message shows the table): controls stay current. */
type Change = { write: Session; events?: GameEvent[]; meta?: true } | { reply: RunResult };
/** Decides one change from the loaded table, drawing from `rng` when the engine needs chance. */
type Decide = (session: Session, rng: Rng) => Change;

const MAX_ATTEMPTS = 8;
const DEFAULT_COMPUTER_PAUSE_MS = 700;
export { MAX_TURN_SECONDS, MIN_TURN_SECONDS } from './open-table.js';
/** How a change is made: `loaded`, a copy already read and checked; `actor`, who asks (never pinged for it). */
type MutateOptions = { tolerateCorrupt?: boolean; loaded?: Session; actor?: string };
const by = (caller: Caller): MutateOptions => ({ actor: caller.userId });

function reject<K extends MessageKey>(code: string, key: K, session: Session | null, ...params: ArgsOf<K>): { reply: RunResult } {
  return { reply: { kind: 'rejected', rejection: rejection(code, key, ...params), session } };
}

/**
 * The one place that touches table state: load, check, apply (pure engine), commit with a
 * compare-and-set, retrying from a fresh load when another write came first.
 */
export class Runner {
  /** Work on one table in this process is done one change at a time (see `mutate`). */
  private readonly lanes = new Lanes();
  private readonly cache: SessionCache | null;
  /** Every committed change players can see, as it is written: the publisher subscribes once. */
  readonly commits: CommitFeed;

  constructor(private readonly deps: RunnerDeps) {
    this.cache = deps.cache === false ? null : new SessionCache();
    this.commits = new CommitFeed(deps.log);
  }

  /** A new table in the channel, unless one is there already (openTable). */
  async open(request: OpenRequest): Promise<Opened> {
    const opened = await openTable(this.deps, request);
    if (opened.kind === 'created') this.cache?.set(opened.session);
    return opened;
  }

  /** Lobby buttons. They never go stale by version: two people joining at once both get seats. */
  join(target: Target, caller: Caller): Promise<RunResult> {
    return this.mutate(
      target,
      (s) => {
        if (s.phase !== 'lobby') return reject('started', 'error.alreadyStarted', s);
        if (s.players.some((p) => p.id === caller.userId)) return reject('seated', 'error.alreadySeated', s);
        const max = this.deps.games.engine(s.game).maxPlayers;
        if (s.players.length >= max) return reject('full', 'error.tableFull', s, { max });
        return { write: heard({ ...s, players: [...s.players, { id: caller.userId, name: caller.name }] }, caller) };
      },
      by(caller),
    );
  }

  /** Leaving: a seat in the lobby is given up; in a game the engine plays on without the player. */
  leave(target: Omit<Target, 'sessionId'> & { sessionId?: string }, caller: Caller): Promise<RunResult> {
    return this.mutate(
      target,
      (s, rng) => {
        if (!s.players.some((p) => p.id === caller.userId)) return reject('not-seated', 'error.notSeated', s);
        if (s.phase === 'lobby') {
          const players = s.players.filter((p) => p.id !== caller.userId);
          if (onlyComputersLeft(players)) return { write: { ...s, players, phase: 'finished', closedBy: caller.userId } };
          return { write: { ...s, players, hostId: nextHost(s, players) } };
        }
        if (s.phase !== 'playing') return reject('finished', 'error.gameOver', s);
        const engine = this.deps.games.engine(s.game);
        const { state, events } = engine.forfeit(s.state, caller.userId, rng, this.deps.now());
        // The leaver is no longer at the table: no panel, no seat in a rematch (a game may let them sit again); the pictures still name them.
        const { players, leftNames } = withoutLeaver(s, caller.userId);
        // Nobody is left to play: the game ends here with its results, and the table closes.
        if (onlyComputersLeft(players))
          return { write: { ...s, players, leftNames, state, phase: 'finished', closedBy: caller.userId }, events: [...events, { type: 'everyone-left' }] };
        return { write: this.afterMove({ ...s, players, leftNames, hostId: nextHost(s, players) }, state), events };
      },
      by(caller),
    );
  }

  start(target: Target, caller: Caller): Promise<RunResult> {
    return this.mutate(
      target,
      (s, rng) => {
        if (s.phase !== 'lobby') return reject('started', 'error.alreadyStarted', s);
        if (s.hostId !== caller.userId) return reject('not-host', 'error.notHost', s);
        const engine = this.deps.games.engine(s.game);
        if (s.players.length < engine.minPlayers) return reject('too-few', 'error.notEnoughPlayers', s, { count: engine.minPlayers });
        const seats = s.players.map((p) => p.id);
        const state = engine.setup(seats, s.config, rng, { awayComputer: s.awayComputer === true });
        return { write: this.afterMove(heard({ ...s, phase: 'playing' }, caller), state), events: [{ type: 'started' }] };
      },
      by(caller),
    );
  }

  /** The host seats a computer player, or lets the last one go, before the start. */
  computers(target: Target, caller: Caller, change: 'add' | 'remove'): Promise<RunResult> {
    return this.mutate(
      target,
      (s) => {
        const changed = changeComputers(this.deps.games, s, caller.userId, change, this.deps.computerSeed ?? newComputerSeed);
        return 'ok' in changed ? { write: changed.ok } : { reply: { kind: 'rejected', rejection: { code: changed.code, ...changed.rejection }, session: s } };
      },
      by(caller),
    );
  }

  /** A computer's move was refused: it stops trying this turn, and the turn timer plays the automatic move (see `gaveUp`). */
  computerGaveUp(target: Target): Promise<RunResult> {
    return this.mutate(target, (s) => ({ write: gaveUp(this.deps.games, s, this.deps.now()), meta: true }));
  }

  /** Back to the lobby with the same seats after a finished game (`rematchOf`). */
  rematch(target: Target, caller: Caller): Promise<RunResult> {
    return this.mutate(
      target,
      (s) => {
        if (s.phase !== 'finished' || s.closedBy) return reject('not-finished', 'error.notFinished', s);
        if (!s.players.some((p) => p.id === caller.userId)) return reject('not-seated', 'error.notSeated', s);
        return { write: rematchOf(s, caller.userId) };
      },
      by(caller),
    );
  }

  /**
   * Closes the table: the host, or a moderator. A record too damaged to read can
   * still be cleared by a moderator, so a broken table never blocks a channel.
   */
  async close(target: Omit<Target, 'sessionId'> & { sessionId?: string }, caller: Caller): Promise<RunResult | { kind: 'purged' }> {
    try {
      return await this.closeReadable(target, caller);
    } catch (error) {
      if (!(error instanceof CorruptSessionError) || !caller.canModerate) throw error;
      this.deps.log.warn({ channelId: target.channelId, detail: error.detail }, 'moderator cleared a corrupt table');
      this.cache?.forget(target.channelId);
      await this.deps.store.purge(target.channelId);
      return { kind: 'purged' };
    }
  }

  private closeReadable(target: Omit<Target, 'sessionId'> & { sessionId?: string }, caller: Caller): Promise<RunResult> {
    return this.mutate(
      target,
      (s) => {
        // A host who left the table no longer hosts it.
        if (!(s.hostId === caller.userId && isSeated(s, caller.userId)) && !caller.canModerate) return reject('not-host', 'error.notHostOrMod', s);
        if (s.phase === 'finished' && s.closedBy) return reject('closed', 'error.gameOver', s);
        return { write: { ...s, phase: 'finished', closedBy: caller.userId } };
      },
      { tolerateCorrupt: true, actor: caller.userId },
    );
  }

  /**
   * A game move: the control's version must still be the table's. `looked` is what `look` found for
   * this same target just before: a stale look is the answer, a current one saves the first read and
   * its check (staleness is judged once per move); the commit's compare-and-set still refuses it if
   * the table moved on meanwhile.
   */
  act(target: Target, caller: Caller, rawAction: unknown, looked?: Exclude<Look, { kind: 'missing' }>): Promise<RunResult> {
    if (looked?.kind === 'stale') {
      const stale = { kind: 'stale', session: looked.session } as const;
      this.deps.metrics?.change(stale);
      return Promise.resolve(stale);
    }
    return this.mutate(
      target,
      (s, rng) => {
        if (s.phase !== 'playing') return reject('not-playing', s.phase === 'lobby' ? 'error.notInGame' : 'error.gameOver', s);
        const engine = this.deps.games.engine(s.game);
        const action = engine.actionSchema.safeParse(rawAction);
        const newcomer = !s.players.some((p) => p.id === caller.userId);
        // Only a game's own sit-down action is open to someone who is not at the table yet.
        if (newcomer && !(action.success && engine.joinAction !== undefined && action.data.type === engine.joinAction)) {
          if (engine.hasLeft(s.state, caller.userId)) return reject('left', engine.joinAction === undefined ? 'error.youLeft' : 'error.youLeftSitAgain', s);
          return reject('not-seated', 'error.notInGame', s);
        }
        if (!action.success) return reject('bad-action', 'error.unknownButton', s);
        const result = engine.apply(s.state, caller.userId, action.data, rng, this.deps.now());
        if (!result.ok) return { reply: { kind: 'rejected', rejection: result.rejection, session: s } };
        const players = newcomer ? [...s.players, { id: caller.userId, name: caller.name }] : s.players;
        return { write: this.afterMove(heard({ ...s, players }, caller), result.state), events: result.events };
      },
      looked ? { loaded: looked.session, actor: caller.userId } : by(caller),
    );
  }

  /** The computer's move for an away person (`away_computer`), against the version it was decided on: see `standInMove`. */
  playFor(target: Target, player: string, rawAction: unknown): Promise<RunResult> {
    return this.mutate(target, (s, rng) => {
      const move = standInMove(this.deps.games, s, player, rawAction, rng, this.deps.now());
      if (!move.ok) return { reply: { kind: 'rejected', rejection: move.rejection, session: s } };
      return { write: this.afterMove(move.table, move.state), events: move.events };
    });
  }

  /** Records which message shows the table (after opening or reposting it); every table message posted now is Components V2. */
  setTableMessage(channelId: string, sessionId: string, messageId: string): Promise<RunResult> {
    return this.mutate({ channelId, sessionId }, (s) => ({ write: { ...s, tableMessageId: messageId, tableV2: true }, meta: true }));
  }

  /** A message made from `shown` was posted (reading `text`): the fair draws may take its id as a witness, in a write players cannot see. */
  async witness(shown: Session, messageId: string, text: string): Promise<void> {
    const witnessed = (s: Session) => this.deps.draws?.witnessed(s, shown, messageId, text) ?? null;
    if (witnessed(shown) === null) return;
    await this.mutate({ channelId: shown.channelId, sessionId: shown.id }, (s) => {
      const next = witnessed(s);
      return next ? { write: next, meta: true } : { reply: { kind: 'stale', session: s } };
    });
  }

  /**
   * Fires a due turn timer. Safe to call from several processes at once: the
   * compare-and-set lets exactly one apply the automatic move.
   */
  async timeout(channelId: string): Promise<RunResult> {
    const result = await this.mutate({ channelId }, (s, rng) => {
      const now = this.deps.now();
      if (s.phase !== 'playing' || s.deadline === null || s.deadline > now) return { reply: { kind: 'stale', session: s } };
      const engine = this.deps.games.engine(s.game);
      const { state, events } = engine.onTimeout(s.state, rng);
      return { write: this.afterMove(s, state), events };
    });
    if (result.kind !== 'ok') await this.deps.store.reindex(channelId);
    return result;
  }

  load(channelId: string): Promise<Session | null> {
    return this.loadChecked(channelId, false);
  }

  /**
   * The table as a control rendered for `target` finds it, and whether the control is stale, by the
   * same rule every change is checked with. The cached copy serves when it is the very version the
   * control was rendered at (no round trip), else the table is read; a copy that is secretly
   * behind is caught by the commit of any change made from it.
   */
  async look(target: Target): Promise<Look> {
    const cached = this.cache?.get(target.channelId);
    if (cached && target.version !== undefined && staleness(cached, target) === null) return { kind: 'current', session: cached };
    const session = await this.load(target.channelId);
    if (!session) return { kind: 'missing' };
    const why = staleness(session, target);
    return why ? { kind: 'stale', session, why } : { kind: 'current', session };
  }

  /**
   * Sets phase, turn token and deadline after the engine moved. While everyone still playing is
   * away the table is paused: no turn token and no timer, so no automatic move and no ping.
   */
  private afterMove(s: Session, state: unknown): Session {
    const engine = this.deps.games.engine(s.game);
    if (engine.outcome(state)) return { ...s, state, phase: 'finished', turnToken: null, deadline: null, computerDue: null };
    const token = waiting(engine, state) ? null : engine.turnToken(state);
    const deadline = deadlineAfter(engine, state, s, token, this.deps.now(), this.deps.dealPauseMs);
    const next: Session = { ...s, state, phase: 'playing', turnToken: token, deadline };
    return { ...next, computerDue: computerDueOf(this.deps.games, next, this.deps.now(), this.deps.computerPauseMs ?? DEFAULT_COMPUTER_PAUSE_MS) };
  }

  private async loadChecked(channelId: string, tolerateCorrupt: boolean): Promise<Session | null> {
    let session: Session | null;
    try {
      session = await this.deps.store.load(channelId);
    } catch (error) {
      this.cache?.forget(channelId);
      throw error;
    }
    if (!session) this.cache?.forget(channelId);
    // The record names its game as a plain id: a game this process does not host makes it corrupt here.
    if (session && !tolerateCorrupt && !this.deps.games.isGameId(session.game)) {
      this.cache?.forget(channelId);
      throw new CorruptSessionError(channelId, `game: ${session.game} is not a game this bot hosts`);
    }
    if (!session || session.state === null || tolerateCorrupt) {
      if (session && !tolerateCorrupt) this.cache?.set(session);
      return session;
    }
    const parsed = this.deps.games.engine(session.game).stateSchema.safeParse(session.state);
    if (!parsed.success) {
      throw new CorruptSessionError(channelId, `game state: ${parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ')}`);
    }
    const checked = { ...session, state: parsed.data };
    this.cache?.set(checked);
    return checked;
  }

  /**
   * Load, check, apply, commit, in the table's lane: changes to one table made in this process
   * queue up instead of racing, so they never spend compare-and-set retries on each other; the
   * retries are left for writes from other processes. A copy loaded before waiting in the lane
   * is behind by then, so it is read again.
   */
  private mutate(target: Partial<Target> & { channelId: string }, change: Decide, options: MutateOptions = {}): Promise<RunResult> {
    const result = this.lanes.run(target.channelId, (waited) => {
      const { loaded, ...rest } = options;
      return this.mutateNow(target, change, waited || !loaded ? rest : options);
    });
    if (this.deps.metrics)
      void result.then(
        (r) => this.deps.metrics?.change(r),
        () => undefined,
      );
    return result;
  }

  private async mutateNow(target: Partial<Target> & { channelId: string }, change: Decide, options: MutateOptions): Promise<RunResult> {
    for (let attempt = 1; attempt <= MAX_ATTEMPTS; attempt++) {
      // A copy the caller passed in may already be behind: writes are guarded by the compare-and-set,
      // any other answer drawn from it is checked again on a fresh read.
      const copy = attempt === 1 ? (options.loaded ?? (options.tolerateCorrupt ? undefined : this.cache?.get(target.channelId))) : undefined;
      const fromCopy = copy !== undefined;
      const session = copy ?? (await this.loadChecked(target.channelId, options.tolerateCorrupt ?? false));
      if (!session) return { kind: 'missing' };
      // The look the caller passed in judged this very copy already.
      const why = copy !== undefined && copy === options.loaded ? null : staleness(session, target);
      const draw = this.deps.draws?.change(session, target.interactionId);
      const decided: Change = why ? { reply: { kind: 'stale', session } } : change(session, draw?.rng ?? this.deps.rng);
      if ('reply' in decided) {
        if (fromCopy) continue;
        return decided.reply;
      }
      const drawn = draw && !decided.meta ? draw.record(decided.write) : decided.write;
      const written = decided.meta ? drawn : await this.stepped(drawn, session);
      const next: Session = {
        ...written,
        // Only a game in play has a running turn timer.
        ...(written.phase === 'playing' ? {} : { deadline: null, turnToken: null, computerDue: null }),
        version: session.version + 1,
        stateVersion: decided.meta ? session.stateVersion : session.stateVersion + 1,
        updatedAt: this.deps.now(),
      };
      // A finished game (or hand, or challenge) carries its stats into the same atomic commit.
      const events = decided.events ?? [];
      const tableShown = target.answeredOn === 'table';
      const result = decided.meta ? null : gameResult(this.deps.games, session, next, events, next.updatedAt);
      // The message note, the owed ping and the move list go in the same atomic write: one move, one round trip.
      const notes = decided.meta ? {} : commitNotes(this.deps.games, next, session, events, options.actor, tableShown);
      const committed = await this.deps.store.commit(next, session.version, result, session, notes).catch((error: unknown) => {
        this.cache?.forget(target.channelId);
        throw error;
      });
      if (committed === 'ok') {
        this.cache?.set(next);
        const done = { kind: 'ok', session: next, previous: session, events } as const;
        if (!decided.meta) {
          const answered = target.answeredOn ? { answeredOn: target.answeredOn } : {};
          this.commits.emit({ session: next, previous: session, events, ...(options.actor ? { actor: options.actor } : {}), ...answered });
          await this.deps.onCommitted?.(done).catch((error: unknown) => this.deps.log.warn({ channelId: target.channelId, err: error }, 'onCommitted failed'));
        }
        return done;
      }
      this.cache?.forget(target.channelId);
      this.deps.log.debug({ channelId: target.channelId, attempt }, 'commit conflict; reloading');
    }
    throw new Error(`gave up after ${MAX_ATTEMPTS} conflicting writes on channel ${target.channelId}`);
  }

  /**
   * The table's own game's move step, if it has one, on the state the change wrote (the state it was
   * made from as the previous one).
   */
  private async stepped(next: Session, previous: Session): Promise<Session> {
    const step = this.deps.moveSteps?.get(next.game);
    if (!step || next.state === null) return next;
    return { ...next, state: await step(next.state, previous.state, { channelId: next.channelId }) };
  }
}
