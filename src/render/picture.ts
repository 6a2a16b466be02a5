import { createCanvas, type Canvas, type SKRSContext2D } from '@napi-rs/canvas';
import type { Locale } from '../i18n/catalog.js';
import type { DrawingRecord } from './drawn.js';
import type { Picture as KernelPicture, Scene } from '../kernel/picture.js';
import { Painter } from './painter.js';
import { THEME } from './theme.js';
import { pngOf } from './png.js';

export type { Scene };

/** A picture ready to draw: its size, its alt text in the table's language, and how to paint it. */
export interface Picture extends KernelPicture {
  width: number;
  height: number;
  alt: string;
  draw(painter: Painter): void;
}

export type PictureFormat = 'png' | 'webp' | 'jpeg';

export const MIME: Record<PictureFormat, string> = { png: 'image/png', webp: 'image/webp', jpeg: 'image/jpeg' };

/**
 * Idle canvases by size. Making a canvas and its context costs about three times as much CPU as
 * drawing a whole table on one, so a canvas goes back here once its picture is encoded.
 */
const idle = new Map<string, Canvas[]>();
const MAX_IDLE_PER_SIZE = 8;
/** Pictures whose height follows their content come in many sizes: the sizes used longest ago go first. */
const MAX_IDLE_SIZES = 12;
const contexts = new WeakMap<Canvas, SKRSContext2D>();

function acquire(width: number, height: number): { canvas: Canvas; ctx: SKRSContext2D } {
  const canvas = idle.get(`${width}x${height}`)?.pop();
  if (canvas) {
    const ctx = contexts.get(canvas)!;
    ctx.reset();
    return { canvas, ctx };
  }
  const fresh = createCanvas(width, height);
  const ctx = fresh.getContext('2d', { alpha: false });
  contexts.set(fresh, ctx);
  return { canvas: fresh, ctx };
}

function release(canvas: Canvas): void {
  const key = `${canvas.width}x${canvas.height}`;
  const list = idle.get(key) ?? [];
  if (list.length < MAX_IDLE_PER_SIZE) list.push(canvas);
  idle.delete(key);
  idle.set(key, list);
  for (const oldest of idle.keys()) {
    if (idle.size <= MAX_IDLE_SIZES) break;
    idle.delete(oldest);
  }
}

/**
 * Paints a picture on an opaque canvas (drawing is only recorded here; pixels are made when it is encoded).
 * With `record`, every text, die, card and piece drawn is noted in it as well.
 */
export function paint(picture: Picture, locale: Locale, record?: DrawingRecord): Canvas {
  const { canvas, ctx } = acquire(picture.width, picture.height);
  ctx.fillStyle = THEME.background;
  ctx.fillRect(0, 0, picture.width, picture.height);
  picture.draw(new Painter(ctx, locale, record));
  return canvas;
}

/**
 * Encodes a painted canvas. PNG: the pixels are made on this thread (in the bot, a picture worker's)
 * and compressed on libuv's thread pool (src/render/png.ts); WebP and JPEG at quality 90 are made
 * and encoded by @napi-rs/canvas as an async task.
 */
/** How many idle canvases are kept, and of how many sizes (for tests). */
export function idleCanvases(): { sizes: number; canvases: number } {
  let canvases = 0;
  for (const list of idle.values()) canvases += list.length;
  return { sizes: idle.size, canvases };
}

export async function encode(canvas: Canvas, format: PictureFormat): Promise<Buffer> {
  try {
    return await (format === 'png' ? pngOf(canvas.data(), canvas.width, canvas.height) : canvas.encode(format, 90));
  } finally {
    // Only a canvas of ours goes back to the pool, and only once its pixels have been read.
    if (contexts.has(canvas)) release(canvas);
  }
}
