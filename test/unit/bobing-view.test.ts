import { describe, expect, it } from 'vitest';
import { bobing } from '../../src/games/bobing/rules.js';
import { traditionalPool } from '../../src/games/bobing/prizes.js';
import { tableMessage } from '../../src/views/table.js';
import { LOCALES } from '../../src/store/session.js';
import { cryptoRng } from '../../src/rng.js';
import { sampleSession } from '../support/sessions.js';
import { expectValidMessage } from '../support/builders.js';

const PLAYERS = Array.from({ length: 12 }, (_, i) => `1000000000000000${String(i + 10)}`);

describe('博饼 table', () => {
  it('with 12 players and long prize names, a whole traditional game fits Discord\'s limits in every language', () => {
    const prizes = traditionalPool();
    for (const tier of Object.keys(prizes) as Array<keyof typeof prizes>) prizes[tier].name = 'x'.repeat(40);
    let state = bobing.setup(PLAYERS, { prizes }, cryptoRng);
    let rolls = 0;
    while (!state.finished && rolls < 20_000) {
      const r = bobing.apply(state, PLAYERS[state.current]!, { type: 'roll' }, cryptoRng);
      if (!r.ok) throw new Error(r.rejection.code);
      state = r.state;
      rolls++;
      const body = tableMessage(sampleSession({ game: 'bobing', phase: state.finished ? 'finished' : 'playing', state, config: { prizes }, players: [], locale: LOCALES[rolls % 3]!, deadline: 2e12 }));
      expectValidMessage(body);
    }
    expect(state.finished).toBe(true);
    // 62 of the 63 prizes are claimed for good; the 状元 is held by the best 状元 roll
    const claimed = Object.values(state.winnings).flatMap((w) => Object.values(w)).reduce((a, b) => a + (b ?? 0), 0);
    expect(claimed).toBe(62);
    expect(state.holders).toHaveLength(1);
    expect(state.champion).toEqual(state.holders[0]);
  });
});
