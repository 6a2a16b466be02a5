/**
 * The lookup tables behind the fast evaluator, built once when the module loads (tens of
 * milliseconds and 0.4 MB; `npm run bench:evaluator` prints both). Nothing is generated into the
 * repository. The tests check every entry against the plain evaluator (evaluator-reference.ts).
 *
 * Two tables answer every hand of 5 to 7 cards:
 * - a flush table indexed by the 13-bit mask of the flush suit's ranks (with at most 7 cards a
 *   flush, when there is one, is the best hand: quads or a full house beside it would need 8);
 * - a rank table for the rest, reached through a perfect hash of the rank multiset. A multiset's
 *   key is the sum of 5^rank over its cards: base-5 digits (a rank appears at most 4 times), so
 *   two multisets never share a key, and the key of a hand is the sum of its cards' keys.
 *   Keys (up to 1.1e9) go to slots by hash-and-displace: one multiplicative hash picks a bucket,
 *   another a slot, and the bucket's displacement, found here, is XORed into the slot so that
 *   each of the 73,775 multisets of 5, 6 or 7 ranks has a slot of its own.
 * Entries are strengths 1..7462, the rank of the hand's class among all classes (higher is
 * better); `SCORE_OF` turns a strength back into the plain evaluator's score.
 */
import { pack, popcount, straightTop } from './evaluator-reference.js';

const started = performance.now();

const POW5 = Int32Array.from({ length: 13 }, (_, r) => 5 ** r);
/** Per card code (rank * 4 + suit): 5^rank, the card's share of its hand's rank-multiset key. */
export const RANK_KEY = new Int32Array(52);
/** Per card code: a 1 in its suit's 4-bit counter; in a sum of up to 7, a counter of 5+ is a flush. */
export const SUIT_COUNT = new Int32Array(52);
/** Indexed by suit * 64 + card code: the card's rank bit when the card is of that suit, else 0. */
export const SUITED_RANK_BIT = new Int32Array(4 * 64);
for (let code = 0; code < 52; code++) {
  const rank = code >> 2;
  const suit = code & 3;
  RANK_KEY[code] = POW5[rank]!;
  SUIT_COUNT[code] = 1 << (suit * 4);
  SUITED_RANK_BIT[suit * 64 + code] = 1 << rank;
}

/** Adding 3 to every suit counter carries into its top bit exactly when the counter is 5 or more. */
export const FLUSH_CARRY = 0x3333;
export const FLUSH_BITS = 0x8888;

export const BUCKET_BITS = 15;
export const SLOT_BITS = 17;
export const BUCKET_SHIFT = 32 - BUCKET_BITS;
export const SLOT_SHIFT = 32 - SLOT_BITS;
const SLOTS = 1 << SLOT_BITS;
/** Largest displacement tried: displacements are kept in 16 bits. */
const MAX_DISPLACEMENT = 1 << 16;

// ---- every hand class, scored in the plain evaluator's format ----

const highest = (mask: number): number => 31 - Math.clz32(mask);
/** The `count` highest ranks of a mask as score digits after `score`. */
function topRanks(score: number, mask: number, count: number): number {
  let rest = mask;
  for (let i = 0; i < count; i++) {
    const r = highest(rest);
    score = score * 16 + r;
    rest &= ~(1 << r);
  }
  return score;
}
/** Pads a score with zero digits up to five ranks. */
const padded = (score: number, digits: number): number => score * 16 ** (5 - digits);

/** The score of a flush suit holding the ranks of `mask` (5 to 7 of them). */
export function flushScore(mask: number): number {
  const top = straightTop(mask);
  if (top === 12) return pack(9, [12]);
  if (top >= 0) return pack(8, [top]);
  return topRanks(5, mask, 5);
}

/** The score of a hand with no flush, from its rank counts. Same rules as the plain evaluator. */
export function countsScore(counts: ArrayLike<number>): number {
  let mask = 0;
  let quad = -1;
  let trip = -1;
  let trip2 = -1;
  let pair = -1;
  let pair2 = -1;
  for (let r = 12; r >= 0; r--) {
    const n = counts[r]!;
    if (n > 0) mask |= 1 << r;
    if (n === 4) quad = r;
    else if (n === 3) {
      if (trip < 0) trip = r;
      else if (trip2 < 0) trip2 = r;
    } else if (n === 2) {
      if (pair < 0) pair = r;
      else if (pair2 < 0) pair2 = r;
    }
  }
  if (quad >= 0) return padded(topRanks(7 * 16 + quad, mask & ~(1 << quad), 1), 2);
  if (trip >= 0 && (trip2 >= 0 || pair >= 0)) return pack(6, [trip, Math.max(trip2, pair)]);
  const top = straightTop(mask);
  if (top >= 0) return pack(4, [top]);
  if (trip >= 0) return padded(topRanks(3 * 16 + trip, mask & ~(1 << trip), 2), 3);
  if (pair2 >= 0) return padded(topRanks((2 * 16 + pair) * 16 + pair2, mask & ~(1 << pair) & ~(1 << pair2), 1), 3);
  if (pair >= 0) return padded(topRanks(16 + pair, mask & ~(1 << pair), 3), 4);
  return topRanks(0, mask, 5);
}

const MULTISETS = 73_775;

/** Every multiset of 5 to 7 ranks with no rank more than 4 times: its key and score. */
function rankMultisets(): { keys: Int32Array; scores: Int32Array } {
  const keys = new Int32Array(MULTISETS);
  const scores = new Int32Array(MULTISETS);
  const counts = new Uint8Array(13);
  let n = 0;
  const visit = (rank: number, size: number, key: number): void => {
    if (rank === 13) {
      if (size < 5) return;
      keys[n] = key;
      scores[n++] = countsScore(counts);
      return;
    }
    for (let k = 0; k <= 4 && size + k <= 7; k++) {
      counts[rank] = k;
      visit(rank + 1, size + k, key + k * POW5[rank]!);
    }
    counts[rank] = 0;
  };
  visit(0, 0, 0);
  if (n !== MULTISETS) throw new Error(`evaluator tables: ${n} rank multisets, expected ${MULTISETS}`);
  return { keys, scores };
}

/** Per 13-bit mask of 5 to 7 suited ranks: the flush's score; 0 for other masks. */
function flushScores(): Int32Array {
  const scores = new Int32Array(1 << 13);
  for (let mask = 0; mask < 1 << 13; mask++) {
    const n = popcount(mask);
    if (n >= 5 && n <= 7) scores[mask] = flushScore(mask);
  }
  return scores;
}

/** Every distinct score, low to high: the hand classes. */
function classesOf(...scoreLists: Int32Array[]): Int32Array {
  const seen = new Set<number>();
  for (const list of scoreLists) for (let i = 0; i < list.length; i++) if (list[i]) seen.add(list[i]!);
  return Int32Array.from(seen).sort();
}

/** Scores to strengths (the class's place, from 1), by binary search in the sorted classes. */
function strengthsOf(scores: Int32Array, classes: Int32Array): Uint16Array {
  const out = new Uint16Array(scores.length);
  for (let i = 0; i < scores.length; i++) {
    const score = scores[i]!;
    if (!score) continue;
    let lo = 0;
    let hi = classes.length - 1;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (classes[mid]! < score) lo = mid + 1;
      else hi = mid;
    }
    out[i] = lo + 1;
  }
  return out;
}

const multisets = rankMultisets();
/** The rank-multiset keys of every hand of 5 to 7 cards without a flush (for the tests). */
export const MULTISET_KEYS = multisets.keys;
const flushes = flushScores();
const classes = classesOf(multisets.scores, flushes);
/** Strength (1..7462) back to the plain evaluator's score; index 0 is unused. */
export const SCORE_OF = new Int32Array(classes.length + 1);
SCORE_OF.set(classes, 1);
export const CLASS_COUNT = classes.length;
/** Per 13-bit mask of the flush suit's ranks: the strength. */
export const FLUSH_STRENGTH = strengthsOf(flushes, classes);
const multisetStrengths = strengthsOf(multisets.scores, classes);

// ---- the perfect hash over rank multisets ----

/** Odd multipliers for the two hashes; the build moves on to the next pair if one ever fails. */
const MULTIPLIERS: ReadonlyArray<readonly [number, number]> = [
  [0x9e3779b1 | 0, 0x85ebca6b | 0],
  [0xc2b2ae35 | 0, 0x27d4eb2f | 0],
  [0x165667b1 | 0, 0x2545f491 | 0],
];

function buildHash(m1: number, m2: number): { disp: Uint16Array; table: Uint16Array } | null {
  const bucketCount = 1 << BUCKET_BITS;
  // Multisets grouped by bucket (a counting sort), then buckets placed largest first.
  const keys = multisets.keys;
  const bucketOf = new Int32Array(MULTISETS);
  const start = new Int32Array(bucketCount + 1);
  for (let i = 0; i < MULTISETS; i++) {
    const b = Math.imul(keys[i]!, m1) >>> BUCKET_SHIFT;
    bucketOf[i] = b;
    start[b + 1]!++;
  }
  let largest = 0;
  for (let b = 0; b < bucketCount; b++) {
    largest = Math.max(largest, start[b + 1]!);
    start[b + 1]! += start[b]!;
  }
  const fill = start.slice(0, bucketCount);
  const members = new Int32Array(MULTISETS);
  for (let i = 0; i < MULTISETS; i++) members[fill[bucketOf[i]!]!++] = i;
  const order: number[] = [];
  for (let n = largest; n > 0; n--) for (let b = 0; b < bucketCount; b++) if (start[b + 1]! - start[b]! === n) order.push(b);

  const disp = new Uint16Array(bucketCount);
  const table = new Uint16Array(SLOTS);
  const homes = new Int32Array(64);
  for (const b of order) {
    const from = start[b]!;
    const n = start[b + 1]! - from;
    if (n > homes.length) return null;
    for (let i = 0; i < n; i++) homes[i] = Math.imul(keys[members[from + i]!]!, m2) >>> SLOT_SHIFT;
    let d = 0;
    search: for (; d < MAX_DISPLACEMENT; d++) {
      for (let i = 0; i < n; i++) {
        const slot = homes[i]! ^ d;
        if (table[slot]) continue search;
        for (let j = 0; j < i; j++) if ((homes[j]! ^ d) === slot) continue search;
      }
      break;
    }
    if (d === MAX_DISPLACEMENT) return null;
    for (let i = 0; i < n; i++) table[homes[i]! ^ d] = multisetStrengths[members[from + i]!]!;
    disp[b] = d;
  }
  return { disp, table };
}

let built: { disp: Uint16Array; table: Uint16Array; m1: number; m2: number } | null = null;
for (const [m1, m2] of MULTIPLIERS) {
  const hash = buildHash(m1, m2);
  if (hash) {
    built = { ...hash, m1, m2 };
    break;
  }
}
if (!built) throw new Error('evaluator tables: no perfect hash found');

export const HASH_M1 = built.m1;
export const HASH_M2 = built.m2;
/** Per bucket: the displacement XORed into its multisets' slots. */
export const DISPLACEMENT = built.disp;
/** Per slot: the strength of the rank multiset hashed there (0 for an empty slot). */
export const RANK_STRENGTH = built.table;

/** What building the tables cost at start-up, for the benchmark to print. */
export const TABLES_BUILT = {
  ms: performance.now() - started,
  bytes: [RANK_KEY, SUIT_COUNT, SUITED_RANK_BIT, SCORE_OF, FLUSH_STRENGTH, DISPLACEMENT, RANK_STRENGTH].reduce((sum, a) => sum + a.byteLength, 0),
};
