/**
 * What a board (3 to 5 cards) does for every combo at once: its made strength and whether it is
 * drawing to a flush or a straight. Ranges are narrowed with this, street by street.
 */
import { COMBOS, COMBO_HIGH, COMBO_LOW } from './computer-combos.js';
import { strengthOf } from './evaluator.js';

/** Strengths (1..7462) from here up are straights or better. */
const STRAIGHT_OR_BETTER = 5854;

export interface BoardRead {
  /** Per combo: made strength with this board; 0 when the combo shares a card with the board. */
  strength: Int32Array;
  /** Per combo: 1 when it holds a flush draw or two or more straight-completing ranks (board not complete). */
  draw: Uint8Array;
  /** The combos that do not touch the board, strongest first. */
  order: Int32Array;
}

/** Rank bits with the ace also as the low card (bit 0), ranks shifted up by one. */
const withLowAce = (ranks: number): number => (ranks << 1) | ((ranks >> 12) & 1);
const hasStraight = (ranks: number): boolean => {
  const x = withLowAce(ranks);
  return (x & (x >> 1) & (x >> 2) & (x >> 3) & (x >> 4)) !== 0;
};

/** How many missing ranks would each complete a straight that the board alone does not make. */
function straightOuts(ranks: number, boardRanks: number): number {
  if (hasStraight(ranks)) return 0;
  let outs = 0;
  for (let r = 0; r < 13; r++) {
    const bit = 1 << r;
    if ((ranks & bit) === 0 && hasStraight(ranks | bit) && !hasStraight(boardRanks | bit)) outs++;
  }
  return outs;
}

/** Per suit, how many board cards have it; and the board's rank bits. */
function boardShape(board: readonly number[]): { suits: number[]; ranks: number } {
  const suits = [0, 0, 0, 0];
  let ranks = 0;
  for (const c of board) {
    suits[c & 3]!++;
    ranks |= 1 << (c >> 2);
  }
  return { suits, ranks };
}

const flushDraw = (a: number, b: number, suits: readonly number[]): boolean =>
  (a & 3) === (b & 3) ? suits[a & 3] === 2 : suits[a & 3] === 3 || suits[b & 3] === 3;

const straightDraw = (a: number, b: number, boardRanks: number): boolean => straightOuts(boardRanks | (1 << (a >> 2)) | (1 << (b >> 2)), boardRanks) >= 2;

/** A flush draw or an open-ended (or double gutshot) straight draw that uses a hole card. */
export function isDrawing(a: number, b: number, board: readonly number[]): boolean {
  if (board.length >= 5) return false;
  const { suits, ranks } = boardShape(board);
  return flushDraw(a, b, suits) || straightDraw(a, b, ranks);
}

export function readBoard(board: readonly number[]): BoardRead {
  const strength = new Int32Array(COMBOS);
  const draw = new Uint8Array(COMBOS);
  const onBoard = new Uint8Array(52);
  for (const c of board) onBoard[c] = 1;
  const cards = [0, 0, ...board];
  const { suits, ranks } = boardShape(board);
  const drawing = board.length < 5;
  // Straight draws depend on the two hole ranks only: 13 x 13, worked out once per board.
  const straight = new Int8Array(169);
  if (drawing) for (let r = 0; r < 13; r++) for (let q = 0; q < 13; q++) straight[r * 13 + q] = straightDraw(r * 4, q * 4, ranks) ? 1 : 0;
  // Sort keys: strength above, combo number below.
  const keys: number[] = [];
  for (let i = 0; i < COMBOS; i++) {
    const a = COMBO_HIGH[i]!;
    const b = COMBO_LOW[i]!;
    if (onBoard[a] || onBoard[b]) continue;
    cards[0] = a;
    cards[1] = b;
    const s = strengthOf(cards);
    strength[i] = s;
    if (drawing && s < STRAIGHT_OR_BETTER && (flushDraw(a, b, suits) || straight[(a >> 2) * 13 + (b >> 2)])) draw[i] = 1;
    keys.push(-(s * 2048 + i));
  }
  const order = Int32Array.from(keys)
    .sort()
    .map((key) => -key & 2047);
  return { strength, draw, order };
}
