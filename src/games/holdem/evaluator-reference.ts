/**
 * The plain evaluator: counts ranks and suits and reads the category off them. It is the
 * definition of a hand's score, and the fast table evaluator (evaluator.ts) is built from it
 * at start-up; the tests hold the two equal on every 5-card hand.
 */

/** Hand categories from low to high. */
export const CATEGORIES = ['highCard', 'pair', 'twoPair', 'trips', 'straight', 'flush', 'fullHouse', 'quads', 'straightFlush', 'royalFlush'] as const;
export type Category = (typeof CATEGORIES)[number];

/**
 * Scores are integers that compare like hands: the category in the top bits, then up to five
 * ranks (0 = deuce .. 12 = ace), four bits each, most significant first.
 */
export const pack = (category: number, ranks: readonly number[]): number => {
  let score = category;
  for (let i = 0; i < 5; i++) score = score * 16 + (ranks[i] ?? 0);
  return score;
};

export const categoryOf = (score: number): Category => CATEGORIES[Math.floor(score / 16 ** 5)]!;
/** The five ranks that make the score, high first (fewer for a category that has fewer). */
export const ranksOf = (score: number): number[] => [4, 3, 2, 1, 0].map((i) => Math.floor(score / 16 ** i) % 16);

/** The highest rank of a five-long run in a 13-bit rank mask (the wheel A-2-3-4-5 counts, topped by the 5), or -1. */
export function straightTop(mask: number): number {
  for (let top = 12; top >= 4; top--) {
    const run = 0b11111 << (top - 4);
    if ((mask & run) === run) return top;
  }
  return (mask & 0b1000000001111) === 0b1000000001111 ? 3 : -1;
}

const highBits = (mask: number, count: number, skip: number[] = []): number[] => {
  const out: number[] = [];
  for (let r = 12; r >= 0 && out.length < count; r--) if (mask & (1 << r) && !skip.includes(r)) out.push(r);
  return out;
};

// Scratch space reused by every call: the evaluator is synchronous, so calls never overlap.
const rankCount = new Uint8Array(13);
const suitMask = new Uint16Array(4);

/** Scores the best five of 5 to 7 cards given as codes (rank * 4 + suit). */
export function referenceScore(codes: ArrayLike<number>): number {
  rankCount.fill(0);
  suitMask.fill(0);
  let mask = 0;
  for (let i = 0; i < codes.length; i++) {
    const c = codes[i]!;
    const rank = c >> 2;
    rankCount[rank]!++;
    suitMask[c & 3]! |= 1 << rank;
    mask |= 1 << rank;
  }

  // With seven cards at most one suit can hold five or more.
  let flush: number | undefined;
  for (const suited of suitMask) {
    if (popcount(suited) >= 5) {
      const top = straightTop(suited);
      if (top === 12) return pack(9, [12]);
      if (top >= 0) return pack(8, [top]);
      flush = pack(5, highBits(suited, 5));
    }
  }

  const quads: number[] = [];
  const trips: number[] = [];
  const pairs: number[] = [];
  for (let r = 12; r >= 0; r--) {
    const n = rankCount[r]!;
    if (n === 4) quads.push(r);
    else if (n === 3) trips.push(r);
    else if (n === 2) pairs.push(r);
  }
  if (quads.length) return pack(7, [quads[0]!, ...highBits(mask, 1, [quads[0]!])]);
  if (trips.length && (trips.length > 1 || pairs.length)) {
    const pairRank = Math.max(trips[1] ?? -1, pairs[0] ?? -1);
    return pack(6, [trips[0]!, pairRank]);
  }
  if (flush !== undefined) return flush;
  const top = straightTop(mask);
  if (top >= 0) return pack(4, [top]);
  if (trips.length) return pack(3, [trips[0]!, ...highBits(mask, 2, [trips[0]!])]);
  if (pairs.length >= 2) return pack(2, [pairs[0]!, pairs[1]!, ...highBits(mask, 1, [pairs[0]!, pairs[1]!])]);
  if (pairs.length === 1) return pack(1, [pairs[0]!, ...highBits(mask, 3, [pairs[0]!])]);
  return pack(0, highBits(mask, 5));
}

export function popcount(x: number): number {
  let n = 0;
  for (let v = x; v; v &= v - 1) n++;
  return n;
}
