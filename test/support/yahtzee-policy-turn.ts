import type { YahtzeeState } from '../../src/games/yahtzee/actions.js';
import { yahtzeeComputer } from '../../src/games/yahtzee/computer.js';
import { cardState, stateIndex } from '../../src/games/yahtzee/computer-states.js';
import { valueTable } from '../../src/games/yahtzee/computer-table.js';
import { yahtzee } from '../../src/games/yahtzee/rules.js';
import { total } from '../../src/games/yahtzee/scoring.js';
import { ScriptedRng } from './scripted-rng.js';

const FACTORIAL = [1, 1, 2, 6, 24, 120];

/** Every multiset of n dice, faces in ascending order, with its chance. */
function diceMultisets(n: number): Array<{ dice: number[]; chance: number }> {
  const out: Array<{ dice: number[]; chance: number }> = [];
  const place = (from: number, dice: number[]): void => {
    if (dice.length === n) {
      const counts = [0, 0, 0, 0, 0, 0, 0];
      for (const d of dice) counts[d]!++;
      out.push({ dice, chance: counts.reduce((ways, c) => ways / FACTORIAL[c]!, FACTORIAL[n]!) / 6 ** n });
      return;
    }
    for (let face = from; face <= 6; face++) place(face, [...dice, face]);
  };
  place(1, []);
  return out;
}
const MULTISETS = [0, 1, 2, 3, 4, 5].map(diceMultisets);

/**
 * The exact expected value of one turn as the computer plays it through the engine, from `start`
 * (its turn, nothing rolled yet): every roll outcome is enumerated (the dice the engine would draw,
 * scripted), the policy is asked until it scores, and each end counts the points the engine added
 * to the total plus the table's value of the card left. When the policy is optimal for the table,
 * this equals the table's value of `start`'s card.
 */
export function policyTurnValue(start: YahtzeeState, player: string): number {
  const values = valueTable(start.joker);
  const before = total(start.cards[player] ?? {}, start.extraYahtzees[player] ?? 0);
  // The policy's choices depend on the dice showing and the rolls used, not on their order.
  const known = new Map<string, number>();
  const apply = (state: YahtzeeState, action: Parameters<typeof yahtzee.apply>[2], rng = new ScriptedRng()): YahtzeeState => {
    const result = yahtzee.apply(state, player, action, rng);
    if (!result.ok) throw new Error(`the engine refused ${JSON.stringify(action)}: ${result.rejection.code}`);
    return result.state;
  };
  const afterRoll = (rolled: YahtzeeState): number => {
    const key = `${[...rolled.turn.dice].sort().join('')}/${rolled.turn.rolls}`;
    const memo = known.get(key);
    if (memo !== undefined) return memo;
    let state = rolled;
    let value: number;
    for (;;) {
      const view = yahtzee.publicView(state);
      const action = yahtzeeComputer({ player, table: view, own: yahtzee.playerView(state, player) }, new ScriptedRng());
      if (action.type === 'hold') {
        state = apply(state, action);
        continue;
      }
      if (action.type === 'roll') {
        const rerolled = state.turn.held.filter((h) => !h).length;
        value = 0;
        for (const { dice, chance } of MULTISETS[rerolled]!) value += chance * afterRoll(apply(state, action, ScriptedRng.dice(...dice)));
        break;
      }
      if (action.type !== 'score') throw new Error(`unexpected ${action.type}`);
      const scored = apply(state, action);
      const card = scored.cards[player]!;
      const left = cardState(card);
      const rest = Object.keys(card).length === 13 ? 0 : values[stateIndex(left.mask, left.upperSum, left.yahtzee50)]!;
      value = total(card, scored.extraYahtzees[player] ?? 0) - before + rest;
      break;
    }
    known.set(key, value);
    return value;
  };
  return MULTISETS[5]!.reduce((sum, { dice, chance }) => sum + chance * afterRoll(apply(start, { type: 'roll' }, ScriptedRng.dice(...dice))), 0);
}
