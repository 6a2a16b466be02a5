import { describe, expect, it } from 'vitest';
import { bobing } from '../../src/games/bobing/rules.js';
import type { BobingState } from '../../src/games/bobing/actions.js';
import { ScriptedRng } from '../support/scripted-rng.js';
import { traditionalPool } from '../../src/games/bobing/prizes.js';
import { tableMessage } from '../../src/views/table.js';
import { LOCALES } from '../../src/kernel/session.js';
import { testRng } from '../support/test-rng.js';
import { sampleSession } from '../support/sessions.js';
import { expectValidMessage } from '../support/builders.js';
import { bobingUi } from '../../src/games/bobing/view.js';
import { translator } from '../../src/i18n/catalog.js';
import { GAMES } from '../support/games.js';

const PLAYERS = Array.from({ length: 12 }, (_, i) => `1000000000000000${String(i + 10)}`);

describe('博饼 table', () => {
  it("with 12 players and long prize names, a whole traditional game fits Discord's limits in every language", () => {
    const prizes = traditionalPool();
    for (const tier of Object.keys(prizes) as Array<keyof typeof prizes>) prizes[tier].name = 'x'.repeat(40);
    let state = bobing.setup(PLAYERS, { prizes }, testRng);
    let rolls = 0;
    while (!state.finished && rolls < 20_000) {
      const r = bobing.apply(state, PLAYERS[state.current]!, { type: 'roll' }, testRng);
      if (!r.ok) throw new Error(r.rejection.code);
      state = r.state;
      rolls++;
      const body = tableMessage(
        GAMES,
        sampleSession({
          game: 'bobing',
          phase: state.finished ? 'finished' : 'playing',
          state,
          config: { prizes },
          players: [],
          locale: LOCALES[rolls % 3]!,
          deadline: 2e12,
        }),
      );
      expectValidMessage(body);
    }
    expect(state.finished).toBe(true);
    // 62 of the 63 prizes are claimed for good; the 状元 is held by the best 状元 roll
    const claimed = Object.values(state.winnings)
      .flatMap((w) => Object.values(w))
      .reduce((a, b) => a + (b ?? 0), 0);
    expect(claimed).toBe(62);
    expect(state.holders).toHaveLength(1);
    expect(state.champion).toEqual(state.holders[0]);
  });
});

describe('博饼 table texts', () => {
  const [A, B] = PLAYERS as [string, string];
  const pool = (zhuangyuan: number, yixiu: number) => {
    const p = traditionalPool();
    for (const tier of Object.keys(p) as Array<keyof typeof p>) p[tier] = { count: 0, name: null };
    p.zhuangyuan.count = zhuangyuan;
    p.yixiu.count = yixiu;
    return p;
  };
  const text = (state: BobingState, locale: (typeof LOCALES)[number] = 'en') => {
    const body = tableMessage(
      GAMES,
      sampleSession({
        game: 'bobing',
        phase: state.finished ? 'finished' : 'playing',
        state,
        config: { prizes: state.prizes },
        players: [],
        locale,
        deadline: 2e12,
      }),
    );
    expectValidMessage(body);
    return JSON.stringify(body);
  };
  const roll = (s: BobingState, p: string, ...dice: number[]) => {
    const r = bobing.apply(s, p, { type: 'roll' }, ScriptedRng.dice(...dice));
    if (!r.ok) throw new Error(r.rejection.code);
    return r.state;
  };

  it('a 状元 at a table without 状元 prizes never "does not beat the 状元 already held"', () => {
    const s = roll(bobing.setup([A], { prizes: pool(0, 2) }, testRng), A, 4, 4, 4, 4, 2, 3);
    expect(text(s)).toContain('This table has no 状元 prize, so it wins nothing.');
    expect(text(s)).not.toContain('does not beat');
    expect(text(s, 'ko')).toContain('장원 상품이 없어');
  });

  it('after the game nothing is held provisionally, and Korean calls 状元 장원', () => {
    const s = roll(bobing.setup([A], { prizes: pool(1, 0) }, testRng), A, 4, 4, 4, 4, 2, 3);
    expect(s.finished).toBe(true);
    expect(text(s)).toContain('wins a 状元 prize');
    expect(text(s, 'ko')).not.toContain('잠정');
    expect(text(s, 'zh-CN')).not.toContain('暂得');
    expect(text(s, 'ko')).toContain('**장원!**');
    expect(text(s, 'ko')).toContain(`<@${A}>: 状元 ×1`);
    const during = roll(bobing.setup([A, B], { prizes: pool(1, 5) }, testRng), A, 4, 4, 4, 4, 2, 3);
    expect(text(during)).toContain('holds a 状元 prize');
  });

  it("an away player's roll is shown after the roll that led to it, and a leaver's winnings stay listed", () => {
    let s = bobing.setup([A, B], { prizes: pool(1, 5) }, testRng);
    s = { ...s, away: [B] };
    s = roll(s, A, 4, 1, 2, 2, 3, 5, 4, 1, 2, 2, 3, 6); // A's 一秀, then B's, rolled at once
    const shown = text(s);
    expect(shown).toContain(`<@${A}> rolled`);
    expect(shown).toContain(`💤 <@${B}> rolled (away: rolled automatically)`);
    s = bobing.forfeit(s, B, testRng).state;
    expect(text(s)).toContain(`<@${B}> (left): 一秀 ×1`);
  });

  it("the results name the organiser's prizes, punctuated in the table's language", () => {
    const prizes = pool(1, 5);
    prizes.yixiu.name = 'Tea';
    prizes.zhuangyuan.name = 'Gold mooncake';
    let s = bobing.setup([A, B], { prizes }, testRng);
    s = roll(s, A, 4, 1, 2, 2, 3, 5); // 一秀
    s = roll(s, B, 4, 4, 4, 4, 2, 3); // 状元 (四点红)
    s = roll(s, A, 4, 1, 2, 2, 3, 6); // 一秀 again
    expect(text(s)).toContain(`<@${A}>: 一秀 (Tea) ×2`);
    expect(text(s)).toContain(`<@${B}>: 状元 (Gold mooncake) ×1`);
    expect(text(s, 'zh-CN')).toContain(`<@${A}>：一秀（Tea）×2`);
    expect(text(s, 'ko')).toContain(`<@${A}>: 一秀(Tea) ×2`);
    expect(text(s, 'en')).toContain('一秀 (One Red): takes a prize (Tea).');
  });

  it('a roll whose tier has no prize left says so, in the recent rolls too', () => {
    let s = bobing.setup([A, B], { prizes: pool(1, 1) }, testRng);
    s = roll(s, A, 4, 1, 2, 2, 3, 5); // the only 一秀
    s = roll(s, B, 4, 1, 2, 2, 3, 6); // 一秀 again: none left
    expect(text(s)).toContain('一秀 (One Red), but that tier has no prizes left.');
    s = roll(s, A, 1, 2, 2, 3, 5, 6); // nothing: B's roll moves to the recent list
    expect(text(s)).toContain(`<@${B}> 🔴 ⚀ ⚁ ⚁ ⚂ ⚅ 一秀 (no prize left)`);
    expect(text(s)).toContain(`<@${A}> 🔴 ⚀ ⚁ ⚁ ⚂ ⚄ 一秀"`);
    expect(text(s, 'zh-CN')).toContain('一秀（奖品已领完）');
  });

  it('a roll of a tier the organiser gave no prize says the table has none, not that they ran out', () => {
    let s = bobing.setup([A, B], { prizes: pool(1, 0) }, testRng);
    s = roll(s, A, 4, 1, 2, 2, 3, 5); // 一秀, which this table has no prize for
    expect(text(s)).toContain('一秀 (One Red), but this table has no prize for that tier.');
    s = roll(s, B, 1, 2, 2, 3, 5, 6);
    expect(text(s)).toContain(`<@${A}> 🔴 ⚀ ⚁ ⚁ ⚂ ⚄ 一秀 (no prize)`);
    expect(text(s, 'ko')).toContain('一秀(상품 없음)');
  });
});

describe('博饼 lobby settings', () => {
  it('shows the prize names the host typed, for the tiers that have prizes, in the reader’s language', () => {
    const prizes = traditionalPool();
    prizes.zhuangyuan.name = '金月饼';
    prizes.yixiu.name = '饼';
    prizes.duitang = { count: 0, name: 'unused' };
    const lines = (locale: 'en' | 'zh-CN' | 'ko') => bobingUi.settings!(translator(locale), { prizes });
    expect(lines('en')).toContain('Prize names: 状元 金月饼 · 一秀 饼');
    expect(lines('zh-CN')).toContain('奖品名称：状元 金月饼 · 一秀 饼');
    expect(lines('ko')).toContain('상품 이름: 状元 金月饼 · 一秀 饼');
    expect(lines('en').join('\n')).not.toContain('unused');
    expect(bobingUi.settings!(translator('en'), { prizes: traditionalPool() })).toHaveLength(1);
  });
});
