import { createCanvas } from '@napi-rs/canvas';
import type { Locale } from '../../i18n/catalog.js';
import type { Weight } from '../../render/fonts.js';
import { Painter } from '../../render/painter.js';
import { graphemes } from '../../render/text.js';

/** Measures text before a picture is drawn, so its height can follow what it holds (long names, many pots). */
export interface Measure {
  width(text: string, px: number, weight: Weight): number;
  locale: Locale;
}

const measurers = new Map<Locale, Painter>();

export function measurerFor(locale: Locale): Measure {
  let painter = measurers.get(locale);
  if (!painter) {
    painter = new Painter(createCanvas(1, 1).getContext('2d'), locale);
    measurers.set(locale, painter);
  }
  const p = painter;
  return { locale, width: (text, px, weight) => p.measure(text, px, weight) };
}

/**
 * `text` broken into lines of at most `maxWidth`, between words (between characters for text without
 * spaces, as Chinese, or for a word wider than a line), or after whatever `breaks` matches. Never cut: a caller that must hold fewer lines
 * decides what to do with the rest.
 */
export function wrap(m: Measure, text: string, px: number, weight: Weight, maxWidth: number, breaks = /(?<=\s)/): string[] {
  const fits = (s: string) => m.width(s, px, weight) <= maxWidth;
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
export function pack(m: Measure, pieces: readonly string[], px: number, weight: Weight, maxWidth: number): string[] {
  const lines: string[] = [];
  for (const piece of pieces) {
    const last = lines.at(-1);
    if (last !== undefined && m.width(`${last} · ${piece}`, px, weight) <= maxWidth) lines[lines.length - 1] = `${last} · ${piece}`;
    else lines.push(...wrap(m, piece, px, weight, maxWidth));
  }
  return lines;
}
