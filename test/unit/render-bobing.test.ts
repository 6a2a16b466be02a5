import { describe, expect, it } from 'vitest';
import { bobing } from '../../src/games/bobing/rules.js';
import { renderBobingTable } from '../../src/games/bobing/render.js';
import type { BobingState } from '../../src/games/bobing/actions.js';
import { publicViewOf } from '../../src/kernel/public.js';
import type { DrawnText } from '../../src/render/drawn.js';
import { legibilityOf, recordPicture } from '../../src/render/legibility.js';
import { tableCaption } from '../../src/views/table.js';
import { toV2 } from '../../src/views/v2.js';
import { visibleText } from '../../src/standin/answers.js';
import { BOBING_TERMS } from '../../src/games/bobing/render-flow.js';
import { measuringPainter } from '../../src/render/measure.js';
import { wrapLines } from '../../src/render/wrap.js';
import { goldenSuite } from '../support/golden-suite.js';
import { staysSmallSuite } from '../support/render-size-suite.js';
import { captionSession } from '../support/caption-cases.js';
import { BOBING_NAMES, bobingBusiest, bobingFinished, bobingTakeover, bobingTwelve } from '../support/render-bobing-cases.js';
import { GAMES } from '../support/games.js';

goldenSuite('bobing');
staysSmallSuite('bobing');

const picture = (state: BobingState, names = BOBING_NAMES, locale: 'en' | 'zh-CN' | 'ko' = 'en') =>
  renderBobingTable(publicViewOf(bobing, state), { locale, names });
const drawnTexts = (state: BobingState, names = BOBING_NAMES, locale: 'en' | 'zh-CN' | 'ko' = 'en'): DrawnText[] =>
  recordPicture(picture(state, names, locale), locale).filter((d): d is DrawnText => d.kind === 'text');
/** Everything the picture says, its wrapped lines joined and its spaces dropped (a line may break at a space). */
const said = (texts: DrawnText[]): string =>
  texts
    .map((t) => t.text)
    .join('')
    .replace(/\s+/g, '');
const squeezed = (s: string): string => s.replace(/\s+/g, '');
const caption = (state: () => BobingState): string =>
  visibleText(
    toV2(tableCaption(GAMES, captionSession({ game: 'bobing', name: 'case', state, names: BOBING_NAMES }, 'en'))!, {
      picture: { filename: 't.png', alt: 'a' },
    }),
  );

describe('博饼 table picture', () => {
  it('names the roll and what it won in its alt text, and prize names without the markdown escapes of the text view', () => {
    const taken = picture(bobingTakeover());
    expect(taken.alt).toContain('Ann rolled 4 4 4 4 1 1');
    expect(taken.alt).toContain('takes the 状元 from 김민준');
    const finished = picture(bobingFinished());
    expect(finished.alt).toContain('Chloé');
    expect(finished.alt).not.toContain('\\*');
  });

  it('draws the organiser’s prize names whole and without markdown: "Gold *mooncake*" reads "Gold mooncake"', () => {
    for (const [state, name] of [
      [bobingFinished(), 'Gold mooncake'],
      [bobingBusiest(), 'Family-size lotus paste mooncake, 1 kg'],
    ] as const) {
      const texts = drawnTexts(state);
      expect(said(texts)).toContain(squeezed(name));
      expect(texts.filter((t) => /[*\\`~]/.test(t.text)).map((t) => t.text)).toEqual([]);
    }
  });

  it('keeps a 32-character Discord name whole at a twelve-player table: wrapped, never cut, never over anything', () => {
    const longest = 'Maximiliana Konstantinopoulou-Ri';
    expect(longest).toHaveLength(32);
    const names = { ...BOBING_NAMES, e: longest, f: '🥮🥮🥮🥮🥮🥮🥮🥮🥮🥮🥮🥮🥮🥮🥮🥮' };
    for (const state of [bobingTwelve(), bobingBusiest()])
      for (const locale of ['en', 'zh-CN', 'ko'] as const) {
        const p = picture(state, names, locale);
        const report = legibilityOf(recordPicture(p, locale), p.width);
        expect(report.cut.map((t) => t.wanted)).toEqual([]);
        expect(report.overlaps).toEqual([]);
        expect(said(drawnTexts(state, names, locale))).toContain(squeezed(longest));
      }
  });

  it('says a roll’s tier once, large, and what it won under it', () => {
    const texts = drawnTexts(bobingTakeover()).map((t) => t.text);
    expect(texts).toContain('状元插金花 (Golden Flowers)');
    expect(said(drawnTexts(bobingTakeover()))).toContain(squeezed('🎉 抢状元! Ann takes the 状元 from 김민준!'));
    expect(texts.filter((t) => t.includes('Golden Flowers):'))).toEqual([]);
  });

  it('shows the rolls made for away players by their tier; the words beside it say in full what each won, without the dice', () => {
    const drawn = said(drawnTexts(bobingBusiest()));
    expect(drawn).toContain(squeezed('💤 Dmitri Volkov-Rimsky · 四进'));
    expect(drawn).not.toContain(squeezed('Rimsky: 四进 (Four of a Kind)'));
    const words = caption(bobingBusiest);
    expect(words).toContain('💤 <@e> rolled (away: rolled automatically): 四进 (Four of a Kind): takes a prize (Family-size lotus paste mooncake, 1 kg).');
    expect(words).toContain('<@d> rolled: 二举 (Two Reds): takes a prize (🥮 Mooncake).');
    expect(words).not.toMatch(/[⚀-⚅🔴]/u);
  });

  it('breaks Chinese lines between characters but never inside the game’s words, before closing punctuation or after an opening bracket, and keeps every character (at the widths the picture uses)', () => {
    const m = measuringPainter('zh-CN');
    const texts = [
      'Dmitri Volkov-Rimsky · 四进',
      '🎉 状元！Chloé 得到一份状元奖（Gold mooncake）。',
      '是状元！但本场没有设置状元奖，这一掷不得奖。',
      '状元插金花：Ann 从 김민준 手中抢走状元！',
    ];
    for (const text of texts)
      for (let width = 150; width <= 420; width += 7) {
        const lines = wrapLines(m, text, 20, width, 400, { keep: BOBING_TERMS });
        expect(squeezed(lines.join(''))).toBe(squeezed(text));
        for (const [a, b] of lines.slice(1).map((l, i) => [lines[i]!, l] as const)) {
          expect(b, `${a} | ${b}`).not.toMatch(/^[，。、！？：；）]/u);
          expect(a, `${a} | ${b}`).not.toMatch(/[（]$/u);
          for (const term of ['四进', '状元', '状元插金花'])
            for (let k = 1; k < term.length; k++) expect(a.endsWith(term.slice(0, k)) && b.startsWith(term.slice(k)), `${a} | ${b}`).toBe(false);
        }
      }
  });
});
