import type { Weight } from './fonts.js';
import type { Painter } from './painter.js';
import { graphemes } from './text.js';

/**
 * `text` broken into lines of at most `maxWidth` at `px`, between words (between characters for
 * text without spaces, as Chinese, or a word longer than a line). Nothing is cut: every character is kept.
 */
export function wrapLines(p: Painter, text: string, px: number, maxWidth: number, weight: Weight = 400): string[] {
  const fits = (s: string) => p.measure(s, px, weight) <= maxWidth;
  const lines: string[] = [];
  let line = '';
  const units = text.split(/(?<=\s)/).flatMap((word) => (fits(word) ? [word] : graphemes(word)));
  for (const unit of units) {
    if (line && !fits(line + unit.trimEnd())) {
      lines.push(line.trimEnd());
      line = unit.trimStart();
    } else line += unit;
  }
  if (line.trim()) lines.push(line.trimEnd());
  return lines;
}
