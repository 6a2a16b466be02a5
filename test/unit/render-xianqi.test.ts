import { describe, expect, it } from 'vitest';
import { actorOf, xianqi } from '../../src/games/xianqi/rules.js';
import type { XianqiAction, XianqiState } from '../../src/games/xianqi/actions.js';
import { renderXianqiPanel, renderXianqiTable } from '../../src/games/xianqi/render.js';
import { legibilityOf, meetsGoal, recordPicture } from '../../src/render/legibility.js';
import type { Rng } from '../../src/rng.js';
import { ScriptedRng } from '../support/scripted-rng.js';
import { drawsForDeal, randomXianqiMove, SCRIPTED_HANDS } from '../support/xianqi-deal.js';
import type { Locale } from '../../src/i18n/catalog.js';
import { publicViewOf } from '../../src/kernel/public.js';
import { encode, paint } from '../../src/render/picture.js';
import { goldenSuite } from '../support/golden-suite.js';
import { staysSmallSuite } from '../support/render-size-suite.js';
import { CAPTION_CASES, captionSession } from '../support/caption-cases.js';
import { tableCaption } from '../../src/views/table.js';
import { toV2 } from '../../src/views/v2.js';
import { visibleText } from '../../src/standin/answers.js';
import { XIANQI_LONG_NAMES, XIANQI_NAMES, xianqiCi, xianqiGou, xianqiInPlay } from '../support/render-xianqi-cases.js';
import { GAMES } from '../support/games.js';

goldenSuite('xianqi');
staysSmallSuite('xianqi');

describe('掀棋 table picture', () => {
  it('draws only the public view: other hands and other face-down pieces give the same bytes', async () => {
    const state = xianqiInPlay();
    const [a, b, c] = state.seats as [string, string, string];
    // The three hands passed round, and the face-down pieces swapped: what each player holds is secret.
    const other: XianqiState = {
      ...state,
      secret: {
        hands: { [a]: state.secret.hands[c]!.slice(0, 5), [b]: state.secret.hands[a]!, [c]: [...state.secret.hands[b]!, ...state.secret.hands[c]!.slice(5)] },
        discards: { [a]: [], [b]: state.secret.discards[c]!, [c]: state.secret.discards[b]! },
      },
    };
    expect(other.secret).not.toEqual(state.secret);
    const draw = (s: XianqiState) => encode(paint(renderXianqiTable(publicViewOf(xianqi, s), { locale: 'zh-CN', names: XIANQI_NAMES }), 'zh-CN'), 'png');
    const [x, y] = await Promise.all([draw(state), draw(other)]);
    expect(x.equals(y)).toBe(true);
  });
});

describe('掀棋 pictures for a phone', () => {
  const record = (state: XianqiState, names: Record<string, string>, locale: Locale) =>
    recordPicture(renderXianqiTable(publicViewOf(xianqi, state), { locale, names }), locale);

  it('shows a 够 or 瓷 badge whole, glossed in the table language', () => {
    const gou = record(xianqiGou(), XIANQI_LONG_NAMES, 'ko').filter((d) => d.kind === 'text');
    expect(gou.map((d) => d.text)).toContain('够(달성)');
    const ci = record(xianqiCi(), XIANQI_LONG_NAMES, 'en').filter((d) => d.kind === 'text');
    expect(ci.map((d) => d.text)).toContain('瓷 (solid)');
    expect([...gou, ...ci].filter((d) => d.kind === 'text' && d.cut)).toEqual([]);
  });

  it("draws this round's pieces large, and no piece smaller than 16 px on a phone", () => {
    const drawn = record(xianqiInPlay(), XIANQI_NAMES, 'en');
    const pieces = drawn.filter((d) => d.kind === 'piece');
    // Round 2: 马 pair and 士 pair face up; nothing else is drawn as a piece (hands are counted in words).
    expect(pieces).toHaveLength(4);
    expect(legibilityOf(drawn, 600).smallestItem!.shown).toBeGreaterThanOrEqual(16);
  });

  it('a long name takes the width of its row: the chips move to the 柱 line instead of cutting it', () => {
    const names = { ...XIANQI_LONG_NAMES, b: 'Alexandra Konstantinopoulou-Ray 🔥' };
    const report = legibilityOf(record(xianqiGou(), names, 'en'), 600);
    expect(report.cut).toEqual([]);
    expect(report.overlaps).toEqual([]);
  });

  it('the panel ends just under its last piece: no empty band at its bottom', () => {
    for (const [state, player] of [
      [xianqiInPlay(), 'c'],
      [xianqiGou(), 'a'],
    ] as const) {
      const picture = renderXianqiPanel(xianqi.playerView(state, player), { locale: 'zh-CN', names: XIANQI_NAMES });
      const drawn = recordPicture(picture, 'zh-CN');
      const bottom = Math.max(...drawn.map((d) => d.y + d.h));
      expect(picture.height - bottom).toBeLessThanOrEqual(24);
    }
  });
});

describe('the words beside the 掀棋 picture', () => {
  const caption = (name: string, locale: Locale) =>
    visibleText(
      toV2(
        tableCaption(
          GAMES,
          captionSession(
            CAPTION_CASES.find((c) => c.game === 'xianqi' && c.name === name)!,
            locale,
          ),
        )!,
        { picture: { filename: 't.png', alt: 'a' } },
      ),
    );

  it('gloss 柱, 够 and 瓷 as words.md agrees, in every language', () => {
    expect(caption('in-play', 'ko')).toContain('柱(기둥)');
    expect(caption('in-play', 'ko')).toContain('够(달성)');
    expect(caption('in-play', 'ko')).toContain('瓷(대승)');
    expect(caption('settled', 'en')).toContain('柱 (stack)');
    expect(caption('in-play', 'zh-CN')).toContain('3 柱为够');
  });

  it('explain the 🔥 the picture puts beside the active lifter', () => {
    expect(caption('in-play', 'en')).toContain('🔥 = the last to lift (掀)');
  });
});

describe('every 掀棋 picture of whole games', () => {
  it('meets the phone goal (table and panel, with a long name): words ≥ 12 px, pieces ≥ 16 px, nothing over anything, nothing cut', () => {
    const failures: string[] = [];
    const check = (picture: ReturnType<typeof renderXianqiTable>, locale: Locale, what: string) => {
      const report = legibilityOf(recordPicture(picture, locale), picture.width);
      if (!meetsGoal(report) || report.overlaps.length || report.cut.length) failures.push(`${what} ${locale}: ${report.smallestWord?.what}`);
    };
    for (const seed of [1, 5, 18]) {
      let x = seed;
      const choices: Rng = { int: (max) => ((x = (x * 1103515245 + 12345) % 2147483648), Math.floor(x / 65536) % max) };
      let s = xianqi.setup(['a', 'b', 'c'], {}, new ScriptedRng(drawsForDeal(SCRIPTED_HANDS)));
      for (let step = 0; ; step++) {
        for (const locale of ['en', 'ko'] as const) {
          check(renderXianqiTable(publicViewOf(xianqi, s), { locale, names: XIANQI_LONG_NAMES }), locale, `seed ${seed} step ${step}`);
          check(renderXianqiPanel(xianqi.playerView(s, 'b'), { locale, names: XIANQI_LONG_NAMES }), locale, `panel, seed ${seed} step ${step}`);
        }
        if (s.phase === 'between') break;
        // Knock now and then, and lift now and then, so that 掀扣 lines and every kind of settlement show up.
        const action: XianqiAction =
          s.phase === 'decide'
            ? { type: step % 3 ? 'nokou' : 'kou' }
            : s.phase === 'ask'
              ? { type: step % 2 ? 'xian' : 'pass' }
              : randomXianqiMove(s, actorOf(s)!, choices);
        const result = xianqi.apply(s, actorOf(s)!, action, new ScriptedRng());
        if (!result.ok) throw new Error(result.rejection.code);
        s = result.state;
      }
    }
    expect(failures).toEqual([]);
  }, 60_000);
});
