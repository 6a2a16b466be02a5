/**
 * The optimal solitaire strategy's value table: the expected remaining score (upper bonus and
 * Yahtzee bonuses included) of every reachable state between turns, by dynamic programming from
 * the full card (worth 0: every bonus is counted when it is earned) back to the empty one.
 * Filling a box only adds bits to the mask, so going through masks from the largest down solves
 * every state after the states it can lead to.
 */
import { ALL_FILLED, STATE_COUNT, stateIndex, statesOfMask } from './computer-states.js';
import { newTurnValues, solveTurn } from './computer-turn.js';
import type { StrategyRule } from './computer-options.js';

export function solveValues(rule: StrategyRule): Float64Array {
  const values = new Float64Array(STATE_COUNT);
  const work = newTurnValues();
  for (let mask = ALL_FILLED - 1; mask >= 0; mask--) {
    for (const [upperSum, yahtzee50] of statesOfMask(mask)) {
      values[stateIndex(mask, upperSum, yahtzee50)] = solveTurn({ rule, mask, upperSum, yahtzee50 }, values, work);
    }
  }
  return values;
}
