import { describe, expect, it } from 'vitest';
import { encode, paint } from '../../src/render/picture.js';
import { GOLDEN_LOCALES, RENDER_CASES } from './render-cases.js';

/** The most a picture may weigh as PNG (docs/pictures.md; bench/render.bench.ts holds the same target). */
export const MAX_PICTURE_BYTES = 120 * 1024;

/** Every golden state of `game`, in every language, encodes within MAX_PICTURE_BYTES as PNG. */
export function staysSmallSuite(game: string): void {
  describe(`${game} pictures stay small (docs/pictures.md: at most 120 KB as PNG)`, () => {
    for (const c of RENDER_CASES.filter((r) => r.game === game))
      for (const locale of GOLDEN_LOCALES)
        it(`${c.name} (${locale})`, async () => {
          expect((await encode(paint(c.picture(locale), locale), 'png')).length).toBeLessThanOrEqual(MAX_PICTURE_BYTES);
        });
  });
}
