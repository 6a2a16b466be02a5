import { colourOf, faceOf, kindOf, singleRank, type Piece } from './pieces.js';

export interface Combo {
  count: 1 | 2 | 3;
  /** Compared only between combinations of the same count; higher wins. */
  rank: number;
}

/**
 * docs/rules/xianqi.md, "Pieces": a single; a pair of two identical pieces, or 狗脚对 (red 狗 + black 狗), which ranks with
 * the red 士 pair at the top; three 牛 of one colour. Anything else is not a combination.
 */
export function comboOf(pieces: readonly Piece[]): Combo | null {
  if (new Set(pieces).size !== pieces.length) return null;
  if (pieces.length === 1) return { count: 1, rank: singleRank(pieces[0]!) };
  if (pieces.length === 2) {
    const [a, b] = pieces as [Piece, Piece];
    if (kindOf(a) === 'G' && kindOf(b) === 'G') return { count: 2, rank: 10 }; // 狗脚对 = 红士对
    if (faceOf(a) === faceOf(b)) return { count: 2, rank: singleRank(a) };
    return null;
  }
  if (pieces.length === 3 && pieces.every((p) => kindOf(p) === 'N') && new Set(pieces.map(colourOf)).size === 1) {
    return { count: 3, rank: colourOf(pieces[0]!) === 'r' ? 2 : 1 };
  }
  return null;
}

/** docs/rules/xianqi.md, "Pieces": only a strictly greater combination of the same count beats. */
export const beats = (next: Combo, best: Combo): boolean => next.count === best.count && next.rank > best.rank;

/** Every distinct combination in a hand (one per face set), lowest first. */
export function combosIn(hand: readonly Piece[], count?: number): Array<{ pieces: Piece[]; combo: Combo }> {
  const found = new Map<string, { pieces: Piece[]; combo: Combo }>();
  const consider = (pieces: Piece[]) => {
    const combo = comboOf(pieces);
    if (!combo || (count !== undefined && combo.count !== count)) return;
    const key = pieces.map(faceOf).sort().join('+');
    if (!found.has(key)) found.set(key, { pieces: [...pieces].sort(), combo });
  };
  for (let i = 0; i < hand.length; i++) {
    consider([hand[i]!]);
    for (let j = i + 1; j < hand.length; j++) {
      consider([hand[i]!, hand[j]!]);
      for (let k = j + 1; k < hand.length; k++) consider([hand[i]!, hand[j]!, hand[k]!]);
    }
  }
  return [...found.values()].sort((a, b) => a.combo.count - b.combo.count || a.combo.rank - b.combo.rank || a.pieces.join().localeCompare(b.pieces.join()));
}

/** The combinations that beat `best`, lowest first (the player must choose one of these when there are any). */
export const beatingCombos = (hand: readonly Piece[], best: Combo) => combosIn(hand, best.count).filter((c) => beats(c.combo, best));

/** The `count` lowest pieces of a hand, for a timed-out discard. */
export const lowestPieces = (hand: readonly Piece[], count: number): Piece[] =>
  [...hand].sort((a, b) => singleRank(a) - singleRank(b) || a.localeCompare(b)).slice(0, count);
