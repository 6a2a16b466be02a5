/**
 * One turn of the optimal strategy, given the value of every state after it (a table of expected
 * remaining score per state between turns). Works backwards through the turn:
 * - `scoreNow[r]`: roll r showing, scoring now: the best box's points, the upper bonus if this box
 *   reaches 63, +100 for a further Yahtzee, plus the value of the card it leaves;
 * - `keepLast[k]`: keep k, roll the other dice once more, then score;
 * - `oneLeft[r]`: roll r showing with one roll left: the best keep among r's subsets (keeping all
 *   five is scoring now);
 * - `keepFirst[k]`, `twoLeft[r]`: the same with two rolls left;
 * - `start`: the turn's expected value before its first roll.
 * A keep's value is the mean over the six faces of the keep with one more die, so rolling the
 * missing dice costs six additions per keep instead of a sum over every outcome.
 */
import { FIRST_ROLL_KEEP, KEEP_COUNT, KEEP_MINUS, KEEP_PLUS, KEEP_FACES, ROLL_CHANCE, ROLL_COUNT } from './computer-dice.js';
import { NORMAL_POINTS, YAHTZEE_FACE, jokerApplies, optionsFor, type StrategyRule } from './computer-options.js';
import { BOX_COUNT, YAHTZEE_BIT, YAHTZEE_BOX, stateIndex } from './computer-states.js';
import { EXTRA_YAHTZEE_BONUS, UPPER_BONUS, UPPER_BONUS_THRESHOLD, YAHTZEE_SCORE } from './scoring.js';

/** Expected remaining score per state between turns, indexed by `stateIndex`. */
export type ValueTable = Float64Array | Float32Array;

export interface TurnState {
  rule: StrategyRule;
  mask: number;
  upperSum: number;
  yahtzee50: boolean;
}

export interface TurnValues {
  scoreNow: Float64Array;
  keepLast: Float64Array;
  oneLeft: Float64Array;
  keepFirst: Float64Array;
  twoLeft: Float64Array;
  start: number;
}

export const newTurnValues = (): TurnValues => ({
  scoreNow: new Float64Array(ROLL_COUNT),
  keepLast: new Float64Array(KEEP_COUNT),
  oneLeft: new Float64Array(ROLL_COUNT),
  keepFirst: new Float64Array(KEEP_COUNT),
  twoLeft: new Float64Array(ROLL_COUNT),
  start: 0,
});

/**
 * What scoring `points` in `box` is worth: the points, the upper bonus if they bring the upper sum
 * to 63, and the value of the card left. A further Yahtzee's +100 is added by the callers.
 */
export function valueAfterBox(state: TurnState, values: ValueTable, box: number, points: number): number {
  const mask = state.mask | (1 << box);
  if (box < 6) {
    const sum = Math.min(UPPER_BONUS_THRESHOLD, state.upperSum + points);
    const bonus = state.upperSum < UPPER_BONUS_THRESHOLD && sum >= UPPER_BONUS_THRESHOLD ? UPPER_BONUS : 0;
    return points + bonus + values[stateIndex(mask, sum, state.yahtzee50)]!;
  }
  const yahtzee50 = box === YAHTZEE_BOX ? points === YAHTZEE_SCORE : state.yahtzee50;
  return points + values[stateIndex(mask, state.upperSum, yahtzee50)]!;
}

/** +100 when the roll is a Yahtzee and the Yahtzee box already holds 50. */
export const extraBonus = (state: TurnState, roll: number): number => (state.yahtzee50 && YAHTZEE_FACES[roll]! > 0 ? EXTRA_YAHTZEE_BONUS : 0);

// Module-local aliases for the loops below: under tsx (the generator, the benchmark) every read of an
// imported binding goes through a getter, which made the solver several times slower.
const PLUS = KEEP_PLUS;
const MINUS = KEEP_MINUS;
const FACES = KEEP_FACES;
const POINTS = NORMAL_POINTS;
const YAHTZEE_FACES = YAHTZEE_FACE;
const CHANCE = ROLL_CHANCE;
const KEEPS = KEEP_COUNT;
const ROLLS = ROLL_COUNT;
const FIRST_ROLL = FIRST_ROLL_KEEP;
const BOXES_ON_CARD = BOX_COUNT;
const jokerDecides = jokerApplies;

// Scratch, reused by every turn: the per-box values of the state being solved.
const upperValue = new Float64Array(6 * 6); // [box * 6 + count]: points, bonus and what follows
const lowerFuture = new Float64Array(BOX_COUNT); // what follows a lower box (points added per roll)
const openUpper = new Int8Array(6);
const openLower = new Int8Array(BOX_COUNT);
const bestSubset = new Float64Array(KEEP_COUNT);

function fillScoreNow(state: TurnState, values: ValueTable, scoreNow: Float64Array): void {
  const { mask } = state;
  let uppers = 0;
  let lowers = 0;
  for (let b = 0; b < 6; b++) {
    if (mask & (1 << b)) continue;
    openUpper[uppers++] = b;
    for (let n = 0; n <= 5; n++) upperValue[b * 6 + n] = valueAfterBox(state, values, b, n * (b + 1));
  }
  for (let b = 6; b < BOXES_ON_CARD; b++) {
    if (mask & (1 << b) || b === YAHTZEE_BOX) continue;
    openLower[lowers++] = b;
    lowerFuture[b] = valueAfterBox(state, values, b, 0);
  }
  const yahtzeeOpen = !(mask & YAHTZEE_BIT);
  const yahtzeeMissed = yahtzeeOpen ? valueAfterBox(state, values, YAHTZEE_BOX, 0) : 0;
  const yahtzeeMade = yahtzeeOpen ? valueAfterBox(state, values, YAHTZEE_BOX, YAHTZEE_SCORE) : 0;

  for (let r = 0; r < ROLLS; r++) {
    let best = -Infinity;
    if (jokerDecides(state.rule, mask, r)) {
      for (const [box, points] of optionsFor(state.rule, mask, r)) {
        const v = box < 6 ? upperValue[box * 6 + points / (box + 1)]! : points + lowerFuture[box]!;
        if (v > best) best = v;
      }
    } else {
      const faces = (FIRST_ROLL + r) * 6;
      for (let i = 0; i < uppers; i++) {
        const b = openUpper[i]!;
        const v = upperValue[b * 6 + FACES[faces + b]!]!;
        if (v > best) best = v;
      }
      const points = r * BOXES_ON_CARD;
      for (let i = 0; i < lowers; i++) {
        const b = openLower[i]!;
        const v = POINTS[points + b]! + lowerFuture[b]!;
        if (v > best) best = v;
      }
      if (yahtzeeOpen) {
        const v = YAHTZEE_FACES[r]! > 0 ? yahtzeeMade : yahtzeeMissed;
        if (v > best) best = v;
      }
    }
    scoreNow[r] = best + extraBonus(state, r);
  }
}

/** From the values of the rolls after a last roll, the values of every keep before it and of the best keep per roll showing. */
function rollOnce(after: Float64Array, keep: Float64Array, before: Float64Array): void {
  keep.set(after, FIRST_ROLL);
  for (let k = FIRST_ROLL - 1; k >= 0; k--) {
    let sum = 0;
    for (let f = 0; f < 6; f++) sum += keep[PLUS[k * 6 + f]!]!;
    keep[k] = sum / 6;
  }
  for (let k = 0; k < KEEPS; k++) {
    let best = keep[k]!;
    for (let f = 0; f < 6; f++) {
      const smaller = MINUS[k * 6 + f]!;
      if (smaller >= 0 && bestSubset[smaller]! > best) best = bestSubset[smaller]!;
    }
    bestSubset[k] = best;
  }
  before.set(bestSubset.subarray(FIRST_ROLL));
}

/** Solves the turn of `state` into `out` and returns its expected value before the first roll. */
export function solveTurn(state: TurnState, values: ValueTable, out: TurnValues): number {
  fillScoreNow(state, values, out.scoreNow);
  rollOnce(out.scoreNow, out.keepLast, out.oneLeft);
  rollOnce(out.oneLeft, out.keepFirst, out.twoLeft);
  let start = 0;
  for (let r = 0; r < ROLLS; r++) start += CHANCE[r]! * out.twoLeft[r]!;
  out.start = start;
  return start;
}
