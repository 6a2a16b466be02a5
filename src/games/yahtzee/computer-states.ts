/**
 * The states between turns, as the optimal strategy numbers them: which boxes are filled (13 bits,
 * bit i for BOXES[i]), the upper sum capped at 63, and whether the Yahtzee box holds 50.
 * Only reachable states get a number: an upper sum the filled upper boxes can make (box i holds
 * a multiple of i + 1 up to five times it), and "holds 50" only once the Yahtzee box is filled.
 */
import { BOXES, UPPER_BONUS_THRESHOLD, type Box, type Card } from './scoring.js';

export const BOX_COUNT = 13;
export const ALL_FILLED = (1 << BOX_COUNT) - 1;
export const YAHTZEE_BOX = BOXES.indexOf('yahtzee');
export const YAHTZEE_BIT = 1 << YAHTZEE_BOX;
const UPPER_MASKS = 64;
const UPPER_CAP = UPPER_BONUS_THRESHOLD;

/** Per upper mask (the six low bits), the position of each reachable capped sum among them, -1 if unreachable. */
const SUM_POSITION = new Int16Array(UPPER_MASKS * (UPPER_CAP + 1)).fill(-1);
const SUMS_REACHABLE = new Int16Array(UPPER_MASKS);
{
  for (let upper = 0; upper < UPPER_MASKS; upper++) {
    let reach = new Set<number>([0]);
    for (let box = 0; box < 6; box++) {
      if (!(upper & (1 << box))) continue;
      const next = new Set<number>();
      for (const sum of reach) for (let n = 0; n <= 5; n++) next.add(Math.min(UPPER_CAP, sum + n * (box + 1)));
      reach = next;
    }
    const sorted = [...reach].sort((a, b) => a - b);
    sorted.forEach((sum, i) => (SUM_POSITION[upper * (UPPER_CAP + 1) + sum] = i));
    SUMS_REACHABLE[upper] = sorted.length;
  }
}

/** Where each filled-mask's states start in a value table; states of one mask sit together. */
const MASK_OFFSET = new Int32Array(ALL_FILLED + 2);
for (let mask = 0; mask <= ALL_FILLED; mask++) {
  MASK_OFFSET[mask + 1] = MASK_OFFSET[mask]! + SUMS_REACHABLE[mask & 63]! * (mask & YAHTZEE_BIT ? 2 : 1);
}
/** How many reachable states there are: the length of a value table. */
export const STATE_COUNT = MASK_OFFSET[ALL_FILLED + 1]!;

export const isReachable = (mask: number, upperSum: number, yahtzee50: boolean): boolean =>
  upperSum >= 0 && upperSum <= UPPER_CAP && SUM_POSITION[(mask & 63) * (UPPER_CAP + 1) + upperSum]! >= 0 && (!yahtzee50 || (mask & YAHTZEE_BIT) !== 0);

/** The table index of a reachable state (the caller makes sure it is reachable). */
export function stateIndex(mask: number, upperSum: number, yahtzee50: boolean): number {
  const position = SUM_POSITION[(mask & 63) * (UPPER_CAP + 1) + upperSum]!;
  return mask & YAHTZEE_BIT ? MASK_OFFSET[mask]! + position * 2 + (yahtzee50 ? 1 : 0) : MASK_OFFSET[mask]! + position;
}

/** Every reachable state of one mask, as [upperSum, yahtzee50] pairs in table order. */
export function statesOfMask(mask: number): Array<[number, boolean]> {
  const out: Array<[number, boolean]> = [];
  for (let sum = 0; sum <= UPPER_CAP; sum++) {
    if (SUM_POSITION[(mask & 63) * (UPPER_CAP + 1) + sum]! < 0) continue;
    out.push([sum, false]);
    if (mask & YAHTZEE_BIT) out.push([sum, true]);
  }
  return out;
}

export interface CardState {
  mask: number;
  upperSum: number;
  yahtzee50: boolean;
}

/** A card as the strategy sees it. */
export function cardState(card: Card): CardState {
  let mask = 0;
  let upperSum = 0;
  BOXES.forEach((box: Box, i) => {
    const points = card[box];
    if (points === undefined) return;
    mask |= 1 << i;
    if (i < 6) upperSum += points;
  });
  return { mask, upperSum: Math.min(UPPER_CAP, upperSum), yahtzee50: card.yahtzee === 50 };
}
