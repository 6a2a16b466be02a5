import { describe, expect, it } from 'vitest';
import { measuringPainter } from '../../src/render/measure.js';
import { pack, wrapLines, wrapName } from '../../src/render/wrap.js';

const squeezed = (s: string): string => s.replace(/\s+/g, '');
const pairs = (lines: string[]) => lines.slice(1).map((b, i) => [lines[i]!, b] as const);

describe('line breaking shared by every picture (src/render/wrap.ts)', () => {
  it('keeps every character and every line within the width, in every language, at every width', () => {
    const texts = {
      en: 'Ann → Alexandra Konstantinopoulou-Ray: 3 (Alexandra Konstantinopoulou-Ray solid, Ann not enough)',
      'zh-CN': '王小明 → Ann：1（王小明 掀了 Ann 的扣，结算时仍未够）TheLongestPossibleDiscordName_32',
      ko: '김민준 → Alexandra Konstantinopoulou-Ray: 3 (Alexandra 대승, 김민준 미달) 🥮🥮🥮🥮🥮🥮🥮🥮🥮🥮',
    } as const;
    for (const [locale, text] of Object.entries(texts) as Array<[keyof typeof texts, string]>) {
      const p = measuringPainter(locale);
      for (let width = 60; width <= 600; width += 13) {
        const lines = wrapLines(p, text, 24, width, 700);
        expect(squeezed(lines.join(''))).toBe(squeezed(text));
        // A line is wider than the width only when it is a single character (an emoji at 60 px, say).
        for (const line of lines) if ([...line].length > 1) expect(p.measure(line, 24, 700), line).toBeLessThanOrEqual(width);
      }
    }
  });

  it('breaks Latin text at spaces and after a hyphen inside a word, never inside a word that fits a line', () => {
    const p = measuringPainter('en');
    const width = p.measure('Chloé Desjardins-', 24, 700) + 1;
    expect(wrapLines(p, 'Chloé Desjardins-Roy wins', 24, width, 700)).toEqual(['Chloé Desjardins-', 'Roy wins']);
    expect(wrapLines(p, 'Evangeline_Nightshade wins', 24, p.measure('Evangeline_Nightshade', 24) + 1)).toEqual(['Evangeline_Nightshade', 'wins']);
    // A word wider than a line is broken between characters, and nothing is lost.
    const long = wrapLines(p, 'W'.repeat(32), 24, 200, 700);
    expect(long.length).toBeGreaterThan(1);
    expect(long.join('')).toBe('W'.repeat(32));
  });

  it('breaks a name also after an underscore or a dot inside it', () => {
    const p = measuringPainter('en');
    const width = p.measure('Evangeline_', 22, 700) + 2;
    expect(wrapName(p, 'Evangeline_Nightshade', 22, width)).toEqual(['Evangeline_', 'Nightshade']);
    expect(wrapName(p, 'dr.strangelove', 22, p.measure('strangelove', 22, 700) + 2)).toEqual(['dr.', 'strangelove']);
  });

  it('keeps Korean words whole, breaking at spaces as English does', () => {
    const p = measuringPainter('ko');
    const text = '김민준 님이 주사위를 굴리는 중 (2번째)';
    for (let width = 120; width <= 400; width += 11)
      for (const line of wrapLines(p, text, 24, width)) for (const word of line.split(' ')) expect(text.split(' ')).toContain(word);
  });

  it('breaks Chinese between characters, but never inside a kept word, before closing punctuation or after an opening bracket', () => {
    const p = measuringPainter('zh-CN');
    const keep = ['掀扣关系', '未够', '状元插金花'];
    const text = 'Ann → 김민준：1（Ann 掀了 김민준 的扣，结算时仍未够）。掀扣关系：状元插金花！';
    let brokeInsideARun = false;
    for (let width = 140; width <= 520; width += 9) {
      const lines = wrapLines(p, text, 24, width, 400, { keep });
      expect(squeezed(lines.join(''))).toBe(squeezed(text));
      for (const [a, b] of pairs(lines)) {
        // (Unless the line before is one kept word alone: there is nothing to bring down with the mark.)
        if (!keep.includes(a)) expect(b, `${a} | ${b}`).not.toMatch(/^[，。、！？：；）]/u);
        expect(a, `${a} | ${b}`).not.toMatch(/[（]$/u);
        for (const word of keep)
          for (let k = 1; k < word.length; k++) expect(a.endsWith(word.slice(0, k)) && b.startsWith(word.slice(k)), `${a} | ${b}`).toBe(false);
        if (/\p{sc=Han}$/u.test(a) && /^\p{sc=Han}/u.test(b)) brokeInsideARun = true;
      }
    }
    // Between two Chinese characters with no space: what space-only breaking could never do.
    expect(brokeInsideARun).toBe(true);
  });

  it('packs pieces into as few lines as fit, and wraps a piece wider than a line instead of cutting it', () => {
    const p = measuringPainter('en');
    const pieces = ['Main pot 1,510', 'Side pot 1: 400', 'Side pot 2: 1,200'];
    expect(pack(p, pieces, 24, 1000, 700)).toEqual(['Main pot 1,510 · Side pot 1: 400 · Side pot 2: 1,200']);
    const narrow = p.measure('Main pot 1,510 · Side pot 1: 400', 24, 700) + 1;
    expect(pack(p, pieces, 24, narrow, 700)).toEqual(['Main pot 1,510 · Side pot 1: 400', 'Side pot 2: 1,200']);
    const tiny = pack(p, ['Side pot 2 (1,200) → Alexandra Montgomery 1,200'], 24, 150, 700);
    expect(tiny.length).toBeGreaterThan(1);
    expect(squeezed(tiny.join(''))).toBe(squeezed('Side pot 2 (1,200) → Alexandra Montgomery 1,200'));
  });
});
