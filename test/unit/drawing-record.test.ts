import { describe, expect, it } from 'vitest';
import { drawCard } from '../../src/render/cards.js';
import { drawDie } from '../../src/render/dice.js';
import { legibilityOf, meetsGoal, recordPicture } from '../../src/render/legibility.js';
import type { Painter } from '../../src/render/painter.js';
import type { Picture } from '../../src/render/picture.js';

const pictureOf = (draw: (p: Painter) => void, width = 800): Picture => ({ width, height: 400, alt: 'a test picture', draw });

describe('the drawing record behind the legibility checks', () => {
  it('records each text with its font size, kept string and ink box, and scales it to a phone', () => {
    const drawn = recordPicture(
      pictureOf((p) => p.text('Pot 1,200', 100, 100, { px: 30 })),
      'en',
    );
    expect(drawn).toHaveLength(1);
    const [text] = drawn;
    expect(text).toMatchObject({ kind: 'text', text: 'Pot 1,200', wanted: 'Pot 1,200', px: 30, cut: false });
    expect(text!.x).toBeGreaterThanOrEqual(99);
    expect(text!.y).toBeLessThan(100);
    expect(text!.y + text!.h).toBeGreaterThan(95);
    expect(text!.w).toBeGreaterThan(80);
    const report = legibilityOf(drawn, 800);
    expect(report.smallestWord?.shown).toBeCloseTo(12);
    expect(meetsGoal(report)).toBe(true);
    expect(meetsGoal(legibilityOf(drawn, 801))).toBe(false);
  });

  it('sees a word cut to fit and a word shrunk below the goal', () => {
    const drawn = recordPicture(
      pictureOf((p) => p.text('Dmitri Volkov-Rimsky', 10, 50, { px: 30, maxWidth: 120, minPx: 20 })),
      'en',
    );
    const report = legibilityOf(drawn, 800);
    expect(report.cut.map((t) => t.text)).toEqual([expect.stringMatching(/…$/)]);
    expect(report.smallestWord!.shown).toBeCloseTo(8);
  });

  it('finds a text drawn over another text or over a die, but not words that belong to a card', () => {
    const drawn = recordPicture(
      pictureOf((p) => {
        p.text('Side pot 1', 100, 100, { px: 30 });
        p.text('Side pot 2', 110, 110, { px: 30 });
        drawDie(p, 5, 400, 60, 60);
        p.text('on the die', 380, 90, { px: 30 });
        drawCard(p, 'Ah', 600, 40, 80, 112, { fourColour: false });
      }),
      'en',
    );
    const report = legibilityOf(drawn, 800);
    expect(drawn.filter((d) => d.kind === 'text').map((d) => (d.kind === 'text' ? d.text : ''))).toEqual(['Side pot 1', 'Side pot 2', 'on the die']);
    expect(report.overlaps.map(([a, b]) => [a.kind, b.kind])).toEqual([
      ['text', 'text'],
      ['text', 'die'],
    ]);
    expect(report.smallestItem?.what).toBe('card at 600,40');
    expect(report.smallestItem?.shown).toBeCloseTo(18);
  });

  it('leaves neighbouring lines apart', () => {
    const drawn = recordPicture(
      pictureOf((p) => {
        p.text('First line', 100, 100, { px: 30 });
        p.text('Second line', 100, 140, { px: 30 });
      }),
      'en',
    );
    expect(legibilityOf(drawn, 800).overlaps).toEqual([]);
  });
});
