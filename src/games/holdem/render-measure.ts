import type { Weight } from '../../render/fonts.js';
import type { Painter } from '../../render/painter.js';
import { graphemes } from '../../render/text.js';

/**
 * `text` broken into lines of at most `maxWidth`, between words (between characters for text without
 * spaces, as Chinese, or for a word wider than a line), or after whatever `breaks` matches. Never cut: a caller that must hold fewer lines
 * decides what to do with the rest.
 */
export function wrap(m: Painter, text: string, px: number, weight: Weight, maxWidth: number, breaks = /(?<=\s)/): string[] {
  const fits = (s: string) => m.measure(s, px, weight) <= maxWidth;
  const lines: string[] = [];
  let line = '';
  const units = text.split(breaks).flatMap((word) => (fits(word.trimEnd()) ? [word] : graphemes(word)));
  for (const unit of units) {
    if (line && !fits(line + unit.trimEnd())) {
      lines.push(line.trimEnd());
      line = unit.trimStart();
    } else line += unit;
  }
  if (line.trim()) lines.push(line.trimEnd());
  return lines;
}

/** Pieces ("Main pot 1,510", "Side pot 1: 400") packed into as few lines as fit, joined by " · ". */
export function pack(m: Painter, pieces: readonly string[], px: number, weight: Weight, maxWidth: number): string[] {
  const lines: string[] = [];
  for (const piece of pieces) {
    const last = lines.at(-1);
    if (last !== undefined && m.measure(`${last} · ${piece}`, px, weight) <= maxWidth) lines[lines.length - 1] = `${last} · ${piece}`;
    else lines.push(...wrap(m, piece, px, weight, maxWidth));
  }
  return lines;
}
