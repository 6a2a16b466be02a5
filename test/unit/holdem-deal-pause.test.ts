import { describe, expect, it } from 'vitest';
import pino from 'pino';
import { Runner } from '../../src/table/runner.js';
import { MemorySessionStore } from '../../src/store/memory-store.js';
import { ComputerDriver } from '../../src/table/computer-driver.js';
import { inlineThinker } from '../../src/computers/decide.js';
import { seededRng } from '../../src/fair/seeded-rng.js';
import { holdem } from '../../src/games/holdem/rules.js';
import type { HoldemState } from '../../src/games/holdem/actions.js';
import { nextDeadline, turnLengthMs } from '../../src/table/deal-pause.js';
import type { Session } from '../../src/kernel/session.js';
import { ann, CH, ok } from '../support/computer-table.js';
import { GAMES } from '../support/games.js';

const PAUSE = 3000;
const TURN = 45;

function table() {
  const clock = { now: 1_000_000 };
  const store = new MemorySessionStore(GAMES, 3_600_000, () => clock.now);
  const log = pino({ level: 'silent' });
  const runner = new Runner({
    games: GAMES,
    store,
    rng: seededRng('ab'.repeat(32), 'table'),
    now: () => clock.now,
    log,
    computerPauseMs: 0,
    dealPauseMs: PAUSE,
    cache: false,
    computerSeed: () => 'cd'.repeat(32),
  });
  const driver = new ComputerDriver({ games: GAMES, runner, store, thinker: inlineThinker(GAMES), log, now: () => clock.now });
  return { clock, store, runner, driver };
}

/** Ann and one computer; Ann folds whenever she acts, the computer plays when due, until the hand is over. */
async function firstHandOver(t: ReturnType<typeof table>): Promise<Session> {
  const opened = await t.runner.open({
    channelId: CH,
    guildId: null,
    host: { id: ann.userId, name: 'Ann' },
    game: 'holdem',
    config: {},
    locale: 'en',
    turnSeconds: TURN,
    computers: 1,
  });
  if (opened.kind !== 'created') throw new Error(opened.kind);
  let s = ok(await t.runner.start({ channelId: CH, sessionId: opened.session.id }, ann));
  for (let step = 0; step < 50 && (s.state as HoldemState).hand; step++) {
    const toAct = (s.state as HoldemState).hand!.toAct;
    if (toAct === ann.userId) s = ok(await t.runner.act({ channelId: CH, sessionId: s.id, version: s.stateVersion }, ann, { type: 'fold' }));
    else {
      await t.driver.fire(CH);
      s = (await t.store.load(CH))!;
    }
  }
  return s;
}

describe("Hold'em: the wait between hands", () => {
  it('deals after the short pause when the only person at the table needs no time', async () => {
    const t = table();
    const s = await firstHandOver(t);
    expect((s.state as HoldemState).hand).toBeNull();
    expect(s.turnToken).toMatch(/^between\./);
    expect(s.deadline! - t.clock.now).toBe(PAUSE);
    // The timer deals the next hand when the pause is over.
    t.clock.now = s.deadline!;
    const next = ok(await t.runner.timeout(CH));
    expect((next.state as HoldemState).hand).not.toBeNull();
    expect((next.state as HoldemState).handNo).toBe(2);
  });

  it('waits for a person who sits out, and deals the pause after they are back', async () => {
    const t = table();
    const over = await firstHandOver(t);
    // Ann alone with computers sits out: the table waits for her (no timer at all).
    const out = ok(await t.runner.act({ channelId: CH, sessionId: over.id, version: over.stateVersion }, ann, { type: 'sitout' }));
    expect(out.deadline).toBeNull();
    t.clock.now += 60_000;
    const back = ok(await t.runner.act({ channelId: CH, sessionId: out.id, version: out.stateVersion }, ann, { type: 'back' }));
    expect(back.deadline! - t.clock.now).toBe(PAUSE);
  });

  it('gives a person out of chips the full time to top up or leave, and a computer out of chips none', () => {
    const seats = (annStack: number, computerStack: number, sittingOut = false): HoldemState =>
      ({
        ...(holdem.setup([ann.userId, 'c1'], { smallBlind: 1, bigBlind: 2, minBuyIn: 80, maxBuyIn: 200 }, seededRng('ef'.repeat(32), 's')) as HoldemState),
        hand: null,
        seats: [
          { id: ann.userId, no: 1, stack: annStack, sittingOut, timeouts: 0, leaving: false },
          { id: 'c1', no: 2, stack: computerStack, sittingOut: false, timeouts: 0, leaving: false },
        ],
      }) as HoldemState;
    expect(turnLengthMs(holdem, seats(200, 200), TURN, PAUSE)).toBe(PAUSE);
    expect(turnLengthMs(holdem, seats(0, 200), TURN, PAUSE)).toBe(TURN * 1000);
    expect(turnLengthMs(holdem, seats(200, 200, true), TURN, PAUSE)).toBe(TURN * 1000);
    expect(turnLengthMs(holdem, seats(200, 0), TURN, PAUSE)).toBe(PAUSE);
    // During a hand the turn is a turn: the full time.
    const dealt = holdem.setup([ann.userId, 'c1'], { smallBlind: 1, bigBlind: 2, minBuyIn: 80, maxBuyIn: 200 }, seededRng('ef'.repeat(32), 's'));
    expect(turnLengthMs(holdem, dealt, TURN, PAUSE)).toBe(TURN * 1000);
    // A pause never outlasts the table's own turn time.
    expect(turnLengthMs(holdem, seats(200, 200), 2, PAUSE)).toBe(2000);
  });

  it('keeps a running turn’s deadline, brought forward only when the turn became shorter', () => {
    expect(nextDeadline({ token: 'a', deadline: 5000 }, 'b', 1000, 3000)).toBe(4000);
    expect(nextDeadline({ token: 'a', deadline: 50_000 }, 'a', 1000, 3000)).toBe(4000);
    expect(nextDeadline({ token: 'a', deadline: 2000 }, 'a', 1000, 45_000)).toBe(2000);
    expect(nextDeadline({ token: 'a', deadline: 2000 }, null, 1000, 3000)).toBeNull();
  });
});
