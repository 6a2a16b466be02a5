import type { SKRSContext2D } from '@napi-rs/canvas';
import type { Locale } from '../i18n/catalog.js';
import type { DrawingRecord, DrawnItem } from './drawn.js';
import { CANVAS_LANG, ensureGlyphs, fontFor, type Weight } from './fonts.js';
import { ellipsize } from './text.js';
import { THEME } from './theme.js';

export type Align = 'left' | 'center' | 'right';
export type Baseline = 'top' | 'middle' | 'alphabetic' | 'bottom';

export interface TextStyle {
  px: number;
  weight?: Weight;
  colour?: string;
  align?: Align;
  baseline?: Baseline;
  /** Shrinks the text down to `minPx`, then cuts it with an ellipsis, to stay within this width. */
  maxWidth?: number;
  minPx?: number;
}

export interface BoxStyle {
  fill?: string;
  stroke?: string;
  lineWidth?: number;
  radius?: number;
}

const widths = new Map<string, number>();
const MAX_REMEMBERED = 20_000;

/** The drawing primitives every picture uses, bound to one canvas and the table's language. */
export class Painter {
  constructor(
    readonly ctx: SKRSContext2D,
    readonly locale: Locale,
    /** When given, every text, die, card and piece drawn is recorded in it (legibility and overlap checks). */
    readonly record?: DrawingRecord,
  ) {
    ctx.lang = CANVAS_LANG[locale];
  }

  /** Draws a die, card or piece through `draw`, recording its box and readable size when recording. */
  item<T>(entry: DrawnItem, draw: () => T): T {
    return this.record ? this.record.item(entry, draw) : draw();
  }

  private currentFont = '';

  private font(text: string, px: number, weight: Weight): void {
    ensureGlyphs(text, this.locale, weight);
    const font = fontFor(px, weight, this.locale);
    if (font !== this.currentFont) this.ctx.font = this.currentFont = font;
  }

  /** The width of `text` (remembered: the same names and labels are measured in picture after picture). */
  measure(text: string, px: number, weight: Weight = 400): number {
    const key = `${this.locale}|${weight}|${px}|${text}`;
    let width = widths.get(key);
    if (width === undefined) {
      this.font(text, px, weight);
      width = this.ctx.measureText(text).width;
      if (widths.size >= MAX_REMEMBERED) widths.clear();
      widths.set(key, width);
    }
    return width;
  }

  /** What `text` becomes to fit its style's width: the size it is drawn at and the characters kept. */
  fit(text: string, style: TextStyle): { text: string; px: number } {
    const weight = style.weight ?? 400;
    const max = style.maxWidth;
    if (max === undefined) return { text, px: style.px };
    const full = this.measure(text, style.px, weight);
    if (full <= max) return { text, px: style.px };
    // Width grows with the size: start from the size that should just fit, and step down from there.
    const min = Math.min(style.minPx ?? style.px, style.px);
    let px = Math.max(min, Math.min(style.px - 1, Math.floor((style.px * max) / full)));
    while (px > min && this.measure(text, px, weight) > max) px -= 1;
    return { text: ellipsize(text, max, (s) => this.measure(s, px, weight)), px };
  }

  /** Draws one line of text; returns the width it took. */
  text(text: string, x: number, y: number, style: TextStyle): number {
    if (!text) return 0;
    const fitted = this.fit(text, style);
    const weight = style.weight ?? 400;
    this.font(fitted.text, fitted.px, weight);
    const ctx = this.ctx;
    ctx.fillStyle = style.colour ?? THEME.text;
    ctx.textAlign = style.align ?? 'left';
    ctx.textBaseline = style.baseline ?? 'alphabetic';
    ctx.fillText(fitted.text, x, y);
    if (this.record?.recordingText) this.recordText(text, fitted, x, y);
    return this.measure(fitted.text, fitted.px, weight);
  }

  /** The ink box of the text just drawn at (x, y) with the context's current font, alignment and baseline. */
  private recordText(wanted: string, fitted: { text: string; px: number }, x: number, y: number): void {
    const m = this.ctx.measureText(fitted.text);
    const left = x - m.actualBoundingBoxLeft;
    const top = y - m.actualBoundingBoxAscent;
    this.record!.text({
      wanted,
      text: fitted.text,
      px: fitted.px,
      cut: fitted.text !== wanted,
      x: left,
      y: top,
      w: m.actualBoundingBoxLeft + m.actualBoundingBoxRight,
      h: m.actualBoundingBoxAscent + m.actualBoundingBoxDescent,
    });
  }

  box(x: number, y: number, w: number, h: number, style: BoxStyle): void {
    const ctx = this.ctx;
    ctx.beginPath();
    ctx.roundRect(x, y, w, h, style.radius ?? 0);
    this.fillAndStroke(style);
  }

  circle(cx: number, cy: number, r: number, style: BoxStyle): void {
    const ctx = this.ctx;
    ctx.beginPath();
    ctx.arc(cx, cy, r, 0, Math.PI * 2);
    this.fillAndStroke(style);
  }

  /** Fills and outlines the path just drawn, as `style` says. */
  private fillAndStroke(style: BoxStyle): void {
    const ctx = this.ctx;
    if (style.fill) {
      ctx.fillStyle = style.fill;
      ctx.fill();
    }
    if (style.stroke) {
      ctx.strokeStyle = style.stroke;
      ctx.lineWidth = style.lineWidth ?? 2;
      ctx.stroke();
    }
  }

  /** A rounded label with text centred in it (a status, a bet); returns its width. */
  pill(
    text: string,
    x: number,
    y: number,
    style: { px: number; fill: string; colour: string; align?: Align; weight?: Weight; padX?: number; height?: number; maxWidth?: number },
  ): number {
    const padX = style.padX ?? Math.round(style.px * 0.5);
    const h = style.height ?? Math.round(style.px * 1.45);
    const fitted = this.fit(text, {
      px: style.px,
      weight: style.weight ?? 700,
      ...(style.maxWidth !== undefined ? { maxWidth: style.maxWidth - padX * 2, minPx: style.px - 4 } : {}),
    });
    const w = this.measure(fitted.text, fitted.px, style.weight ?? 700) + padX * 2;
    const left = style.align === 'center' ? x - w / 2 : style.align === 'right' ? x - w : x;
    this.box(left, y, w, h, { fill: style.fill, radius: h / 2 });
    this.text(fitted.text, left + w / 2, y + h / 2 + 1, {
      px: fitted.px,
      weight: style.weight ?? 700,
      colour: style.colour,
      align: 'center',
      baseline: 'middle',
    });
    return w;
  }
}
