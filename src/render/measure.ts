import { createCanvas } from '@napi-rs/canvas';
import type { Locale } from '../i18n/catalog.js';
import { Painter } from './painter.js';

const measurers = new Map<Locale, Painter>();

/**
 * A painter on a 1×1 canvas, one per language, for measuring text before a picture's height is known
 * (pictures whose height follows what they hold: long names, many pots, wrapped lines).
 */
export function measuringPainter(locale: Locale): Painter {
  let painter = measurers.get(locale);
  if (!painter) measurers.set(locale, (painter = new Painter(createCanvas(1, 1).getContext('2d'), locale)));
  return painter;
}
