import pino from 'pino';
import { Runner, type RunResult } from '../../src/table/runner.js';
import { MemorySessionStore } from '../../src/store/memory-store.js';
import type { Session } from '../../src/kernel/session.js';
import { ComputerDriver } from '../../src/table/computer-driver.js';
import { decideNow, inlineThinker, type Decision, type Thinker } from '../../src/computers/decide.js';
import { seededRng } from '../../src/fair/seeded-rng.js';
import { drawFor, sightOf } from '../../src/computers/sight.js';
import { GAMES } from './games.js';

export const CH = '300000000000000077';
export const ann = { userId: '100000000000000001', name: 'Ann' };
export const bo = { userId: '100000000000000002', name: 'Bo' };

export function ok(result: RunResult | { kind: string }): Session {
  if (result.kind !== 'ok') throw new Error(`expected ok, got ${JSON.stringify(result).slice(0, 300)}`);
  return (result as Extract<RunResult, { kind: 'ok' }>).session;
}

/** A thinker that does what the inline one does and keeps every decision and answer. */
export function recordingThinker(): Thinker & { seen: Array<{ decision: Decision; action: unknown }> } {
  const seen: Array<{ decision: Decision; action: unknown }> = [];
  return {
    seen,
    decide: async (decision) => {
      const action = await inlineThinker(GAMES).decide(decision);
      seen.push({ decision: structuredClone(decision), action });
      return action;
    },
    close: async () => undefined,
  };
}

/** A runner on a memory store with a clock the test moves, and the driver that plays its computers. */
export function computerTable(options: { pauseMs?: number; seed?: string; thinker?: Thinker } = {}) {
  const clock = { now: 1_000_000 };
  const store = new MemorySessionStore(GAMES, 3_600_000, () => clock.now);
  const log = pino({ level: 'silent' });
  const published: Session[] = [];
  const runner = new Runner({
    games: GAMES,
    store,
    rng: seededRng((options.seed ?? 'ab').repeat(64 / (options.seed ?? 'ab').length), 'table'),
    now: () => clock.now,
    log,
    computerPauseMs: options.pauseMs ?? 0,
    cache: false,
    computerSeed: () => (options.seed ?? 'cd').repeat(64 / (options.seed ?? 'cd').length),
  });
  const driver = new ComputerDriver({ games: GAMES, runner, store, thinker: options.thinker ?? inlineThinker(GAMES), log, now: () => clock.now });
  runner.commits.subscribe((change) => void published.push(change.session));
  return { clock, store, runner, driver, published };
}

/** The person's own move, chosen by the game's policy from their own sight (a stand-in for their clicks). */
export async function personMoves(runner: Runner, session: Session, person: { userId: string; name: string }): Promise<RunResult> {
  const decision = { game: session.game, sight: sightOf(GAMES, session, person.userId), draw: drawFor(session, person.userId) };
  return runner.act({ channelId: session.channelId, sessionId: session.id, version: session.stateVersion }, person, decideNow(GAMES, decision));
}
