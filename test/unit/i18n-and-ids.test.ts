import { describe, expect, it } from 'vitest';
import { en } from '../../src/i18n/en.js';
import { zhCN } from '../../src/i18n/zh-CN.js';
import { ko } from '../../src/i18n/ko.js';
import { resolveLocale, translate } from '../../src/i18n/catalog.js';
import { decodeControlId, encodeControlId } from '../../src/interactions/custom-id.js';
import { COMMANDS } from '../../src/commands/index.js';

const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();

describe('catalogs', () => {
  it.each([
    ['zh-CN', zhCN],
    ['ko', ko],
  ])('%s translates every message with the same placeholders as English', (_name, catalog) => {
    for (const [key, english] of Object.entries(en)) {
      const text = (catalog as Record<string, string>)[key];
      expect(text, key).toBeTruthy();
      expect(placeholders(text!), key).toEqual(placeholders(english));
    }
  });

  it('maps Discord locales to ours', () => {
    expect(resolveLocale('zh-TW')).toBe('zh-CN');
    expect(resolveLocale('zh-CN')).toBe('zh-CN');
    expect(resolveLocale('ko')).toBe('ko');
    expect(resolveLocale('en-GB')).toBe('en');
    expect(resolveLocale('fr')).toBe('en');
    expect(resolveLocale(undefined)).toBe('en');
  });

  it('fills placeholders and leaves unknown ones visible', () => {
    expect(translate('en', 'error.tableFull', { max: 6 })).toBe('The table is full (6 seats).');
    expect(translate('en', 'error.tableFull')).toContain('{max}');
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
    expect([...COMMANDS.keys()].sort()).toEqual(['end', 'hand', 'leave', 'play', 'rules', 'table']);
    for (const command of COMMANDS.values()) {
      check(command.data);
      expect(command.data.description_localizations).toHaveProperty('zh-CN');
      expect(command.data.description_localizations).toHaveProperty('ko');
    }
  });
});
