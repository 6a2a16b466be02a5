import { describe, expect, it } from 'vitest';
import { folded, typedList, typedWholeNumber, visibleLength, visibleSlice } from '../../src/input/numbers.js';
import { MAX_NAME, parsePrizeForm } from '../../src/games/bobing/prizes.js';
import { bobingConfigSchema } from '../../src/games/bobing/actions.js';
import { configProblem } from '../../src/rules/config-problem.js';
import { holdemConfigSchema } from '../../src/games/holdem/actions.js';
import { holdemUi } from '../../src/games/holdem/view.js';

describe('numbers as people type them', () => {
  it.each([
    ['800', 800],
    [' 800 ', 800],
    ['１２', 12], // full-width digits, as a Chinese or Japanese keyboard types them
    ['８００', 800],
    ['1,000', 1000],
    ['１，０００', 1000],
    ['0', 0],
  ])('reads %j as %d', (typed, value) => {
    expect(typedWholeNumber(typed)).toBe(value);
  });

  it.each(['', ' ', '12a', '1.5', '-5', '1,00', '1,0000', '12 34', '一二', '12345678901', undefined])('refuses %j', (typed) => {
    expect(typedWholeNumber(typed)).toBeNull();
  });

  it('splits a typed list on spaces, slashes and commas, full-width or ideographic ones too', () => {
    expect(typedList(' 1／2，4、8 16/32 ')).toEqual(['1', '2', '4', '8', '16', '32']);
    expect(typedList('１　２')).toEqual(['1', '2']); // an ideographic space
    expect(folded('状元＝月饼')).toBe('状元=月饼');
  });

  it('counts characters as people see them', () => {
    expect('🥮'.length).toBe(2);
    expect(visibleLength('🥮'.repeat(40))).toBe(40);
    expect(visibleLength('👨‍👩‍👧‍👦🇰🇷')).toBe(2);
    expect(visibleLength('e\u0301')).toBe(1);
    expect(visibleLength('月饼 mooncake')).toBe(11);
    expect(visibleSlice('🥮🥮🥮', 2)).toBe('🥮🥮');
    expect(visibleSlice('ab', 5)).toBe('ab');
  });
});

describe('the 博饼 prize form', () => {
  it('reads full-width counts and separators', () => {
    const r = parsePrizeForm('１／２／４／８／１６／３２', '状元＝金月饼');
    expect(r.ok && r.pool.zhuangyuan).toEqual({ count: 1, name: '金月饼' });
    expect(r.ok && r.pool.yixiu.count).toBe(32);
    expect(parsePrizeForm('1，0，0，0，0，2', '').ok).toBe(true);
  });

  it('takes a name of 40 emoji, which is 40 characters to the eye, and refuses 41', () => {
    const forty = parsePrizeForm('1/0/0/0/0/0', `状元=${'🥮'.repeat(MAX_NAME)}`);
    expect(forty.ok && forty.pool.zhuangyuan.name).toBe('🥮'.repeat(MAX_NAME));
    const more = parsePrizeForm('1/0/0/0/0/0', `状元=${'🥮'.repeat(MAX_NAME + 1)}`);
    expect(!more.ok && more.errors).toEqual([{ key: 'bobing.form.nameTooLong', params: { tier: '状元', max: MAX_NAME } }]);
  });

  it('a name the form takes also opens a table, escapes and all (it once failed with a zod message)', () => {
    const r = parsePrizeForm('1/0/0/0/0/1', `状元=${'*_'.repeat(20)}\n一秀=${'@'.repeat(40)}`);
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(r.pool.zhuangyuan.name!.length).toBe(80); // every mark escaped, still 40 to the eye
    expect(bobingConfigSchema.safeParse({ prizes: r.pool }).success).toBe(true);
  });

  it('shows a wrong line cut on whole characters', () => {
    const r = parsePrizeForm('1/0/0/0/0/1', '🥮'.repeat(50));
    expect(!r.ok && r.errors).toEqual([{ key: 'bobing.form.nameLine', params: { line: '🥮'.repeat(40) } }]);
  });

  it("the config schema says a pool's problem in the form's own words", () => {
    const pool = parsePrizeForm('1/0/0/0/0/1', '');
    if (!pool.ok) throw new Error('the pool should parse');
    const bad = bobingConfigSchema.safeParse({ prizes: { ...pool.pool, zhuangyuan: { count: 11, name: null } } });
    expect(!bad.success && configProblem(bad.error)).toEqual({ key: 'bobing.form.tooManyZhuangyuan', params: { max: 10 } });
  });
});

describe("Hold'em options", () => {
  const problem = (config: unknown) => {
    const r = holdemConfigSchema.safeParse(config);
    return r.success ? null : configProblem(r.error);
  };

  it('names the options and values that disagree', () => {
    expect(problem({ smallBlind: 30, bigBlind: 20 })).toEqual({ key: 'holdem.problem.bigBelowSmall', params: { big: 20, small: 30 } });
    expect(problem({ bigBlind: 20, minBuyIn: 10 })).toEqual({ key: 'holdem.problem.buyInBelowBlind', params: { buyIn: 10, big: 20 } });
    expect(problem({ minBuyIn: 5000, maxBuyIn: 1000 })).toEqual({ key: 'holdem.problem.maxBelowMin', params: { max: 1000, min: 5000 } });
    expect(problem({ bigBlind: 2_000_000 })).toEqual({ key: 'holdem.problem.bigBlind', params: { min: 1, max: 1_000_000 } });
    expect(problem({ maxBuyIn: 200_000_000 })).toEqual({ key: 'holdem.problem.maxBuyIn', params: { max: 100_000_000 } });
  });

  it('answers a value of the wrong shape as an out-of-date command', () => {
    expect(problem({ smallBlind: '10' })).toEqual({ key: 'error.unknownCommand' });
    expect(problem({ bigBlind: 20.5 })).toEqual({ key: 'error.unknownCommand' });
  });

  it('moves the default of one buy-in bound to meet the other one when only one is given', () => {
    expect(holdemConfigSchema.parse({ maxBuyIn: 500 })).toEqual({ smallBlind: 10, bigBlind: 20, minBuyIn: 500, maxBuyIn: 500 });
    expect(holdemConfigSchema.parse({ minBuyIn: 3000 })).toEqual({ smallBlind: 10, bigBlind: 20, minBuyIn: 3000, maxBuyIn: 3000 });
    expect(holdemConfigSchema.parse({ bigBlind: 50, smallBlind: 25 })).toEqual({ smallBlind: 25, bigBlind: 50, minBuyIn: 2000, maxBuyIn: 5000 });
  });

  it('reads an amount typed with full-width digits in its modals', () => {
    expect(holdemUi.decode(['sit'], [], { amount: '８００' })).toEqual({ action: { type: 'sit', buyIn: 800 } });
    expect(holdemUi.decode(['raise'], [], { amount: '1,200' })).toEqual({ action: { type: 'raise', to: 1200 } });
    expect(holdemUi.decode(['raise'], [], { amount: '１２a' })).toEqual({ invalid: { key: 'holdem.badAmount' } });
  });
});
