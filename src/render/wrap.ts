import { createCanvas } from '@napi-rs/canvas';
import type { Locale } from '../i18n/catalog.js';
import type { Weight } from './fonts.js';
import { Painter } from './painter.js';
import { graphemes } from './text.js';

const measurers = new Map<Locale, Painter>();

/** A painter on a 1×1 canvas, for measuring text before a picture's height is known. */
export function measuringPainter(locale: Locale): Painter {
  let painter = measurers.get(locale);
  if (!painter) measurers.set(locale, (painter = new Painter(createCanvas(1, 1).getContext('2d'), locale)));
  return painter;
}

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
