import { describe, expect, it } from 'vitest';
import { bobing, weakestHolder } from '../../src/games/bobing/rules.js';
import { type BobingState, bobingConfigSchema } from '../../src/games/bobing/actions.js';
import { cleanName, parsePrizeForm, traditionalPool, type PrizePool } from '../../src/games/bobing/prizes.js';
import { ScriptedRng } from '../support/scripted-rng.js';

const [A, B, C] = ['100000000000000001', '100000000000000002', '100000000000000003'];

function pool(counts: Partial<Record<keyof PrizePool, number>>): PrizePool {
  const base = traditionalPool();
  for (const tier of Object.keys(base) as Array<keyof PrizePool>) base[tier] = { count: counts[tier] ?? 0, name: null };
  return base;
}

function roll(state: BobingState, player: string, ...dice: number[]): BobingState {
  const r = bobing.apply(state, player, { type: 'roll' }, ScriptedRng.dice(...dice));
  if (!r.ok) throw new Error(r.rejection.code);
  return r.state;
}

describe('prize configuration', () => {
  it('defaults to the traditional 63 pieces', () => {
    const { prizes } = bobingConfigSchema.parse({});
    expect(Object.values(prizes).reduce((s, p) => s + p.count, 0)).toBe(63);
    expect(prizes.zhuangyuan.count).toBe(1);
    expect(prizes.yixiu.count).toBe(32);
  });

  it('reads a tier in the names as the host can type it: traditional characters, the Korean reading or the pinyin', () => {
    const r = parsePrizeForm('1/1/1/1/1/1', '狀元=금월병\n대당=A\nsanhong=B\n四進=C\n二舉=D\n일수=녹차');
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(Object.fromEntries(Object.entries(r.pool).map(([tier, p]) => [tier, p.name]))).toEqual({
      zhuangyuan: '금월병',
      duitang: 'A',
      sanhong: 'B',
      sijin: 'C',
      erju: 'D',
      yixiu: '녹차',
    });
    expect(parsePrizeForm('1/1/1/1/1/1', '大奖=x').ok).toBe(false);
  });

  it('reads counts in 状元/对堂/三红/四进/二举/一秀 order and optional names', () => {
    const r = parsePrizeForm(' 2 / 1 / 0 / 3 / 5 / 10 ', '状元=Gold mooncake\n一秀：Tea\n');
    expect(r.ok && r.pool).toEqual({
      zhuangyuan: { count: 2, name: 'Gold mooncake' },
      duitang: { count: 1, name: null },
      sanhong: { count: 0, name: null },
      sijin: { count: 3, name: null },
      erju: { count: 5, name: null },
      yixiu: { count: 10, name: 'Tea' },
    });
  });

  it.each([
    ['1/2/3', '', 'bobing.form.counts'],
    ['1/2/3/4/5/x', '', 'bobing.form.counts'],
    ['11/0/0/0/0/0', '', 'bobing.form.tooManyZhuangyuan'],
    ['1/0/0/0/0/201', '', 'bobing.form.tooMany'],
    ['0/0/0/0/0/0', '', 'bobing.form.none'],
    ['1/0/0/0/0/1', 'prize for all', 'bobing.form.nameLine'],
    ['1/0/0/0/0/1', `状元=${'x'.repeat(41)}`, 'bobing.form.nameTooLong'],
  ])('refuses counts %j names %j with %s', (counts, names, key) => {
    const r = parsePrizeForm(counts, names);
    expect(r.ok).toBe(false);
    expect(!r.ok && r.errors.map((e) => e.key)).toEqual([key]);
  });

  it('reports every problem of the form at once, in the form’s order', () => {
    const r = parsePrizeForm('11/0/0/0/0/0', `状元=${'x'.repeat(41)}\nprize for all\n大奖=x`);
    expect(!r.ok && r.errors).toEqual([
      { key: 'bobing.form.tooManyZhuangyuan', params: { max: 10 } },
      { key: 'bobing.form.nameTooLong', params: { tier: '状元', max: 40 } },
      { key: 'bobing.form.nameLines', params: { count: 2, lines: 'prize for all · 大奖=x' } },
    ]);
    // Counts that are not six numbers are one problem; the names are still read.
    const both = parsePrizeForm('1/2/3', 'nope');
    expect(!both.ok && both.errors.map((e) => e.key)).toEqual(['bobing.form.counts', 'bobing.form.nameLine']);
  });

  it('makes names safe: no mentions, no markdown, one line', () => {
    expect(cleanName('**Gold** @everyone <@123>\n[link](x)')).toBe('\\*\\*Gold\\*\\* @\u200beveryone <\u200b@\u200b123> \\[link\\]\\(x\\)');
  });
});

describe('claiming prizes', () => {
  it('a roll in a tier takes one of its prizes while any is left, then wins nothing', () => {
    let s = bobing.setup([A, B], { prizes: pool({ zhuangyuan: 1, yixiu: 1, erju: 1 }) }, new ScriptedRng());
    s = roll(s, A, 4, 1, 2, 2, 3, 5); // 一秀
    expect(s.recent[0]).toMatchObject({ tier: 'yixiu', result: 'won' });
    expect(s.left.yixiu).toBe(0);
    s = roll(s, B, 4, 1, 2, 2, 3, 6); // 一秀 again: used up
    expect(s.recent[0]).toMatchObject({ tier: 'yixiu', result: 'used-up' });
    expect(s.winnings).toEqual({ [A]: { yixiu: 1 }, [B]: {} });
    s = roll(s, A, 1, 2, 3, 5, 6, 6); // nothing
    expect(s.recent[0]).toMatchObject({ tier: null, result: 'none' });
  });

  it('takes turns in seat order', () => {
    let s = bobing.setup([A, B, C], { prizes: pool({ zhuangyuan: 1 }) }, new ScriptedRng());
    expect(bobing.actors(s)).toEqual([A]);
    s = roll(s, A, 1, 2, 3, 5, 6, 6);
    expect(bobing.actors(s)).toEqual([B]);
    expect(bobing.apply(s, C, { type: 'roll' }, new ScriptedRng()).ok).toBe(false);
  });
});

describe('状元 held provisionally', () => {
  it('a strictly better 状元 takes it from the holder; an equal one does not', () => {
    let s = bobing.setup([A, B, C], { prizes: pool({ zhuangyuan: 1, yixiu: 5 }) }, new ScriptedRng());
    s = roll(s, A, 4, 4, 4, 4, 2, 3); // 四点红, sum 5: A holds
    expect(s.holders.map((h) => h.player)).toEqual([A]);
    expect(s.recent[0]!.result).toBe('held');
    s = roll(s, B, 4, 4, 4, 4, 1, 4); // five 4s: 五红 beats 四点红
    expect(s.recent[0]).toMatchObject({ result: 'took-over', from: A, kind: 'wuhong' });
    expect(s.holders.map((h) => h.player)).toEqual([B]);
    s = roll(s, C, 4, 4, 4, 4, 4, 1); // 五红 with the same odd die: equal, the earlier stands
    expect(s.recent[0]!.result).toBe('not-enough');
    expect(s.holders.map((h) => h.player)).toEqual([B]);
    expect(s.zhuangyuanRolled).toBe(3);
  });

  it('with several 状元 prizes the first rolls each hold one and a better roll takes the weakest', () => {
    let s = bobing.setup([A, B, C], { prizes: pool({ zhuangyuan: 2, yixiu: 9 }) }, new ScriptedRng());
    s = roll(s, A, 4, 4, 4, 4, 5, 6); // 四点红 sum 11
    s = roll(s, B, 4, 4, 4, 4, 2, 3); // 四点红 sum 5
    expect(s.holders.map((h) => h.player)).toEqual([A, B]);
    expect(weakestHolder(s.holders)!.player).toBe(B);
    s = roll(s, C, 4, 4, 4, 4, 3, 3); // 四点红 sum 6: beats B's 5
    expect(s.recent[0]).toMatchObject({ result: 'took-over', from: B });
    expect(s.holders.map((h) => h.player).sort()).toEqual([A, C].sort());
  });

  it('among equal holders the later one is the weakest (the earlier roll stands)', () => {
    let s = bobing.setup([A, B, C], { prizes: pool({ zhuangyuan: 2, yixiu: 9 }) }, new ScriptedRng());
    s = roll(s, A, 4, 4, 4, 4, 2, 3);
    s = roll(s, B, 4, 4, 4, 4, 3, 2);
    expect(weakestHolder(s.holders)!.player).toBe(B);
  });
});

describe('the end of the game', () => {
  it('goes on after the other prizes are gone while no 状元 has been rolled, then ends and crowns the best holder', () => {
    let s = bobing.setup([A, B], { prizes: pool({ zhuangyuan: 1, yixiu: 1 }) }, new ScriptedRng());
    s = roll(s, A, 4, 1, 2, 2, 3, 5); // the only 一秀 prize
    expect(s.finished).toBe(false);
    s = roll(s, B, 1, 2, 3, 5, 6, 6);
    s = roll(s, A, 1, 2, 3, 5, 6, 6);
    expect(s.finished).toBe(false);
    s = roll(s, B, 4, 4, 4, 4, 1, 1); // 插金花
    expect(s.finished).toBe(true);
    expect(s.champion).toMatchObject({ player: B, kind: 'chajinhua' });
    expect(bobing.outcome(s)).toEqual({ winners: [B] });
    expect(bobing.actors(s)).toEqual([]);
  });

  it('with two 状元 prizes it waits for two 状元 rolls', () => {
    let s = bobing.setup([A, B], { prizes: pool({ zhuangyuan: 2 }) }, new ScriptedRng());
    s = roll(s, A, 4, 4, 4, 4, 2, 3);
    expect(s.finished).toBe(false);
    s = roll(s, B, 6, 6, 6, 6, 6, 6);
    expect(s.finished).toBe(true);
    expect(s.champion!.player).toBe(B); // 六杯黑 beats 四点红
  });

  it('with no 状元 prize it ends when the other prizes are gone, and crowns nobody', () => {
    let s = bobing.setup([A], { prizes: pool({ erju: 1 }) }, new ScriptedRng());
    s = roll(s, A, 4, 4, 1, 2, 3, 5);
    expect(s.finished).toBe(true);
    expect(s.champion).toBeNull();
  });
});

describe('timeouts and away players', () => {
  it('rolls automatically; after three in a row the player is away and their turns are rolled at once, still winning prizes', () => {
    let s = bobing.setup([A, B], { prizes: pool({ zhuangyuan: 1, yixiu: 5 }) }, new ScriptedRng());
    s = bobing.onTimeout(s, ScriptedRng.dice(1, 2, 3, 5, 6, 6)).state;
    expect(s.recent[0]).toMatchObject({ player: A, auto: true, away: false });
    for (let i = 0; i < 2; i++) {
      s = roll(s, B, 1, 2, 3, 5, 6, 6);
      s = bobing.onTimeout(s, ScriptedRng.dice(1, 2, 3, 5, 6, 6)).state;
    }
    expect(s.away).toEqual([A]);
    expect(bobing.actors(s)).toEqual([B]);
    // B rolls nothing; A's turn is rolled at once (a 一秀: A wins the prize), and it is B's turn again
    s = roll(s, B, 1, 2, 3, 5, 6, 6, 4, 1, 2, 2, 3, 5);
    expect(s.recent[0]).toMatchObject({ player: A, auto: true, away: true, tier: 'yixiu', result: 'won' });
    expect(s.winnings[A]).toEqual({ yixiu: 1 });
    expect(bobing.actors(s)).toEqual([B]);
    const back = bobing.apply(s, A, { type: 'back' }, new ScriptedRng());
    if (!back.ok) throw new Error(back.rejection.code);
    s = back.state;
    expect(s.away).toEqual([]);
    s = roll(s, B, 1, 2, 3, 5, 6, 6);
    expect(bobing.actors(s)).toEqual([A]);
  });

  it('when everyone is away nobody is rolled for; "I\'m back" rolls for the away players up to the one who came back', () => {
    let s = bobing.setup([A, B], { prizes: pool({ zhuangyuan: 1, yixiu: 5 }) }, new ScriptedRng());
    s = { ...s, away: [A, B] };
    expect(bobing.present(s)).toEqual([]);
    // It is A's turn; B comes back: A (away) is rolled for at once, then it is B's turn
    const back = bobing.apply(s, B, { type: 'back' }, ScriptedRng.dice(1, 2, 3, 5, 6, 6));
    if (!back.ok) throw new Error(back.rejection.code);
    expect(back.state.recent[0]).toMatchObject({ player: A, away: true });
    expect(bobing.actors(back.state)).toEqual([B]);
    expect(bobing.present(back.state)).toEqual([B]);
  });
});

describe('players who leave', () => {
  it('roll no more and win nothing more; what they won stays theirs; their 状元 crowns nobody', () => {
    let s = bobing.setup([A, B, C], { prizes: pool({ zhuangyuan: 1, yixiu: 2 }) }, new ScriptedRng());
    s = roll(s, A, 4, 4, 4, 4, 2, 3); // A holds the 状元
    s = roll(s, B, 4, 1, 2, 2, 3, 5); // B wins a 一秀
    s = bobing.forfeit(s, B, new ScriptedRng()).state;
    expect(bobing.hasLeft(s, B)).toBe(true);
    s = bobing.forfeit(s, A, new ScriptedRng()).state; // A leaves holding the 状元
    expect(bobing.actors(s)).toEqual([C]);
    s = roll(s, C, 1, 2, 3, 5, 6, 6);
    expect(bobing.actors(s)).toEqual([C]); // A and B are skipped, never rolled for
    s = roll(s, C, 4, 1, 2, 2, 3, 6); // the last 一秀: the game ends
    expect(s.finished).toBe(true);
    expect(s.winnings[B]).toEqual({ yixiu: 1 });
    expect(s.holders.map((h) => h.player)).toEqual([A]); // the 状元 prize stays A's
    expect(s.champion).toBeNull(); // but a leaver is never crowned
    expect(bobing.outcome(s)).toEqual({ winners: [] });
    expect(s.recent.every((r) => r.player !== A || r.seq === 1)).toBe(true);
  });

  it('the current player leaving passes the turn; when everyone has left the game ends', () => {
    let s = bobing.setup([A, B], { prizes: pool({ zhuangyuan: 1 }) }, new ScriptedRng());
    s = bobing.forfeit(s, A, new ScriptedRng()).state;
    expect(bobing.actors(s)).toEqual([B]);
    expect(bobing.apply(s, A, { type: 'back' }, new ScriptedRng())).toMatchObject({ ok: false, rejection: { code: 'left', key: 'error.youLeft' } });
    s = bobing.forfeit(s, B, new ScriptedRng()).state;
    expect(s.finished).toBe(true);
    expect(bobing.outcome(s)).toEqual({ winners: [] });
  });
});

describe('a 状元 at a table with no 状元 prize', () => {
  it('is recorded as winning nothing, not as failing to beat a holder', () => {
    let s = bobing.setup([A], { prizes: pool({ yixiu: 2 }) }, new ScriptedRng());
    s = roll(s, A, 4, 4, 4, 4, 2, 3);
    expect(s.recent[0]).toMatchObject({ tier: 'zhuangyuan', result: 'no-prize' });
    expect(s.holders).toEqual([]);
  });
});
