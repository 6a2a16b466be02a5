import type { Locale } from '../i18n/catalog.js';
import { PictureCache, pictureKey, type EncodedPicture } from './cache.js';
import { encode, paint, type Picture, type PictureFormat, type Scene } from './picture.js';

/** A picture to make: a renderer and exactly the inputs it draws from (its content key is made of them). */
export interface PictureRequest<View> {
  /** Names the renderer, e.g. "holdem.table". */
  name: string;
  render(view: View, scene: Scene): Picture;
  view: View;
  scene: Scene;
}

export type PictureResult =
  | { ok: true; picture: EncodedPicture; key: string; cached: boolean; ms: number }
  /** The caller shows the text view instead. `detail` names the error, never the view's contents. */
  | { ok: false; reason: 'failed'; detail: string; ms: number }
  /** Not drawn yet: the caller shows the text view now, and `later` is the picture once drawn (or why not). */
  | { ok: false; reason: 'timeout'; detail: string; ms: number; later: Promise<EncodedPicture> };

export interface RenderOptions {
  format?: PictureFormat;
  cache?: PictureCache;
  /** Who draws and encodes (a worker pool, say); by default this thread, encoding on libuv's pool. */
  draw?: (request: PictureRequest<unknown>, format: PictureFormat) => Promise<EncodedPicture>;
}

/** Draws and encodes, or takes the picture from the cache when the same inputs were drawn before. */
export function makePicture<View>(
  request: PictureRequest<View>,
  options: RenderOptions = {},
): { key: string; picture: Promise<EncodedPicture>; cached: boolean } {
  const format = options.format ?? 'png';
  const key = pictureKey(request.name, format, { view: request.view, scene: request.scene });
  const draw = options.draw;
  const make = async (): Promise<EncodedPicture> => {
    if (draw) return draw(request as PictureRequest<unknown>, format);
    const picture = request.render(request.view, request.scene);
    const canvas = paint(picture, request.scene.locale as Locale);
    return { bytes: await encode(canvas, format), alt: picture.alt, format, width: picture.width, height: picture.height };
  };
  if (!options.cache) return { key, picture: make(), cached: false };
  return { key, ...options.cache.get(key, make) };
}

const describe = (error: unknown): string => (error instanceof Error ? `${error.name}: ${error.message}` : 'non-error thrown');

/**
 * The picture within `ms` milliseconds, or why not: a failure, or the time ran out (the encoding then
 * goes on: `later` has it, and it lands in the cache for the next time the same picture is asked for).
 */
export async function renderWithin<View>(ms: number, request: PictureRequest<View>, options: RenderOptions = {}): Promise<PictureResult> {
  const started = performance.now();
  const elapsed = () => performance.now() - started;
  let made: ReturnType<typeof makePicture<View>>;
  try {
    made = makePicture(request, options);
  } catch (error) {
    return { ok: false, reason: 'failed', detail: describe(error), ms: elapsed() };
  }
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<'late'>((resolve) => {
    timer = setTimeout(() => resolve('late'), Math.max(0, ms - elapsed()));
  });
  try {
    const outcome = await Promise.race([made.picture, late]);
    if (outcome === 'late') return { ok: false, reason: 'timeout', detail: `no picture after ${ms} ms`, ms: elapsed(), later: made.picture };
    return { ok: true, picture: outcome, key: made.key, cached: made.cached, ms: elapsed() };
  } catch (error) {
    return { ok: false, reason: 'failed', detail: describe(error), ms: elapsed() };
  } finally {
    clearTimeout(timer);
  }
}
