/**
 * The 24-piece pile (docs/rules/xianqi.md, "Pieces"): per side 2 士, 2 相, 2 马, 2 车, 1 狗 (炮), 3 牛 (兵/卒).
 * A piece id is colour (r/b), kind letter and a serial: "rS1" is a red 士.
 */
export const KINDS = { S: '士', X: '相', M: '马', C: '车', G: '狗', N: '牛' } as const;
export type Kind = keyof typeof KINDS;
export type Colour = 'r' | 'b';
export type Piece = string;

const COUNTS: Record<Kind, number> = { S: 2, X: 2, M: 2, C: 2, G: 1, N: 3 };

export const PILE: readonly Piece[] = (['r', 'b'] as const).flatMap((colour) =>
  (Object.keys(COUNTS) as Kind[]).flatMap((kind) => Array.from({ length: COUNTS[kind] }, (_, i) => `${colour}${kind}${i + 1}`)),
);

export const PIECE_PATTERN = /^[rb][SXMCGN][1-3]$/;
export const colourOf = (p: Piece): Colour => p[0] as Colour;
export const kindOf = (p: Piece): Kind => p[1] as Kind;
/** The same piece face: colour and kind (serials only tell identical pieces apart). */
export const faceOf = (p: Piece): string => p.slice(0, 2);

/**
 * Single order, high to low: 士 > 相 > 马 > 车 = same-colour 狗 > 牛, red above black within a kind.
 * Ranks: red 士 10, black 士 9, red 相 8, black 相 7, red 马 6, black 马 5, red 车/狗 4, black 车/狗 3, red 牛 2, black 牛 1.
 */
const KIND_BASE: Record<Kind, number> = { S: 9, X: 7, M: 5, C: 3, G: 3, N: 1 };
export const singleRank = (p: Piece): number => KIND_BASE[kindOf(p)] + (colourOf(p) === 'r' ? 1 : 0);

export const showPiece = (p: Piece): string => `${colourOf(p) === 'r' ? '🔴' : '⚫'}${KINDS[kindOf(p)]}`;
export const showPieces = (ps: readonly Piece[]): string => ps.map(showPiece).join(' ');

/** A hand with no 士 and no 相 (黑棋). */
export const isBlackHand = (hand: readonly Piece[]): boolean => !hand.some((p) => kindOf(p) === 'S' || kindOf(p) === 'X');
