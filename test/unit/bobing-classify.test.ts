import { describe, expect, it } from 'vitest';
import { classify, compareZhuangyuan, type Classification } from '../../src/games/bobing/classify.js';

function every(): number[][] {
  const rolls: number[][] = [];
  for (let n = 0; n < 6 ** 6; n++) {
    const dice: number[] = [];
    for (let i = 0, m = n; i < 6; i++, m = Math.floor(m / 6)) dice.push((m % 6) + 1);
    rolls.push(dice);
  }
  return rolls;
}

const label = (c: Classification) => (c.tier === 'zhuangyuan' ? `zhuangyuan:${c.kind}` : (c.tier ?? 'none'));

describe('classifying all 46,656 rolls', () => {
  const tally = new Map<string, number>();
  for (const dice of every()) {
    const key = label(classify(dice));
    tally.set(key, (tally.get(key) ?? 0) + 1);
  }

  it('counts each 状元 kind', () => {
    // 六杯红: all six dice 4. 1 roll.
    expect(tally.get('zhuangyuan:liubeihong')).toBe(1);
    // 遍地锦: all six dice 1. 1 roll.
    expect(tally.get('zhuangyuan:biandijin')).toBe(1);
    // 六杯黑: all six the same face among 2, 3, 5, 6. 4 rolls.
    expect(tally.get('zhuangyuan:liubeihei')).toBe(4);
    // 五红: exactly five 4s: 6 places for the odd die x 5 values (not 4) = 30.
    expect(tally.get('zhuangyuan:wuhong')).toBe(30);
    // 五子登科: exactly five of a face f other than 4: 5 faces x 6 places x 5 values for the sixth (not f; a 4 is allowed) = 150.
    expect(tally.get('zhuangyuan:wuzidengke')).toBe(150);
    // 状元插金花: four 4s and two 1s: C(6,4) = 15 arrangements.
    expect(tally.get('zhuangyuan:chajinhua')).toBe(15);
    // 四点红: exactly four 4s: C(6,4) x 5 x 5 = 375, less the 15 that are 插金花 = 360.
    expect(tally.get('zhuangyuan:sidianhong')).toBe(360);
  });

  it('counts each lower tier and the rolls that win nothing', () => {
    // 对堂: 1-2-3-4-5-6 in any order: 6! = 720.
    expect(tally.get('duitang')).toBe(720);
    // 四进: exactly four of a face f other than 4, the other two not f: 5 faces x C(6,4) x 5 x 5 = 1875
    // (their other two may be 4s: 四进 outranks 一秀 and 二举).
    expect(tally.get('sijin')).toBe(1875);
    // 三红: exactly three 4s; three dice cannot make 四进 or 状元, and 对堂 has one 4: C(6,3) x 5^3 = 2500.
    expect(tally.get('sanhong')).toBe(2500);
    // 二举: exactly two 4s: C(6,2) x 5^4 = 9375, less 四进 with two 4s (the other four one face f: 15 x 5 = 75) = 9300.
    expect(tally.get('erju')).toBe(9300);
    // 一秀: exactly one 4: 6 x 5^5 = 18750, less 对堂 (720), 五子登科 with one 4 (5 faces x 6 places = 30)
    // and 四进 with one 4 (5 faces x 6 places for the 4 x 5 places for the last die x 4 values not 4 or f = 600) = 17400.
    expect(tally.get('yixiu')).toBe(17400);
    // Nothing: no 4 at all: 5^6 = 15625, less six of a kind (5), five of a kind with a sixth die neither 4 nor f
    // (5 x 6 x 4 = 120) and four of a kind with two dice neither 4 nor f (5 x 15 x 4 x 4 = 1200) = 14300.
    expect(tally.get('none')).toBe(14300);
  });

  it('leaves no roll uncounted', () => {
    expect([...tally.values()].reduce((a, b) => a + b, 0)).toBe(46656);
    expect(tally.size).toBe(13);
  });
});

describe('priority between tiers', () => {
  it.each<[number[], string]>([
    [[1, 2, 3, 4, 5, 6], 'duitang'], // has one 4, but 对堂 outranks 一秀
    [[2, 2, 2, 2, 4, 4], 'sijin'], // two 4s, but 四进 outranks 二举
    [[2, 2, 2, 2, 4, 1], 'sijin'],
    [[4, 4, 4, 4, 1, 1], 'zhuangyuan:chajinhua'],
    [[4, 4, 4, 4, 1, 2], 'zhuangyuan:sidianhong'],
    [[2, 2, 2, 2, 2, 4], 'zhuangyuan:wuzidengke'],
    [[3, 3, 3, 4, 4, 4], 'sanhong'],
    [[6, 6, 6, 6, 6, 6], 'zhuangyuan:liubeihei'],
    [[1, 1, 1, 1, 1, 1], 'zhuangyuan:biandijin'],
    [[1, 2, 3, 5, 6, 6], 'none'],
  ])('%j is %s', (dice, expected) => {
    expect(label(classify(dice))).toBe(expected);
  });
});

describe('状元 order and tie-breaks', () => {
  const z = (dice: number[]) => {
    const c = classify(dice);
    if (c.tier !== 'zhuangyuan') throw new Error('not 状元');
    return c;
  };
  it('orders the kinds 插金花 > 六杯红 > 遍地锦 > 六杯黑 > 五红 > 五子登科 > 四点红', () => {
    const ladder = [
      [4, 4, 4, 4, 6, 6],
      [2, 2, 2, 2, 2, 6],
      [4, 4, 4, 4, 4, 1],
      [2, 2, 2, 2, 2, 2],
      [1, 1, 1, 1, 1, 1],
      [4, 4, 4, 4, 4, 4],
      [4, 4, 1, 4, 1, 4],
    ].map(z);
    for (let i = 1; i < ladder.length; i++) expect(compareZhuangyuan(ladder[i]!, ladder[i - 1]!)).toBeGreaterThan(0);
  });
  it('四点红: the higher sum of the other two wins', () => {
    expect(compareZhuangyuan(z([4, 4, 4, 4, 6, 5]), z([4, 4, 4, 4, 6, 3]))).toBeGreaterThan(0);
    expect(compareZhuangyuan(z([4, 4, 4, 4, 6, 2]), z([4, 4, 4, 4, 5, 3]))).toBe(0);
  });
  it('五红: the odd die decides', () => {
    expect(compareZhuangyuan(z([4, 4, 4, 4, 4, 6]), z([4, 4, 4, 4, 4, 5]))).toBeGreaterThan(0);
  });
  it('五子登科: the odd die first, then the face of the five', () => {
    expect(compareZhuangyuan(z([2, 2, 2, 2, 2, 6]), z([6, 6, 6, 6, 6, 5]))).toBeGreaterThan(0);
    expect(compareZhuangyuan(z([6, 6, 6, 6, 6, 3]), z([5, 5, 5, 5, 5, 3]))).toBeGreaterThan(0);
    expect(compareZhuangyuan(z([5, 5, 5, 5, 5, 3]), z([5, 3, 5, 5, 5, 5]))).toBe(0);
  });
  it('六杯黑: the face decides', () => {
    expect(compareZhuangyuan(z([6, 6, 6, 6, 6, 6]), z([5, 5, 5, 5, 5, 5]))).toBeGreaterThan(0);
  });
});
