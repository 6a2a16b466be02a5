import { describe, expect, it } from 'vitest';
import { en } from '../../src/i18n/en/index.js';
import { zhCN } from '../../src/i18n/zh-CN/index.js';
import { ko } from '../../src/i18n/ko/index.js';
import { entryOf, MESSAGE_KEYS, placeholdersOf, resolveLocale, translate, translator, type Locale, type MessageKey } from '../../src/i18n/catalog.js';
import type { Entry } from '../../src/i18n/catalog-types.js';
import { decodeControlId, encodeControlId } from '../../src/ids/custom-id.js';
import { COMMANDS } from '../../src/commands/index.js';

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

  it('picks plural forms by each language\'s rules', () => {
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

describe('custom_id', () => {
  it('round-trips and stays within 100 characters', () => {
    const id = { sessionId: 'abcdef0123', version: 123456, verb: 'g' as const, args: ['bet', '6', '31'] };
    const encoded = encodeControlId(id);
    expect(encoded.length).toBeLessThanOrEqual(100);
    expect(decodeControlId(encoded)).toEqual(id);
  });

  it.each(['', 'garbage', 'p1:abc:1:join', 'p2:abcdef:1:join', 'p1:abcdef:1:explode', 'p1:abcdef:!:join', 'p1:abcdef:1:g:' + 'x'.repeat(17), 'p1:abcdef:1:g:a:b:c:d:e', 'x'.repeat(101)])(
    'refuses %j',
    (raw) => {
      expect(decodeControlId(raw)).toBeNull();
    },
  );
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
    expect([...COMMANDS.keys()].sort()).toEqual(['end', 'hand', 'history', 'leaderboard', 'leave', 'play', 'rules', 'stats', 'table']);
    for (const command of COMMANDS.values()) {
      check(command.data);
      expect(command.data.description_localizations).toHaveProperty('zh-CN');
      expect(command.data.description_localizations).toHaveProperty('ko');
    }
  });
});
