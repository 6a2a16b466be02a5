/**
 * Multisets of dice, as the optimal strategy sees them (order never matters).
 * A keep is a multiset of 0 to 5 dice (462 of them); a roll is a keep of 5 dice (252).
 * Keeps are numbered by size, then by their counts, so the rolls are the last 252 keeps:
 * roll r is keep `FIRST_ROLL_KEEP + r`.
 */

export const KEEP_COUNT = 462;
export const ROLL_COUNT = 252;
export const FIRST_ROLL_KEEP = KEEP_COUNT - ROLL_COUNT;

/** Per keep, how many dice of each face (index face - 1): `KEEP_FACES[keep * 6 + face - 1]`. */
export const KEEP_FACES = new Uint8Array(KEEP_COUNT * 6);
export const KEEP_SIZE = new Uint8Array(KEEP_COUNT);
/** The keep with one more die of `face`: `KEEP_PLUS[keep * 6 + face - 1]`, -1 for a keep of 5 dice. */
export const KEEP_PLUS = new Int16Array(KEEP_COUNT * 6);
/** The keep with one die of `face` fewer: `KEEP_MINUS[keep * 6 + face - 1]`, -1 when the keep has none. */
export const KEEP_MINUS = new Int16Array(KEEP_COUNT * 6);
/** The chance of each roll of five fresh dice. */
export const ROLL_CHANCE = new Float64Array(ROLL_COUNT);

/** A multiset's key: its counts as base-6 digits (a count is at most 5). */
const keyOf = (counts: ArrayLike<number>): number => {
  let key = 0;
  for (let face = 5; face >= 0; face--) key = key * 6 + counts[face]!;
  return key;
};
const KEEP_OF_KEY = new Int16Array(6 ** 6).fill(-1);

function countsOfSize(size: number): number[][] {
  const out: number[][] = [];
  const counts = [0, 0, 0, 0, 0, 0];
  const place = (face: number, left: number): void => {
    if (face === 5) {
      counts[5] = left;
      out.push([...counts]);
      return;
    }
    for (let n = left; n >= 0; n--) {
      counts[face] = n;
      place(face + 1, left - n);
    }
  };
  place(0, size);
  return out;
}

const FACTORIAL = [1, 1, 2, 6, 24, 120];
{
  let keep = 0;
  for (let size = 0; size <= 5; size++) {
    for (const counts of countsOfSize(size)) {
      KEEP_FACES.set(counts, keep * 6);
      KEEP_SIZE[keep] = size;
      KEEP_OF_KEY[keyOf(counts)] = keep;
      keep++;
    }
  }
  for (let k = 0; k < KEEP_COUNT; k++) {
    const counts = Array.from(KEEP_FACES.subarray(k * 6, k * 6 + 6));
    for (let f = 0; f < 6; f++) {
      counts[f]!++;
      KEEP_PLUS[k * 6 + f] = KEEP_SIZE[k]! < 5 ? KEEP_OF_KEY[keyOf(counts)]! : -1;
      counts[f]! -= 2;
      KEEP_MINUS[k * 6 + f] = counts[f]! >= 0 ? KEEP_OF_KEY[keyOf(counts)]! : -1;
      counts[f]!++;
    }
  }
  for (let r = 0; r < ROLL_COUNT; r++) {
    let arrangements = FACTORIAL[5]!;
    for (let f = 0; f < 6; f++) arrangements /= FACTORIAL[KEEP_FACES[(FIRST_ROLL_KEEP + r) * 6 + f]!]!;
    ROLL_CHANCE[r] = arrangements / 6 ** 5;
  }
}

/** The keep holding exactly these dice (faces 1 to 6, at most five of them). */
export function keepOfDice(dice: readonly number[]): number {
  const counts = [0, 0, 0, 0, 0, 0];
  for (const d of dice) counts[d - 1]!++;
  return KEEP_OF_KEY[keyOf(counts)]!;
}

/** The roll showing these five dice. */
export const rollOfDice = (dice: readonly number[]): number => keepOfDice(dice) - FIRST_ROLL_KEEP;

/** The faces of a keep, smallest first. */
export function diceOfKeep(keep: number): number[] {
  const dice: number[] = [];
  for (let f = 0; f < 6; f++) for (let n = 0; n < KEEP_FACES[keep * 6 + f]!; n++) dice.push(f + 1);
  return dice;
}
