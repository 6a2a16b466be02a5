/**
 * All-in equity: each face-up hand's chance to win and to tie, counted over every way the board
 * can be completed from the cards nobody has shown. Only the cards passed in are treated as
 * known: a folded hand or the rest of the deck is unknown and is dealt like any other card.
 * Pure and synchronous; the bot runs it in a worker thread (equity-worker.ts).
 */
import { cardCode, type Card } from './cards.js';
import { flushSuit, rankStrength } from './evaluator.js';
import { FLUSH_STRENGTH, RANK_KEY, SUIT_COUNT, SUITED_RANK_BIT } from './evaluator-tables.js';

export interface EquitySpot {
  /** Each live hand's two hole cards, as codes (rank * 4 + suit). */
  hands: ReadonlyArray<readonly [number, number]>;
  /** The board when the hands were turned up: 0, 3 or 4 cards (any 0 to 5 works). */
  board: readonly number[];
}

export interface Equity {
  /** Boards counted: every possible one when exact, else the random sample's size. */
  boards: number;
  exact: boolean;
  /** Per hand, in the spot's order: boards on which it alone has the best hand. */
  win: number[];
  /** Per hand: boards on which it shares the best hand with one or more others. */
  tie: number[];
}

/**
 * Hand evaluations (boards times hands) done exactly; a larger spot is estimated from a sample.
 * The largest spot Hold'em can make is 4-way before the flop (1,086,008 boards, 4.3M evaluations),
 * which `npm run bench:equity` times well inside 2 s on the 2-core machine, so at the table every
 * figure is exact; the estimate is the safety net for a slower machine given a smaller limit.
 */
export const MAX_EXACT_EVALUATIONS = 12_000_000;
export const SAMPLE_BOARDS = 200_000;

export const spotOf = (hands: ReadonlyArray<readonly Card[]>, board: readonly Card[]): EquitySpot => ({
  hands: hands.map((h) => [cardCode(h[0]!), cardCode(h[1]!)] as const),
  board: board.map(cardCode),
});

/** n choose k. */
export function choose(n: number, k: number): number {
  if (k < 0 || k > n) return 0;
  let out = 1;
  for (let i = 0; i < k; i++) out = (out * (n - i)) / (i + 1);
  return Math.round(out);
}

function checkSpot(spot: EquitySpot): number[] {
  const known = [...spot.hands.flat(), ...spot.board];
  if (spot.hands.length < 2 || spot.board.length > 5) throw new Error('equity: needs at least two hands and at most five board cards');
  if (known.some((c) => !Number.isInteger(c) || c < 0 || c > 51) || new Set(known).size !== known.length)
    throw new Error('equity: cards must be different codes 0..51');
  return Array.from({ length: 52 }, (_, c) => c).filter((c) => !known.includes(c));
}

/** Exact over every completion of the board when it fits the limit, else estimated from a seeded sample. */
export function equity(spot: EquitySpot, options: { maxExactEvaluations?: number; samples?: number } = {}): Equity {
  const rest = checkSpot(spot);
  const need = 5 - spot.board.length;
  const boards = choose(rest.length, need);
  if (boards * spot.hands.length <= (options.maxExactEvaluations ?? MAX_EXACT_EVALUATIONS)) return new Counter(spot).exact(rest, need);
  return new Counter(spot).sample(rest, need, options.samples ?? SAMPLE_BOARDS);
}

/** Counts wins and ties board by board, keeping the board's key and suit sums level by level. */
class Counter {
  private readonly players: number;
  private readonly holeKey: Int32Array;
  private readonly holeSuits: Int32Array;
  private readonly holes: Int32Array;
  /** The board being counted: the known cards, then the dealt ones. */
  private readonly board = new Int32Array(5);
  private readonly strength: Int32Array;
  private readonly win: Float64Array;
  private readonly tie: Float64Array;
  private readonly known: number;

  constructor(spot: EquitySpot) {
    this.players = spot.hands.length;
    this.holeKey = Int32Array.from(spot.hands, ([a, b]) => RANK_KEY[a]! + RANK_KEY[b]!);
    this.holeSuits = Int32Array.from(spot.hands, ([a, b]) => SUIT_COUNT[a]! + SUIT_COUNT[b]!);
    this.holes = Int32Array.from(spot.hands.flat());
    this.strength = new Int32Array(this.players);
    this.win = new Float64Array(this.players);
    this.tie = new Float64Array(this.players);
    this.known = spot.board.length;
    this.board.set(spot.board);
  }

  exact(rest: number[], need: number): Equity {
    const cards = Int32Array.from(rest);
    const { key, suits } = this.boardSums(this.known);
    if (need === 0) this.score(key, suits);
    else this.deal(cards, 0, need, key, suits);
    return this.result(choose(rest.length, need), true);
  }

  /** `samples` boards drawn at random (with a fixed seed, so the same spot always gives the same figures). */
  sample(rest: number[], need: number, samples: number): Equity {
    const cards = Int32Array.from(rest);
    let seed = 0x2545f491;
    for (let i = 0; i < this.holes.length; i++) seed = Math.imul(seed ^ this.holes[i]!, 0x9e3779b1) | 1;
    const next = (bound: number) => {
      seed ^= seed << 13;
      seed ^= seed >>> 17;
      seed ^= seed << 5;
      return (seed >>> 0) % bound;
    };
    for (let s = 0; s < samples; s++) {
      // A partial shuffle: the first `need` cards of `cards` become the dealt ones.
      for (let i = 0; i < need; i++) {
        const j = i + next(cards.length - i);
        const c = cards[j]!;
        cards[j] = cards[i]!;
        cards[i] = c;
        this.board[this.known + i] = c;
      }
      const { key, suits } = this.boardSums(5);
      this.score(key, suits);
    }
    return this.result(samples, false);
  }

  private boardSums(count: number): { key: number; suits: number } {
    let key = 0;
    let suits = 0;
    for (let i = 0; i < count; i++) {
      key += RANK_KEY[this.board[i]!]!;
      suits += SUIT_COUNT[this.board[i]!]!;
    }
    return { key, suits };
  }

  /** Deals the board's next card from `from` on; the last card's loop scores each board. */
  private deal(cards: Int32Array, from: number, left: number, key: number, suits: number): void {
    const slot = this.known + (5 - this.known - left);
    const end = cards.length - left + 1;
    if (left > 1) {
      for (let i = from; i < end; i++) {
        const c = cards[i]!;
        this.board[slot] = c;
        this.deal(cards, i + 1, left - 1, key + RANK_KEY[c]!, suits + SUIT_COUNT[c]!);
      }
      return;
    }
    for (let i = from; i < end; i++) {
      const c = cards[i]!;
      this.board[slot] = c;
      this.score(key + RANK_KEY[c]!, suits + SUIT_COUNT[c]!);
    }
  }

  /** Scores every hand on one complete board and credits the winner, or each tied hand. */
  private score(boardKey: number, boardSuits: number): void {
    let best = 0;
    let bestCount = 0;
    let bestPlayer = 0;
    for (let p = 0; p < this.players; p++) {
      const suits = boardSuits + this.holeSuits[p]!;
      const suit = flushSuit(suits);
      const s = suit < 0 ? rankStrength(boardKey + this.holeKey[p]!) : this.flushStrength(suit, p);
      this.strength[p] = s;
      if (s > best) {
        best = s;
        bestCount = 1;
        bestPlayer = p;
      } else if (s === best) bestCount++;
    }
    if (bestCount === 1) {
      this.win[bestPlayer]!++;
      return;
    }
    for (let p = 0; p < this.players; p++) if (this.strength[p] === best) this.tie[p]!++;
  }

  private flushStrength(suit: number, player: number): number {
    const base = suit << 6;
    let mask = SUITED_RANK_BIT[base + this.holes[2 * player]!]! | SUITED_RANK_BIT[base + this.holes[2 * player + 1]!]!;
    for (let i = 0; i < 5; i++) mask |= SUITED_RANK_BIT[base + this.board[i]!]!;
    return FLUSH_STRENGTH[mask]!;
  }

  private result(boards: number, exact: boolean): Equity {
    return { boards, exact, win: Array.from(this.win), tie: Array.from(this.tie) };
  }
}
