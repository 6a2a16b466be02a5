import { createCanvas, type Canvas, type SKRSContext2D } from '@napi-rs/canvas';
import type { Locale } from '../i18n/catalog.js';
import type { PlayerId } from '../games/engine.js';
import { Painter } from './painter.js';
import { THEME } from './theme.js';

/** What the platform knows and may show besides the game's view: all of it public. */
export interface Scene {
  locale: Locale;
  /** Display names of the seated players (server nicknames or user names). */
  names: Readonly<Record<PlayerId, string>>;
  /** Hold'em: spades black, hearts red, diamonds blue, clubs green. */
  fourColour?: boolean;
}

/** A picture ready to draw: its size, its alt text in the table's language, and how to paint it. */
export interface Picture {
  width: number;
  height: number;
  alt: string;
  draw(painter: Painter): void;
}

export type PictureFormat = 'png' | 'webp' | 'jpeg';

export const MIME: Record<PictureFormat, string> = { png: 'image/png', webp: 'image/webp', jpeg: 'image/jpeg' };

/** Paints a picture on a fresh opaque canvas (drawing is only recorded here; pixels are made when it is encoded). */
export function paint(picture: Picture, locale: Locale): Canvas {
  const canvas = createCanvas(picture.width, picture.height);
  const ctx: SKRSContext2D = canvas.getContext('2d', { alpha: false });
  ctx.fillStyle = THEME.background;
  ctx.fillRect(0, 0, picture.width, picture.height);
  picture.draw(new Painter(ctx, locale));
  return canvas;
}

/**
 * Encodes on libuv's thread pool (@napi-rs/canvas runs `encode` as an async task): the event loop
 * only records the drawing. WebP and JPEG at quality 90.
 */
export function encode(canvas: Canvas, format: PictureFormat): Promise<Buffer> {
  return format === 'png' ? canvas.encode('png') : canvas.encode(format, 90);
}
