import { faceOf, PILE, singleRank, type Piece } from './pieces.js';

/**
 * The computer reasons about faces (colour + kind), since identical pieces are interchangeable.
 * Faces are numbered from the lowest single to the highest: black 牛 0 … red 士 11.
 * A hand is 12 counts, one per face; a combination is a code `count * 16 + face`, with the
 * 狗脚对 (red 狗 + black 狗) written as face 12.
 */
export const FACES = ['bN', 'rN', 'bC', 'bG', 'rC', 'rG', 'bM', 'rM', 'bX', 'rX', 'bS', 'rS'] as const;
export const FACE_COUNT = 12;
export const FACE_RANK: readonly number[] = FACES.map((f) => singleRank(`${f}1`));
export const FACE_TOTAL: readonly number[] = FACES.map((f) => PILE.filter((p) => faceOf(p) === f).length);
export const BLACK_GOU = 3;
export const RED_GOU = 5;
export const GOU_PAIR = 12;
const INDEX = new Map<string, number>(FACES.map((f, i) => [f, i]));

export const faceIndex = (p: Piece): number => INDEX.get(faceOf(p))!;

export const comboCode = (count: number, face: number): number => count * 16 + face;
export const codeCount = (code: number): number => code >> 4;
export const codeFace = (code: number): number => code & 15;

/** The rank of a combination code, comparable only between codes of the same count. */
export function codeRank(code: number): number {
  const face = codeFace(code);
  if (face === GOU_PAIR) return 10;
  return codeCount(code) === 3 ? (face === 1 ? 2 : 1) : FACE_RANK[face]!;
}

/** Room for every combination code of one count a hand can hold. */
export const newComboBuffer = (): Int32Array => new Int32Array(FACE_COUNT + 1);

/**
 * Writes into `out` the combination codes a hand (12 counts at `at`) can play of `count` pieces
 * ranking above `above`, lowest first, and returns how many there are.
 */
export function combosOf(hands: Int8Array, at: number, count: number, above: number, out: Int32Array): number {
  let n = 0;
  if (count === 1) {
    for (let f = 0; f < FACE_COUNT; f++) if (hands[at + f]! > 0 && FACE_RANK[f]! > above) out[n++] = comboCode(1, f);
  } else if (count === 2) {
    for (let f = 0; f < FACE_COUNT; f++) if (hands[at + f]! >= 2 && FACE_RANK[f]! > above) out[n++] = comboCode(2, f);
    if (hands[at + BLACK_GOU]! > 0 && hands[at + RED_GOU]! > 0 && 10 > above) out[n++] = comboCode(2, GOU_PAIR);
  } else {
    if (hands[at]! === 3 && 1 > above) out[n++] = comboCode(3, 0);
    if (hands[at + 1]! === 3 && 2 > above) out[n++] = comboCode(3, 1);
  }
  return n;
}

/** Takes the pieces of a combination code out of a hand. */
export function removeCombo(hands: Int8Array, at: number, code: number): void {
  const face = codeFace(code);
  if (face === GOU_PAIR) {
    hands[at + BLACK_GOU]!--;
    hands[at + RED_GOU]!--;
  } else hands[at + face]! -= codeCount(code);
}

/** The pieces of a hand, as 12 face counts. */
export function countFaces(pieces: readonly Piece[]): Int8Array {
  const counts = new Int8Array(FACE_COUNT);
  for (const p of pieces) counts[faceIndex(p)]!++;
  return counts;
}
