/**
 * The fast evaluator: card codes in, a strength out (1..7462, higher is better), with no
 * allocation per call. Two additions of per-card keys and at most two table reads; see
 * evaluator-tables.ts for how the tables are made. Scores in the plain evaluator's format
 * (what the game stores and shows) come from `scoreCodes` / `scoreHand`.
 */
import { cardCode, fullDeck, type Card } from './cards.js';
import * as T from './evaluator-tables.js';

export { CATEGORIES, categoryOf, ranksOf, type Category } from './evaluator-reference.js';

// Module-local copies: the hot path reads plain constants.
const KEY = T.RANK_KEY;
const SUIT = T.SUIT_COUNT;
const SUITED = T.SUITED_RANK_BIT;
const FLUSH = T.FLUSH_STRENGTH;
const DISP = T.DISPLACEMENT;
const RANKS = T.RANK_STRENGTH;
const SCORE_OF = T.SCORE_OF;
const M1 = T.HASH_M1;
const M2 = T.HASH_M2;
const BUCKET_SHIFT = T.BUCKET_SHIFT;
const SLOT_SHIFT = T.SLOT_SHIFT;
const CARRY = T.FLUSH_CARRY;
const FLUSH_BITS = T.FLUSH_BITS;

/** Strength of a rank-multiset key (no flush). */
export const rankStrength = (key: number): number => RANKS[(Math.imul(key, M2) >>> SLOT_SHIFT) ^ DISP[Math.imul(key, M1) >>> BUCKET_SHIFT]!]!;

/** The suit (0..3) holding five or more cards, from a sum of SUIT_COUNT keys; -1 when none does. */
export const flushSuit = (suitSum: number): number => {
  const carried = (suitSum + CARRY) & FLUSH_BITS;
  return carried === 0 ? -1 : (31 - Math.clz32(carried)) >> 2;
};

/** Strength of seven cards given as codes (rank * 4 + suit, all different). */
export function evaluate7(a: number, b: number, c: number, d: number, e: number, f: number, g: number): number {
  const suits = SUIT[a]! + SUIT[b]! + SUIT[c]! + SUIT[d]! + SUIT[e]! + SUIT[f]! + SUIT[g]!;
  const carried = (suits + CARRY) & FLUSH_BITS;
  if (carried !== 0) {
    const base = ((31 - Math.clz32(carried)) >> 2) << 6;
    return FLUSH[SUITED[base + a]! | SUITED[base + b]! | SUITED[base + c]! | SUITED[base + d]! | SUITED[base + e]! | SUITED[base + f]! | SUITED[base + g]!]!;
  }
  return rankStrength(KEY[a]! + KEY[b]! + KEY[c]! + KEY[d]! + KEY[e]! + KEY[f]! + KEY[g]!);
}

/** Strength of 5 to 7 cards given as codes (all different). */
export function strengthOf(codes: ArrayLike<number>): number {
  let suits = 0;
  let key = 0;
  for (let i = 0; i < codes.length; i++) {
    suits += SUIT[codes[i]!]!;
    key += KEY[codes[i]!]!;
  }
  const suit = flushSuit(suits);
  if (suit < 0) return rankStrength(key);
  let mask = 0;
  for (let i = 0; i < codes.length; i++) mask |= SUITED[(suit << 6) + codes[i]!]!;
  return FLUSH[mask]!;
}

/** A strength in the plain evaluator's score format (what the game stores and shows). */
export const scoreOfStrength = (strength: number): number => SCORE_OF[strength]!;

/** Scores the best five of 5 to 7 cards given as codes (rank * 4 + suit). */
export const scoreCodes = (codes: ArrayLike<number>): number => SCORE_OF[strengthOf(codes)]!;

/** Rank and suit by character code, so scoreHand reads card strings without allocating. */
const RANK_BY_CHAR = new Int8Array(128).fill(-1);
const SUIT_BY_CHAR = new Int8Array(128).fill(-1);
for (const card of fullDeck()) {
  RANK_BY_CHAR[card.charCodeAt(0)] = cardCode(card) >> 2;
  SUIT_BY_CHAR[card.charCodeAt(1)] = cardCode(card) & 3;
}
// Scratch space for scoreHand: evaluation is synchronous, so calls never overlap.
const scratch: number[] = [];

/** Scores 5 to 7 cards given as strings ("As", "Td"). */
export function scoreHand(cards: readonly Card[]): number {
  scratch.length = 0;
  for (const card of cards) scratch.push(RANK_BY_CHAR[card.charCodeAt(0) & 127]! * 4 + SUIT_BY_CHAR[card.charCodeAt(1) & 127]!);
  return SCORE_OF[strengthOf(scratch)]!;
}
