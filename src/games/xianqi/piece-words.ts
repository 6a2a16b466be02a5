import type { Translate } from '../../i18n/catalog.js';
import { colourOf, kindOf, singleRank, type Piece } from './pieces.js';

const KIND_ORDER = 'SXMCGN';

/** Highest first (docs/rules/xianqi.md, "Pieces": 士 > 相 > 马 > 车 = 狗 > 牛, red above black); 车 before 狗 of the same rank. */
export const byRank = (pieces: readonly Piece[]): Piece[] =>
  [...pieces].sort((a, b) => singleRank(b) - singleRank(a) || KIND_ORDER.indexOf(kindOf(a)) - KIND_ORDER.indexOf(kindOf(b)) || a.localeCompare(b));

/** A piece in the reader's words: "red horse", "红马", "빨강 마". */
export const pieceName = (p: Piece, t: Translate): string =>
  t('xianqi.combo.single', { colour: t(`xianqi.colour.${colourOf(p)}`), kind: t(`xianqi.kind.${kindOf(p)}`) });

/** A combination in the reader's words: a single, a pair, 狗脚对, or three 牛 of one colour. */
export function comboName(pieces: readonly Piece[], t: Translate): string {
  const [first] = pieces;
  if (!first) return '';
  const colour = t(`xianqi.colour.${colourOf(first)}`);
  if (pieces.length === 1) return pieceName(first, t);
  if (pieces.length === 2 && pieces.every((p) => kindOf(p) === 'G')) return t('xianqi.combo.gouJiao');
  if (pieces.length === 2) return t('xianqi.combo.pair', { colour, kind: t(`xianqi.kind.${kindOf(first)}`) });
  return t('xianqi.combo.three', { colour });
}
