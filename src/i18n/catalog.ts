import { en, type MessageKey } from './en.js';
import { zhCN } from './zh-CN.js';
import { ko } from './ko.js';
import type { LOCALES } from '../store/session.js';

export type { MessageKey };
export type Locale = (typeof LOCALES)[number];
export type Catalog = Record<MessageKey, string>;
export type Params = Record<string, string | number>;
export type Translate = (key: MessageKey, params?: Params) => string;

const CATALOGS: Record<Locale, Catalog> = { en, 'zh-CN': zhCN, ko };

export const LANGUAGE_NAMES: Record<Locale, string> = { en: 'English', 'zh-CN': '简体中文', ko: '한국어' };

/** Maps a Discord locale (en-US, zh-TW, ko, ...) to one of ours; unknown ones read English. */
export function resolveLocale(discordLocale: string | null | undefined): Locale {
  if (!discordLocale) return 'en';
  if (discordLocale.startsWith('zh')) return 'zh-CN';
  if (discordLocale === 'ko') return 'ko';
  return 'en';
}

export function translate(locale: Locale, key: MessageKey, params?: Params): string {
  const template = CATALOGS[locale][key];
  if (!params) return template;
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => (name in params ? String(params[name]) : whole));
}

export function translator(locale: Locale): Translate {
  return (key, params) => translate(locale, key, params);
}

/** The same message in every locale, for Discord's name/description localizations. */
export function localizations(key: MessageKey): Record<'zh-CN' | 'ko', string> {
  return { 'zh-CN': CATALOGS['zh-CN'][key], ko: CATALOGS.ko[key] };
}
