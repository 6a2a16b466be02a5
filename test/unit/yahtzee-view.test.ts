import { describe, expect, it } from 'vitest';
import { yahtzee } from '../../src/games/yahtzee/rules.js';
import type { YahtzeeState } from '../../src/games/yahtzee/actions.js';
import { scoringOptions } from '../../src/games/yahtzee/scoring.js';
import { tableMessage } from '../../src/views/table.js';
import { LOCALES } from '../../src/store/session.js';
import { cryptoRng } from '../../src/rng.js';
import { sampleSession } from '../support/sessions.js';
import { expectValidMessage } from '../support/builders.js';

const PLAYERS = Array.from({ length: 8 }, (_, i) => `10000000000000000${i + 1}`);

describe('Yahtzee table', () => {
  it('with 8 players, every moment of a whole game fits Discord\'s limits in every language', () => {
    let state: YahtzeeState = yahtzee.setup(PLAYERS, { joker: 'forced' }, cryptoRng);
    let moments = 0;
    while (!state.finished) {
      const player = state.order[state.current]!;
      for (const step of ['roll', 'hold', 'roll', 'score'] as const) {
        const action =
          step === 'score'
            ? { type: 'score' as const, box: scoringOptions(state.cards[player] ?? {}, state.turn.dice, state.joker)[0]!.box }
            : step === 'hold'
              ? { type: 'hold' as const, index: 2 }
              : { type: 'roll' as const };
        const result = yahtzee.apply(state, player, action, cryptoRng);
        if (!result.ok) throw new Error(result.rejection.code);
        state = result.state;
        const session = sampleSession({ game: 'yahtzee', phase: state.finished ? 'finished' : 'playing', state, players: PLAYERS.map((id, i) => ({ id, name: `P${i}` })), locale: LOCALES[moments % 3]!, deadline: 2_000_000_000_000 });
        expectValidMessage(tableMessage(session));
        moments++;
      }
    }
    expect(moments).toBe(8 * 13 * 4);
  });

  it('shows every open box with the points it would score now, and the dice as hold toggles', () => {
    let state = yahtzee.setup(PLAYERS.slice(0, 2), { joker: 'free' }, cryptoRng);
    const rolled = yahtzee.apply(state, PLAYERS[0]!, { type: 'roll' }, { int: () => 3 }); // four 4s... all dice show 4
    if (!rolled.ok) throw new Error('roll');
    state = rolled.state;
    const body = tableMessage(sampleSession({ game: 'yahtzee', phase: 'playing', state, players: [], locale: 'zh-CN' }));
    const [diceRow, controls, select] = body.components as any[];
    expect(diceRow.components).toHaveLength(5);
    expect(diceRow.components.every((b: any) => b.emoji.name === '⚃')).toBe(true);
    expect(controls.components[0].label).toBe('掷骰（剩 2 次）');
    const options = select.components[0].options.map((o: any) => o.label);
    expect(options).toHaveLength(13);
    expect(options).toContain('快艇: 50 分');
    expect(options).toContain('葫芦: 0 分');
    expect(options).toContain('四点: 20 分');
  });
});
