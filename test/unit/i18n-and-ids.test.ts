import { describe, expect, it } from 'vitest';
import { en } from '../../src/i18n/en/index.js';
import { zhCN } from '../../src/i18n/zh-CN/index.js';
import { ko } from '../../src/i18n/ko/index.js';
import { entryOf, MESSAGE_KEYS, placeholdersOf, resolveLocale, translate, translator, type Locale, type MessageKey } from '../../src/i18n/catalog.js';
import type { Entry } from '../../src/i18n/catalog-types.js';
import { decodeControlId, encodeControlId } from '../../src/ids/custom-id.js';
import { GAMES } from '../support/games.js';
import { slashCommands } from '../../src/commands/index.js';
import { readFileSync } from 'node:fs';

const COMMANDS = slashCommands(GAMES);

const LOCALES: Locale[] = ['en', 'zh-CN', 'ko'];

describe('catalogs', () => {
  it.each([
    ['zh-CN', zhCN],
    ['ko', ko],
  ])('%s translates every message with the same placeholders as English', (_name, catalog) => {
    expect(Object.keys(catalog).sort()).toEqual(Object.keys(en).sort());
    for (const [key, english] of Object.entries(en)) {
      const entry = (catalog as Record<string, Entry>)[key];
      expect(entry, key).toBeTruthy();
      expect(placeholdersOf(entry!), key).toEqual(placeholdersOf(english));
    }
  });

  it('renders every message in every language with exactly the parameters English asks for, leaving no hole', () => {
    for (const key of MESSAGE_KEYS) {
      const names = placeholdersOf(entryOf('en', key));
      for (const count of [0, 1, 2, 5]) {
        const params = Object.fromEntries(names.map((n) => [n, n === 'count' ? count : `<${n}>`]));
        for (const locale of LOCALES) {
          const text = (translate as (l: Locale, k: MessageKey, p: object) => string)(locale, key, params);
          expect(text, `${locale} ${key}`).not.toMatch(/\{\w+\}/);
          for (const n of names) if (n !== 'count') expect(text, `${locale} ${key} shows {${n}}`).toContain(`<${n}>`);
        }
      }
    }
  });

  it('refuses, in tests, a message rendered with a missing or an extra parameter', () => {
    const loose = translate as (l: Locale, k: MessageKey, p?: object) => string;
    expect(() => loose('en', 'error.tableFull')).toThrow(/missing its \{max\}/);
    expect(() => loose('en', 'error.tableFull', { max: 6, game: 'x' })).toThrow(/does not use: game/);
    expect(() => loose('ko', 'error.notEnoughPlayers', {})).toThrow(/count/);
  });

  it("picks plural forms by each language's rules", () => {
    expect(translate('en', 'error.notEnoughPlayers', { count: 1 })).toBe('This game needs at least 1 player to start.');
    expect(translate('en', 'error.notEnoughPlayers', { count: 2 })).toBe('This game needs at least 2 players to start.');
    expect(translate('zh-CN', 'error.notEnoughPlayers', { count: 1 })).toContain('1 名玩家');
    expect(translator('ko').message({ key: 'error.tableFull', params: { max: 6 } })).toContain('6');
  });

  it('maps Discord locales to ours', () => {
    expect(resolveLocale('zh-TW')).toBe('zh-CN');
    expect(resolveLocale('zh-CN')).toBe('zh-CN');
    expect(resolveLocale('ko')).toBe('ko');
    expect(resolveLocale('en-GB')).toBe('en');
    expect(resolveLocale('fr')).toBe('en');
    expect(resolveLocale(undefined)).toBe('en');
  });

  it('fills placeholders', () => {
    expect(translate('en', 'error.tableFull', { max: 6 })).toBe('The table is full (6 seats).');
  });
});

/** Every form of every entry of a locale, with its key. */
const formsOf = (locale: Locale): Array<[MessageKey, string]> =>
  MESSAGE_KEYS.flatMap((key) => {
    const entry = entryOf(locale, key);
    return (typeof entry === 'string' ? [entry] : Object.values(entry)).map((form) => [key, form] as [MessageKey, string]);
  });

/** Does a Korean syllable end in a consonant (받침)? */
const hasBatchim = (syllable: string) => (syllable.charCodeAt(0) - 0xac00) % 28 !== 0;
/** Readings of the hanzi the catalogs put Korean particles on: true when the reading ends in a consonant. */
const HANZI_BATCHIM: Record<string, boolean> = {
  掀: true,
  状: true,
  元: true,
  相: true,
  扣: false,
  够: false,
  瓷: false,
  柱: false,
  狗: false,
  牛: false,
  士: false,
  车: false,
  马: false,
  棋: false,
};
const AFTER_CONSONANT = new Set(['이', '을', '은', '과', '으로']);
const AFTER_VOWEL = new Set(['가', '를', '는', '와']);

describe('catalog wording', () => {
  it('Korean never leaves a particle for the reader to choose, nor puts one straight after a placeholder', () => {
    for (const [key, form] of formsOf('ko')) {
      expect(form, key).not.toMatch(/이\(가\)|을\(를\)|은\(는\)|와\(과\)|\(으\)로|가\(이\)|를\(을\)/);
      // a placeholder's value has no sound the catalog knows (a die, a mention, a number): 님, a counter or a noun goes first
      expect(form, key).not.toMatch(/\}(이|가|을|를|은|는|와|과|으로|로)(?![\p{Script=Hangul}])/u);
    }
  });

  it('Korean particles after a hanzi term, or after a word with a gloss in brackets, agree with how it is read', () => {
    /** true: ends in a consonant; 'l': ends in ㄹ (takes 로, not 으로); undefined: unknown (a Latin word, a glyph). */
    const ending = (c: string): boolean | 'l' | undefined => {
      if (/\p{Script=Hangul}/u.test(c)) return (c.charCodeAt(0) - 0xac00) % 28 === 8 ? 'l' : hasBatchim(c);
      return HANZI_BATCHIM[c];
    };
    const agrees = (end: boolean | 'l', p: string) =>
      p === '로' ? end !== true : p === '으로' ? end === true : end === false ? AFTER_VOWEL.has(p) : AFTER_CONSONANT.has(p);
    const particle = /([\p{Script=Han}\p{Script=Hangul}])(?:\(([^()]*)\))?(으로|로|이|가|을|를|은|는|와|과)(?![\p{Script=Hangul}])/gu;
    let checked = 0;
    for (const [key, form] of formsOf('ko')) {
      for (const m of form.matchAll(particle)) {
        const [whole, word, gloss, p] = m as unknown as [string, string, string | undefined, string];
        // a Hangul word with no bracket: the particle is part of the word itself (가장, 이번…), not checked here
        if (gloss === undefined && !/\p{Script=Han}/u.test(word)) continue;
        const end = ending(word);
        if (end === undefined) continue;
        expect(agrees(end, p), `${key}: “${whole}”`).toBe(true);
        // after a hanzi, the Korean gloss is what many read aloud: it must agree too
        const glossEnd = gloss && /\p{Script=Han}/u.test(word) ? ending(gloss.trim().at(-1) ?? '') : undefined;
        if (glossEnd !== undefined) expect(agrees(glossEnd, p), `${key}: “${whole}”`).toBe(true);
        checked++;
      }
    }
    expect(checked).toBeGreaterThan(5);
  });

  it('Korean counts 掀棋 pieces with 개, never 장 (a card counter)', () => {
    for (const [key, form] of formsOf('ko').filter(([key]) => key.startsWith('xianqi.') || key.startsWith('gamelog.xianqi.') || key === 'rules.xianqi')) {
      expect(form, key).not.toMatch(/\d+장|\}장|장씩|장수|한 장|세 장|손에/);
    }
  });

  it('Chinese punctuates itself: no ASCII colon or comma after Chinese text or a placeholder', () => {
    for (const [key, form] of formsOf('zh-CN')) {
      const prose = form.replace(/`[^`]*`/g, '');
      expect(prose, key).not.toMatch(/[\p{Script=Han}}）]\s?[:,](?!\d)/u);
      expect(prose, key).not.toMatch(/[「」]/);
    }
  });

  it('Chinese Pirate Dice says 叫 and 开, as its players and the game log do, never 宣称 or 质疑', () => {
    for (const [key, form] of formsOf('zh-CN').filter(([key]) => key.includes('pirate') || key === 'stats.challengesWon')) {
      expect(form, key).not.toMatch(/宣称|质疑/);
    }
  });

  it('Chinese 掀棋 discards are 垫, never 扣下 (扣 is the knock)', () => {
    for (const [key, form] of formsOf('zh-CN')) expect(form, key).not.toContain('扣下');
    expect(translate('zh-CN', 'gamelog.xianqi.discarded', { player: 'A', count: 2 })).toContain('垫');
  });

  it('English never inflects a hanzi (no 扣s, 掀ed)', () => {
    for (const [key, form] of formsOf('en')) expect(form, key).not.toMatch(/\p{Script=Han}(s|ed|ing)\b/u);
  });

  it("a Discord timestamp, which reads in the reader's own language, stands as a label's value, not inside a sentence", () => {
    for (const key of ['table.turnEnds', 'xianqi.between', 'holdem.between'] as const) {
      for (const locale of LOCALES) {
        const form = entryOf(locale, key) as string;
        expect(form, `${locale} ${key}`).toMatch(/(: |：)\{when\}/);
      }
    }
    expect(translate('ko', 'table.turnEnds', { when: '<t:1:R>' })).toBe('턴 종료: <t:1:R>');
    expect(translate('zh-CN', 'table.turnEnds', { when: '<t:1:R>' })).toBe('行动截止：<t:1:R>');
  });

  it('the four games\' views and the game log take their punctuation from the catalog, never gluing ": ", ", " or " (…)" around its text', () => {
    const glue = [/\}: \$\{/, /\}: `/, /['"]: ['"]/, /join\(['"], ['"]\)/, / \(\$\{/];
    for (const file of [
      'src/games/pirate/view.ts',
      'src/games/yahtzee/view.ts',
      'src/games/bobing/view.ts',
      'src/games/xianqi/view.ts',
      'src/games/xianqi/piece-words.ts',
      'src/history/game-log.ts',
    ]) {
      const code = readFileSync(new URL(`../../${file}`, import.meta.url), 'utf8').replace(/^\s*(\/\/|\*|\/\*\*).*$/gm, '');
      for (const pattern of glue) expect(code, `${file} ${pattern}`).not.toMatch(pattern);
    }
  });

  it("punctuation keys punctuate in each language's own way", () => {
    expect(translate('en', 'fmt.labelValue', { label: 'A', value: 'B' })).toBe('A: B');
    expect(translate('zh-CN', 'fmt.labelValue', { label: '甲', value: '乙' })).toBe('甲：乙');
    expect(translate('zh-CN', 'fmt.paren', { text: 'x' })).toBe('（x）');
    expect(translate('zh-CN', 'fmt.list')).toBe('、');
    expect(translate('ko', 'fmt.paren', { text: 'x' })).toBe('(x)');
  });
});

describe('custom_id', () => {
  it('round-trips and stays within 100 characters', () => {
    const id = { sessionId: 'abcdef0123', version: 123456, verb: 'g' as const, args: ['bet', '6', '31'] };
    const encoded = encodeControlId(id);
    expect(encoded.length).toBeLessThanOrEqual(100);
    expect(decodeControlId(encoded)).toEqual(id);
  });

  it.each([
    '',
    'garbage',
    'p1:abc:1:join',
    'p2:abcdef:1:join',
    'p1:abcdef:1:explode',
    'p1:abcdef:!:join',
    'p1:abcdef:1:g:' + 'x'.repeat(17),
    'p1:abcdef:1:g:a:b:c:d:e',
    'x'.repeat(101),
  ])('refuses %j', (raw) => {
    expect(decodeControlId(raw)).toBeNull();
  });
});

describe('slash commands', () => {
  it('are valid for Discord, with localized names and descriptions', () => {
    const nameRule = /^[-_\p{L}\p{N}\p{sc=Deva}\p{sc=Thai}]{1,32}$/u;
    const check = (item: any) => {
      expect(item.name).toMatch(nameRule);
      expect(item.name).toBe(item.name.toLowerCase());
      expect(item.description.length).toBeGreaterThan(0);
      expect(item.description.length).toBeLessThanOrEqual(100);
      for (const text of Object.values(item.description_localizations ?? {}) as string[]) expect(text.length).toBeLessThanOrEqual(100);
      for (const text of Object.values(item.name_localizations ?? {}) as string[]) expect(text).toMatch(nameRule);
      for (const option of item.options ?? []) check(option);
    };
    expect([...COMMANDS.keys()].sort()).toEqual(['end', 'hand', 'history', 'leaderboard', 'leave', 'play', 'rules', 'settings', 'stats', 'table']);
    for (const command of COMMANDS.values()) {
      check(command.data);
      expect(command.data.description_localizations).toHaveProperty('zh-CN');
      expect(command.data.description_localizations).toHaveProperty('ko');
    }
  });
});

describe("a new table's language", () => {
  it("is the server's when the server chose Chinese or Korean, else the host's own", async () => {
    const { tableLocale } = await import('../../src/i18n/catalog.js');
    expect(tableLocale('en-US', 'zh-CN')).toBe('zh-CN');
    expect(tableLocale('en-GB', 'ko')).toBe('ko');
    expect(tableLocale('ko', 'en-US')).toBe('ko');
    expect(tableLocale('zh-TW', 'ko')).toBe('zh-CN');
    expect(tableLocale('fr', 'fr')).toBe('en');
    expect(tableLocale(null, 'ko')).toBe('ko');
  });
});
