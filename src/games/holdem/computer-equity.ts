/**
 * Monte Carlo equity of one hand against the opponents' weighted ranges: each sample deals every
 * opponent a combo from their range (avoiding cards already out), completes the board and scores
 * the hands. The result is the expected share of the pot at showdown (ties split).
 */
import { COMBOS, COMBO_HIGH, COMBO_LOW } from './computer-combos.js';
import { evaluate7 } from './evaluator.js';

const TRIES = 16;

/** Cumulative weights of the combos that avoid the dead cards; a range left empty becomes uniform. */
function cumulative(weights: Float64Array, dead: Uint8Array): Float64Array {
  const sums = new Float64Array(COMBOS);
  let total = 0;
  for (let i = 0; i < COMBOS; i++) {
    if (!dead[COMBO_HIGH[i]!] && !dead[COMBO_LOW[i]!]) total += weights[i]!;
    sums[i] = total;
  }
  if (total > 0) return sums;
  total = 0;
  for (let i = 0; i < COMBOS; i++) {
    if (!dead[COMBO_HIGH[i]!] && !dead[COMBO_LOW[i]!]) total += 1;
    sums[i] = total;
  }
  return sums;
}

function pick(sums: Float64Array, u: number): number {
  const target = u * sums[COMBOS - 1]!;
  let lo = 0;
  let hi = COMBOS - 1;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (sums[mid]! > target) hi = mid;
    else lo = mid + 1;
  }
  return lo;
}

export function equityShare(
  hole: readonly [number, number],
  board: readonly number[],
  ranges: readonly Float64Array[],
  samples: number,
  random: () => number,
): number {
  const dead = new Uint8Array(52);
  dead[hole[0]] = 1;
  dead[hole[1]] = 1;
  for (const c of board) dead[c] = 1;
  const sums = ranges.map((w) => cumulative(w, dead));
  const opponents = ranges.length;
  const taken = new Int32Array(52);
  const cards = new Int32Array(5 + 2 * opponents);
  for (let i = 0; i < board.length; i++) cards[i] = board[i]!;
  const free = (c: number, stamp: number) => !dead[c] && taken[c] !== stamp;
  const freeCard = (stamp: number): number => {
    for (;;) {
      const c = Math.floor(random() * 52);
      if (free(c, stamp)) return c;
    }
  };
  let won = 0;
  for (let s = 1; s <= samples; s++) {
    for (let o = 0; o < opponents; o++) {
      let a = -1;
      let b = -1;
      for (let t = 0; t < TRIES; t++) {
        const combo = pick(sums[o]!, random());
        if (free(COMBO_HIGH[combo]!, s) && free(COMBO_LOW[combo]!, s)) {
          a = COMBO_HIGH[combo]!;
          b = COMBO_LOW[combo]!;
          break;
        }
      }
      if (a < 0) {
        a = freeCard(s);
        taken[a] = s;
        b = freeCard(s);
      }
      taken[a] = s;
      taken[b] = s;
      cards[5 + 2 * o] = a;
      cards[6 + 2 * o] = b;
    }
    for (let i = board.length; i < 5; i++) {
      const c = freeCard(s);
      taken[c] = s;
      cards[i] = c;
    }
    const b0 = cards[0]!;
    const b1 = cards[1]!;
    const b2 = cards[2]!;
    const b3 = cards[3]!;
    const b4 = cards[4]!;
    won += potShare(evaluate7(hole[0], hole[1], b0, b1, b2, b3, b4), cards, opponents, b0, b1, b2, b3, b4);
  }
  return won / samples;
}

/**
 * What a hand scoring `mine` takes of the pot against `opponents` holes laid at `cards[5]`,
 * `cards[6]`, ... on the board `b0`..`b4`: all of it when it wins, a share when it ties, none when it loses.
 */
export function potShare(mine: number, cards: ArrayLike<number>, opponents: number, b0: number, b1: number, b2: number, b3: number, b4: number): number {
  let best = 0;
  let tied = 0;
  for (let o = 0; o < opponents; o++) {
    const theirs = evaluate7(cards[5 + 2 * o]!, cards[6 + 2 * o]!, b0, b1, b2, b3, b4);
    if (theirs > best) {
      best = theirs;
      tied = 1;
    } else if (theirs === best) tied++;
  }
  if (mine > best) return 1;
  return mine === best ? 1 / (tied + 1) : 0;
}
