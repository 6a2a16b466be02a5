import type { Locale } from '../i18n/catalog.js';
import { DrawingRecord, type Box, type Drawn, type DrawnItem, type DrawnText } from './drawn.js';
import { paint, type Picture } from './picture.js';

/** How wide Discord shows a message's picture on a phone (a 390 px screen less avatar, gutters and padding). */
export const PHONE_WIDTH = 320;

/** Every word and number at least this tall on a phone, and every die face, card index and piece character this large. */
export const LEGIBLE = { wordPx: 12, itemPx: 16 } as const;

/** Draws `picture` and returns everything readable it drew. */
export function recordPicture(picture: Picture, locale: Locale): Drawn[] {
  const record = new DrawingRecord();
  paint(picture, locale, record);
  return record.drawn;
}

export interface Smallest {
  /** Its size on a phone, in CSS pixels. */
  shown: number;
  what: string;
}

export interface LegibilityReport {
  smallestWord: Smallest | null;
  smallestItem: Smallest | null;
  overlaps: Array<[Drawn, Drawn]>;
  cut: DrawnText[];
}

const describe = (d: Drawn): string => (d.kind === 'text' ? JSON.stringify(d.text) : `${d.kind} at ${Math.round(d.x)},${Math.round(d.y)}`);

function smallest<T extends Drawn>(items: T[], size: (d: T) => number, scale: number): Smallest | null {
  let best: Smallest | null = null;
  for (const d of items) {
    const shown = size(d) * scale;
    if (!best || shown < best.shown) best = { shown, what: describe(d) };
  }
  return best;
}

/** Boxes that share more than `slack` pixels each way (ink boxes of neighbouring lines may touch). */
function intersect(a: Box, b: Box, slack: number): boolean {
  const w = Math.min(a.x + a.w, b.x + b.w) - Math.max(a.x, b.x);
  const h = Math.min(a.y + a.h, b.y + b.h) - Math.max(a.y, b.y);
  return w > slack && h > slack;
}

/** Texts drawn over texts, dice, cards or pieces (items may lie on items: a held die's ring, a fan of cards). */
export function overlapsOf(drawn: readonly Drawn[], slack = 1): Array<[Drawn, Drawn]> {
  const texts = drawn.filter((d): d is DrawnText => d.kind === 'text' && d.w > 0 && d.h > 0);
  const items = drawn.filter((d): d is DrawnItem => d.kind !== 'text');
  const found: Array<[Drawn, Drawn]> = [];
  texts.forEach((t, i) => {
    for (const other of texts.slice(i + 1)) if (intersect(t, other, slack)) found.push([t, other]);
    for (const item of items) if (intersect(t, item, slack)) found.push([t, item]);
  });
  return found;
}

/** What a picture of `width` canvas pixels drew, judged as shown `shownWidth` px wide. */
export function legibilityOf(drawn: readonly Drawn[], width: number, shownWidth = PHONE_WIDTH): LegibilityReport {
  const scale = shownWidth / width;
  const texts = drawn.filter((d): d is DrawnText => d.kind === 'text');
  const items = drawn.filter((d): d is DrawnItem => d.kind !== 'text');
  return {
    smallestWord: smallest(texts, (t) => t.px, scale),
    smallestItem: smallest(items, (i) => i.size, scale),
    overlaps: overlapsOf(drawn),
    cut: texts.filter((t) => t.cut),
  };
}

export const meetsGoal = (r: LegibilityReport): boolean =>
  (r.smallestWord?.shown ?? Infinity) >= LEGIBLE.wordPx && (r.smallestItem?.shown ?? Infinity) >= LEGIBLE.itemPx;

export const describeDrawn = describe;
