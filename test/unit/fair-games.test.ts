import { Writable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import pino from 'pino';
import { Runner, type RunResult } from '../../src/table/runner.js';
import { MemorySessionStore } from '../../src/store/memory-store.js';
import { LOCALES, type Session } from '../../src/kernel/session.js';
import { FairDraws } from '../../src/fair/draw-source.js';
import { commitmentOf, fingerprint } from '../../src/fair/commitment.js';
import { verifyDetails } from '../../src/views/fair-details.js';
import { translator } from '../../src/i18n/catalog.js';
import { replayDraws } from '../../src/fair/verify.js';
import { verifyCommand } from '../../src/views/fairness.js';
import { testRng } from '../support/test-rng.js';
import { announcement, tableMessage, turnPing } from '../../src/views/table.js';
import { panelMessage } from '../../src/views/panel.js';
import { clockwiseAfter } from '../../src/games/holdem/betting.js';
import type { HoldemState } from '../../src/games/holdem/actions.js';
import type { XianqiState } from '../../src/games/xianqi/actions.js';
import { ScriptedRng } from '../support/scripted-rng.js';
import { messageProblems } from '../../src/standin/discord-limits.js';
import { GAMES } from '../support/games.js';

const CHANNEL = '300000000000000009';
/** The games walked here (the catalog may hold more). */
type GameId = 'pirate' | 'yahtzee' | 'bobing' | 'holdem' | 'xianqi';
const PLAYERS: Record<GameId, number> = { pirate: 6, yahtzee: 2, bobing: 12, holdem: 9, xianqi: 3 };
const MAX_STEPS: Record<GameId, number> = { pirate: 400, yahtzee: 400, bobing: 400, holdem: 160, xianqi: 400 };

/** A small deterministic generator for the walk itself (which moves to try), apart from the draws under test. */
function walker(seed: number): (n: number) => number {
  let x = seed >>> 0 || 1;
  return (n) => {
    x ^= x << 13;
    x >>>= 0;
    x ^= x >>> 17;
    x ^= x << 5;
    x >>>= 0;
    return x % n;
  };
}

/** Moves worth trying at random; refused ones change nothing, and the timer plays the rest. */
function candidates(game: GameId, pick: (n: number) => number): unknown[] {
  switch (game) {
    case 'pirate':
      return [{ type: 'challenge' }, { type: 'bet', face: 1 + pick(6), count: 1 + pick(12) }];
    case 'yahtzee':
      return [{ type: 'roll' }, { type: 'roll' }, { type: 'hold', index: pick(5) }, { type: 'back' }];
    case 'bobing':
      return [{ type: 'roll' }, { type: 'back' }];
    case 'holdem':
      return [
        { type: 'call' },
        { type: 'check' },
        { type: 'call' },
        { type: 'fold' },
        { type: 'raise', to: 40 + 20 * pick(10) },
        { type: 'allin' },
        { type: 'deal' },
        { type: 'back' },
      ];
    case 'xianqi':
      return [{ type: 'kou' }, { type: 'nokou' }, { type: 'xian' }, { type: 'pass' }, { type: 'next' }, { type: 'back' }];
  }
}

interface Step {
  before: Session;
  after: Session;
  kind: 'start' | 'act' | 'timeout';
  player?: string;
  action?: unknown;
}

/** Every text a change puts anywhere: table and panels in every language, announcement, ping, events and log lines. */
function everythingShown(session: Session, previous: Session | null, events: unknown[], log: string[]): string {
  const publicParts: unknown[] = [
    announcement(GAMES, session, previous),
    turnPing(
      GAMES,
      session,
      session.players.map((p) => p.id),
    ),
  ];
  const parts: unknown[] = [events, log.join('\n')];
  for (const locale of LOCALES) {
    const table = tableMessage(GAMES, session, locale);
    // The fairness box must keep every table within Discord's limits.
    expect(messageProblems(table)).toEqual([]);
    publicParts.push(table);
    for (const p of session.players) parts.push(panelMessage(GAMES, session, p.id, locale));
  }
  // No public message carries a 64-digit value: the table shows a hash's first 12 digits, the Verify button the rest.
  expect(JSON.stringify(publicParts)).not.toMatch(/[0-9a-f]{64}/);
  return JSON.stringify([...parts, ...publicParts]);
}

async function playRandomGame(game: GameId, seed: number) {
  const pick = walker(seed);
  const logLines: string[] = [];
  const sink = new Writable({ write: (chunk, _enc, done) => (logLines.push(String(chunk)), done()) });
  let now = 1_000_000;
  const store = new MemorySessionStore(GAMES, 3_600_000, () => now);
  const runner = new Runner({
    games: GAMES,
    store,
    rng: testRng,
    now: () => now,
    log: pino({ level: 'debug' }, sink),
    draws: new FairDraws({ games: GAMES, fallback: testRng }),
  });
  const players = Array.from({ length: PLAYERS[game] }, (_, i) => ({ userId: `10000000000000000${i + 1}`, name: `P${i + 1}` }));
  let interaction = 1_200_000_000_000_000_000n + BigInt(seed) * 1_000_000n;
  const nextInteraction = () => (interaction += BigInt(1 + pick(5000))).toString();

  const opened = await runner.open({ channelId: CHANNEL, guildId: null, host: { id: players[0]!.userId, name: 'P1' }, game, config: {}, locale: 'en' });
  if (opened.kind !== 'created') throw new Error(opened.kind);
  let session = opened.session;
  for (const p of players.slice(1)) session = ok(await runner.join({ channelId: CHANNEL, sessionId: session.id, interactionId: nextInteraction() }, p));

  const steps: Step[] = [];
  const secrets = new Set<string>();
  const shownCommitments = new Set<string>();
  const revealed: Session['fair'][] = [];
  let posted: { shown: Session; body: string } | null = null;
  const check = (current: Session, previous: Session | null, events: unknown[]) => {
    const text = everythingShown(current, previous, events, logLines);
    if (current.fair) {
      secrets.add(current.fair.current.seed);
      if (current.fair.current.publicValue === null && text.includes(fingerprint(current.fair.current.commitment)))
        shownCommitments.add(current.fair.current.commitment);
    }
    const justRevealed = current.fair?.revealed && current.fair.revealed.seed !== previous?.fair?.revealed?.seed ? current.fair.revealed : null;
    if (justRevealed) {
      secrets.delete(justRevealed.seed);
      // The seed and the command are behind the Verify button, privately.
      const details = JSON.stringify(verifyDetails(GAMES, null, [{ sessionId: current.id, game, at: now, revealed: justRevealed }], translator('en')));
      expect(details).toContain(justRevealed.seed);
      expect(details).toContain(verifyCommand(GAMES, game, justRevealed));
      revealed.push(current.fair);
      // A hand's record takes the table's message and the publisher posts the table anew below it: that
      // table shows the next seed's fingerprint, and its id witnesses that seed.
      const news = announcement(GAMES, current, previous);
      if (news) posted = { shown: current, body: JSON.stringify(tableMessage(GAMES, current)) };
    }
    for (const secret of secrets) expect(text.includes(secret), `an unrevealed seed shows in ${game} game ${seed}`).toBe(false);
  };
  check(session, null, []);

  const record = async (result: RunResult, kind: Step['kind'], player?: string, action?: unknown): Promise<boolean> => {
    if (result.kind !== 'ok') return false;
    steps.push({ before: result.previous, after: result.session, kind, ...(player ? { player, action } : {}) });
    check(result.session, result.previous, result.events);
    session = result.session;
    if (posted) {
      // As the publisher does: the table is posted below the record, and Discord's id for it is recorded.
      await runner.witness(posted.shown, nextInteraction(), posted.body);
      posted = null;
      session = (await runner.load(CHANNEL))!;
    }
    return true;
  };
  await record(await runner.start({ channelId: CHANNEL, sessionId: session.id, interactionId: nextInteraction() }, players[0]!), 'start');

  for (let i = 0; i < MAX_STEPS[game] && session.phase === 'playing'; i++) {
    const useTimer = session.deadline !== null && pick(3) === 0;
    if (!useTimer) {
      const player = players[pick(players.length)]!;
      const options = candidates(game, pick);
      const action = options[pick(options.length)];
      const target = { channelId: CHANNEL, sessionId: session.id, version: session.stateVersion, interactionId: nextInteraction() };
      if (await record(await runner.act(target, player, action), 'act', player.userId, action)) continue;
    }
    if (session.deadline === null) continue;
    now = session.deadline;
    await record(await runner.timeout(CHANNEL), 'timeout');
  }
  if (session.phase === 'playing') {
    const closed = await runner.close({ channelId: CHANNEL, sessionId: session.id, interactionId: nextInteraction() }, { ...players[0]!, canModerate: true });
    if (closed.kind === 'ok') {
      steps.push({ before: closed.previous, after: closed.session, kind: 'act' });
      check(closed.session, closed.previous, closed.events);
      session = closed.session;
    }
  }
  return { steps, revealed, shownCommitments, final: session };
}

function ok(result: RunResult): Session {
  if (result.kind !== 'ok') throw new Error(`expected ok, got ${result.kind}`);
  return result.session;
}

/** Replays each recorded change through the engine with the verifier's dice: every state must come out the same. */
function replayDice(game: GameId, steps: Step[], dice: number[]): void {
  const engine = GAMES.engine(game);
  const rng = ScriptedRng.dice(...dice);
  for (const step of steps) {
    if (step.after.state === step.before.state) continue;
    let state: unknown;
    if (step.kind === 'start')
      state = engine.setup(
        step.before.players.map((p) => p.id),
        step.before.config,
        rng,
      );
    else if (step.kind === 'timeout') state = engine.onTimeout(step.before.state, rng).state;
    else if (step.player) {
      const applied = engine.apply(step.before.state, step.player, engine.actionSchema.parse(step.action), rng);
      if (!applied.ok) throw new Error(applied.rejection.code);
      state = applied.state;
    } else continue; // closing the table moves nothing in the game
    expect(state).toEqual(step.after.state);
  }
  expect(rng.remaining).toBe(0);
}

describe('provably fair draws over random games of every game', () => {
  for (const game of ['pirate', 'yahtzee', 'bobing'] as const) {
    it(`${game}: the seed never shows before the end, and the verifier's dice replay every roll`, async () => {
      for (let seed = 1; seed <= 6; seed++) {
        const { steps, revealed, shownCommitments } = await playRandomGame(game, seed);
        expect(revealed).toHaveLength(1);
        const reveal = revealed[0]!.revealed!;
        expect(reveal.commitment).toBe(commitmentOf(reveal.seed));
        expect(shownCommitments.has(reveal.commitment)).toBe(true);
        expect(reveal.publicValue).toMatch(/^\d{19}$/);
        const start = steps.find((s) => s.kind === 'start')!;
        expect(start.after.fair!.current.publicValue ?? reveal.publicValue).toBe(reveal.publicValue);
        const replay = replayDraws(GAMES, game, reveal.seed, reveal.publicValue, { draws: reveal.draws });
        if (replay.replay.kind !== 'dice') throw new Error('dice expected');
        expect(replay.replay.dice.length).toBeGreaterThan(0);
        replayDice(game, steps, replay.replay.dice);
      }
    });
  }

  it("holdem: each hand's seed is committed before the deal, hidden until the hand ends, and the verifier's deck is the deal", async () => {
    let hands = 0;
    let timerHands = 0;
    for (let seed = 1; seed <= 4; seed++) {
      const { steps, revealed, shownCommitments } = await playRandomGame('holdem', seed);
      const byHand = new Map(revealed.map((fair) => [fair!.revealed!.round, fair!.revealed!]));
      for (const step of steps) {
        const before = step.before.state as HoldemState | null;
        const after = step.after.state as HoldemState | null;
        if (!after?.hand || (before?.hand && before.handNo === after.handNo)) continue;
        const reveal = byHand.get(after.handNo);
        if (!reveal) continue; // the table was closed mid-hand by the walk's end: revealed on the close, checked below
        hands++;
        expect(shownCommitments.has(reveal.commitment)).toBe(true);
        const { replay, draws } = replayDraws(GAMES, 'holdem', reveal.seed, reveal.publicValue);
        if (replay.kind !== 'deck') throw new Error('deck expected');
        expect(draws).toBe(reveal.draws);
        const order = clockwiseAfter(after.hand.players, after.button!);
        const n = order.length;
        order.forEach((p, i) => expect(after.hand!.secret.hole[p]).toEqual([replay.deck[i], replay.deck[i + n]]));
        expect(after.hand.secret.deck).toEqual(replay.deck.slice(2 * n));
        // A hand dealt by a click mixes that click's id; one dealt by the timer the id of the message posted after its commitment.
        expect(reveal.publicValue).toMatch(/^\d{19}$/);
        if (step.kind === 'timeout') {
          expect(step.before.fair!.current.witness).toBe(reveal.publicValue);
          timerHands++;
        }
      }
    }
    expect(hands).toBeGreaterThan(10);
    expect(timerHands).toBeGreaterThan(0);
  });

  it("xianqi: each game's seed is hidden until it ends, and the verifier's pile is the deal", async () => {
    let games = 0;
    for (let seed = 1; seed <= 6; seed++) {
      const { steps, revealed, shownCommitments } = await playRandomGame('xianqi', seed);
      const byGame = new Map(revealed.map((fair) => [fair!.revealed!.round, fair!.revealed!]));
      for (const step of steps) {
        const before = step.before.state as XianqiState | null;
        const after = step.after.state as XianqiState | null;
        if (!after || before?.gameNo === after.gameNo) continue;
        const reveal = byGame.get(after.gameNo);
        if (!reveal) continue;
        games++;
        expect(shownCommitments.has(reveal.commitment)).toBe(true);
        const { replay, draws } = replayDraws(GAMES, 'xianqi', reveal.seed, reveal.publicValue, { args: after.gameNo === 1 ? ['first'] : [] });
        if (replay.kind !== 'pile') throw new Error('pile expected');
        expect(draws).toBe(reveal.draws);
        if (replay.firstStarterSeat !== null) expect(after.firstStarter).toBe(after.seats[replay.firstStarterSeat]);
        // An away player's turn may be played in the same change as the deal: count what left the hand too.
        const plays = [...after.round.plays, ...(after.lastRound?.plays ?? [])];
        const dealt = (p: string) => [
          ...after.secret.hands[p]!,
          ...after.secret.discards[p]!,
          ...plays.filter((play) => play.player === p && play.face === 'up').flatMap((play) => play.pieces),
        ];
        after.seats.forEach((p, i) => expect(dealt(p).sort()).toEqual(replay.pile.slice(8 * i, 8 * i + 8).sort()));
      }
    }
    expect(games).toBeGreaterThan(3);
  });
});
