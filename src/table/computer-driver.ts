import type { Logger } from 'pino';
import type { RunResult, Runner } from './runner.js';
import type { Session } from '../kernel/session.js';
import type { SessionStore } from './session-store.js';
import type { Thinker } from '../computers/decide.js';
import type { GameCatalog } from '../kernel/catalog.js';
import { computersToAct, drawFor, sightOf } from '../computers/sight.js';
import { isHuman } from '../computers/seats.js';

export interface DriverDeps {
  games: GameCatalog;
  runner: Pick<Runner, 'load' | 'act' | 'playFor' | 'timeout' | 'computerGaveUp'>;
  store: Pick<SessionStore, 'reindex'>;
  thinker: Thinker;
  log: Logger;
  now: () => number;
}

/**
 * Plays the computer seats. A committed change that leaves a computer to act stores when it acts
 * (`computerDue`, indexed with the turn timers); this process wakes the table at that time, and
 * the timer sweeper wakes it after a restart or in another process. The move is decided from the
 * seat's sight alone (in a worker thread) and made as a click is: the runner's act, its
 * compare-and-set against the version decided on; the publisher hears of it from the runner's feed.
 */
export class ComputerDriver {
  private readonly timers = new Map<string, NodeJS.Timeout>();
  /** Tables whose computer is deciding in this process: a second wake-up leaves them alone. */
  private readonly busy = new Set<string>();
  private closed = false;

  constructor(private readonly deps: DriverDeps) {}

  /** A committed change: a computer due to act is woken here when its pause is over. */
  watch(session: Session): void {
    const channelId = session.channelId;
    clearTimeout(this.timers.get(channelId));
    this.timers.delete(channelId);
    const due = session.computerDue ?? null;
    if (due === null || this.closed) return;
    const timer = setTimeout(
      () => {
        this.timers.delete(channelId);
        void this.wake(channelId);
      },
      Math.max(0, due - this.deps.now()),
    );
    timer.unref();
    this.timers.set(channelId, timer);
  }

  /** The sweeper found the table due: a computer's move when one is due, else the turn timer's automatic move. */
  async fire(channelId: string): Promise<RunResult & { playedBy?: 'computer' }> {
    if (this.busy.has(channelId)) return { kind: 'missing' };
    const session = await this.deps.runner.load(channelId);
    if (session && this.isDue(session)) return { ...(await this.play(session)), playedBy: 'computer' };
    return this.deps.runner.timeout(channelId);
  }

  /** Stops waking tables and waits for nothing: a move being decided is dropped by the thinker's close. */
  close(): void {
    this.closed = true;
    for (const timer of this.timers.values()) clearTimeout(timer);
    this.timers.clear();
  }

  private isDue(session: Session): boolean {
    return session.computerDue !== null && session.computerDue !== undefined && session.computerDue <= this.deps.now();
  }

  private async wake(channelId: string): Promise<void> {
    if (this.closed || this.busy.has(channelId)) return;
    try {
      const session = await this.deps.runner.load(channelId);
      if (!session || !this.isDue(session)) return;
      await this.play(session);
    } catch (error) {
      this.deps.log.warn({ err: error, channelId }, 'computer wake-up failed; the timer sweep will try again');
    }
  }

  /** One move of the first computer to act, from the version it was decided on. */
  private async play(session: Session): Promise<RunResult> {
    const { channelId } = session;
    const player = computersToAct(this.deps.games, session)[0];
    const target = { channelId, sessionId: session.id, version: session.stateVersion };
    if (!player) {
      await this.deps.store.reindex(channelId);
      return { kind: 'stale', session };
    }
    this.busy.add(channelId);
    try {
      const started = this.deps.now();
      // An away person's seat (`away_computer`): played for them from their own sight, never as them acting.
      const standIn = isHuman(player);
      const sight = standIn ? { ...sightOf(this.deps.games, session, player), standIn } : sightOf(this.deps.games, session, player);
      const action = await this.deps.thinker.decide({ game: session.game, sight, draw: drawFor(session, player) });
      const seat = session.players.find((p) => p.id === player)!;
      const result = standIn
        ? await this.deps.runner.playFor(target, player, action)
        : await this.deps.runner.act(target, { userId: player, name: seat.name }, action);
      this.deps.log.debug(
        { channelId, game: session.game, player, ...(standIn ? { standIn } : {}), ms: this.deps.now() - started, outcome: result.kind },
        'computer move',
      );
      if (result.kind === 'rejected') {
        this.deps.log.error({ channelId, game: session.game, player, code: result.rejection.code }, 'computer move refused; the turn timer will play it');
        await this.deps.runner.computerGaveUp(target);
      }
      if (result.kind !== 'ok') await this.deps.store.reindex(channelId);
      return result;
    } catch (error) {
      this.deps.log.error({ err: error, channelId, game: session.game, player }, 'computer could not decide; the turn timer will play it');
      await this.deps.runner.computerGaveUp(target).catch(() => undefined);
      await this.deps.store.reindex(channelId).catch(() => undefined);
      return { kind: 'stale', session };
    } finally {
      this.busy.delete(channelId);
    }
  }
}
