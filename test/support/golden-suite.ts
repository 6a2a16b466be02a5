import { existsSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { encode, paint } from '../../src/render/picture.js';
import { pixelDifference } from './golden.js';
import { GOLDEN_LOCALES, goldenPath, RENDER_CASES } from './render-cases.js';

/** At most this share of pixels may differ beyond pixelmatch's colour threshold (anti-aliasing noise). */
export const GOLDEN_TOLERANCE = 0.001;

/** Every golden picture of `game`, drawn again and compared pixel by pixel with the committed one. */
export function goldenSuite(game: string): void {
  describe(`${game} pictures match their goldens (npm run golden:update after a deliberate change)`, () => {
    for (const c of RENDER_CASES.filter((r) => r.game === game)) {
      for (const locale of GOLDEN_LOCALES) {
        it(`${c.name} (${locale})`, async () => {
          const path = goldenPath(c, locale);
          expect(existsSync(path), `${path} is missing: run npm run golden:update`).toBe(true);
          const picture = c.picture(locale);
          expect(picture.alt.length).toBeGreaterThan(10);
          const bytes = await encode(paint(picture, locale), 'png');
          const diff = pixelDifference(path, bytes);
          expect(diff.sizeMatches).toBe(true);
          expect(diff.differing / diff.total).toBeLessThanOrEqual(GOLDEN_TOLERANCE);
        });
      }
    }
  });
}
