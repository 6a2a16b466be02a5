import { describe, expect, it } from 'vitest';
import pino from 'pino';
import { Runner } from '../../src/table/runner.js';
import { MemorySessionStore } from '../../src/store/memory-store.js';
import type { Session } from '../../src/kernel/session.js';
import { ComputerDriver } from '../../src/table/computer-driver.js';
import { inlineThinker } from '../../src/computers/decide.js';
import { seededRng } from '../../src/fair/seeded-rng.js';
import { pauseOf, peopleInGame } from '../../src/computers/pause.js';
import { loadConfig } from '../../src/config.js';
import { pirateDice } from '../../src/games/pirate/rules.js';
import type { PirateState } from '../../src/games/pirate/actions.js';
import { ann, CH, ok } from '../support/computer-table.js';
import { GAMES } from '../support/games.js';

describe('the pause before a computer move', () => {
  it('is the common pause, longer at Pirate Dice where each bet must be read, unless Pirate Dice has its own', () => {
    expect(pauseOf('yahtzee', 700)).toBe(700);
    expect(pauseOf('holdem', { ms: 700 })).toBe(700);
    expect(pauseOf('pirate', 700)).toBe(1750);
    expect(pauseOf('pirate', { ms: 700, byGame: { pirate: 2500 } })).toBe(2500);
    expect(pauseOf('pirate', 0)).toBe(0);
  });

  it('is configured by COMPUTER_PAUSE_MS and COMPUTER_PAUSE_PIRATE_MS (empty: 2.5 times the common one)', () => {
    const defaults = loadConfig({ DISCORD_TOKEN: 'abc' });
    expect([defaults.COMPUTER_PAUSE_MS, defaults.COMPUTER_PAUSE_PIRATE_MS]).toEqual([700, undefined]);
    expect(loadConfig({ DISCORD_TOKEN: 'abc', COMPUTER_PAUSE_PIRATE_MS: '' }).COMPUTER_PAUSE_PIRATE_MS).toBeUndefined();
    expect(loadConfig({ DISCORD_TOKEN: 'abc', COMPUTER_PAUSE_PIRATE_MS: '2400' }).COMPUTER_PAUSE_PIRATE_MS).toBe(2400);
    expect(() => loadConfig({ DISCORD_TOKEN: 'abc', COMPUTER_PAUSE_PIRATE_MS: '-1' })).toThrow(/COMPUTER_PAUSE_PIRATE_MS/);
  });

  it('a person out of dice, or gone, leaves no person in the game; at Hold`em a person may always sit down', () => {
    const state = pirateDice.setup([ann.userId, 'c1', 'c2'], { onesWild: true }, seededRng('ab'.repeat(32), 'p'));
    expect(peopleInGame(pirateDice, state)).toBe(true);
    const out: PirateState = { ...state, dice: { ...state.dice, [ann.userId]: 0 } };
    expect(peopleInGame(pirateDice, out)).toBe(false);
    const left: PirateState = { ...state, leavers: [ann.userId] };
    expect(peopleInGame(pirateDice, left)).toBe(false);
    const holdem = GAMES.engine('holdem');
    expect(peopleInGame(holdem, holdem.setup(['c1', 'c2'], holdem.configSchema.parse({}), seededRng('ab'.repeat(32), 'h')))).toBe(true);
  });
});

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe('when no person is left, the computers finish the game at once', () => {
  it('Pirate Dice: Ann bets too high and is out; the computers play to the end with no pause, on their own', async () => {
    // The clock never moves: a computer that waited for its pause would never act.
    const clock = { now: 1_000_000 };
    const store = new MemorySessionStore(GAMES, 3_600_000, () => clock.now);
    const log = pino({ level: 'silent' });
    const dues: Array<{ annIn: boolean; due: number | null }> = [];
    let driver: ComputerDriver | null = null;
    const runner = new Runner({
      games: GAMES,
      store,
      rng: seededRng('ab'.repeat(32), 'table'),
      now: () => clock.now,
      log,
      computerPauseMs: 1200,
      cache: false,
      computerSeed: () => 'cd'.repeat(32),
      onCommitted: async ({ session }) => {
        const state = session.state as PirateState | null;
        if (state) dues.push({ annIn: (state.dice[ann.userId] ?? 0) > 0, due: session.computerDue ?? null });
        driver?.watch(session);
      },
    });
    driver = new ComputerDriver({ games: GAMES, runner, store, thinker: inlineThinker(GAMES), log, now: () => clock.now });
    const opened = await runner.open({
      channelId: CH,
      guildId: '900000000000000001',
      host: { id: ann.userId, name: 'Ann' },
      game: 'pirate',
      config: {},
      locale: 'en',
      computers: 2,
    });
    if (opened.kind !== 'created') throw new Error(opened.kind);
    ok(await runner.start({ channelId: CH, sessionId: opened.session.id }, ann));

    // While Ann has dice the computers pause (Pirate Dice: 2.5 × 1200 ms); she bets every die in play and more, so a computer challenges.
    let s: Session = (await store.load(CH))!;
    for (let step = 0; step < 200 && s.phase === 'playing' && ((s.state as PirateState).dice[ann.userId] ?? 0) > 0; step++) {
      const state = s.state as PirateState;
      if (state.turn === ann.userId) {
        const max = pirateDice.publicView(state).diceInPlay + 1;
        const bet = state.bet && state.bet.count === max ? { type: 'challenge' } : { type: 'bet', face: 6, count: max };
        ok(await runner.act({ channelId: CH, sessionId: s.id, version: s.stateVersion }, ann, bet));
      } else {
        expect(s.computerDue).toBe(clock.now + 3000);
        clock.now = s.computerDue!;
        await driver.fire(CH);
      }
      s = (await store.load(CH))!;
    }
    expect((s.state as PirateState).dice[ann.userId]).toBe(0);

    // Ann is out: no computer waits, and the game ends without the clock moving.
    for (let waited = 0; waited < 10_000 && s.phase === 'playing'; waited += 20) {
      await sleep(20);
      s = (await store.load(CH))!;
    }
    driver.close();
    expect(s.phase).toBe('finished');
    expect(GAMES.engine('pirate').outcome(s.state)?.winners[0]).toMatch(/^c\d$/);
    const afterAnn = dues.filter((d) => !d.annIn);
    expect(afterAnn.length).toBeGreaterThan(2);
    expect(afterAnn.every((d) => d.due === null || d.due === clock.now)).toBe(true);
  }, 30_000);
});
