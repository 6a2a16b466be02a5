import { describe, expect, it } from 'vitest';
import { describeDrawn, legibilityOf, LEGIBLE, recordPicture } from '../../src/render/legibility.js';
import { GOLDEN_LOCALES, RENDER_CASES } from '../support/render-cases.js';

/** Every golden state (the largest and busiest tables and panels), judged as a phone shows it: 320 px wide. */
for (const game of [...new Set(RENDER_CASES.map((c) => c.game))]) {
  describe(`${game} pictures at phone width`, () => {
    for (const c of RENDER_CASES.filter((r) => r.game === game)) {
      for (const locale of GOLDEN_LOCALES) {
        it(`${c.name} (${locale}): words ≥ ${LEGIBLE.wordPx} px, dice, cards and pieces ≥ ${LEGIBLE.itemPx} px, nothing over anything, nothing cut`, () => {
          const picture = c.picture(locale);
          const report = legibilityOf(recordPicture(picture, locale), picture.width);
          expect(report.smallestWord, 'a picture with no words').not.toBeNull();
          expect(report.smallestWord!.shown, `smallest word ${report.smallestWord!.what}`).toBeGreaterThanOrEqual(LEGIBLE.wordPx);
          if (report.smallestItem) expect(report.smallestItem.shown, `smallest ${report.smallestItem.what}`).toBeGreaterThanOrEqual(LEGIBLE.itemPx);
          expect(report.overlaps.map(([a, b]) => `${describeDrawn(a)} × ${describeDrawn(b)}`)).toEqual([]);
          expect(report.cut.map((t) => `${t.wanted} → ${t.text}`)).toEqual([]);
        });
      }
    }
  });
}
