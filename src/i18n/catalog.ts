import { en } from './en/index.js';
import { zhCN } from './zh-CN/index.js';
import { ko } from './ko/index.js';
import type { Entry, EntryHoles } from './catalog-types.js';
import type { LOCALES } from '../store/session.js';

export type Locale = (typeof LOCALES)[number];
export type MessageKey = keyof typeof en;
export type Catalog = { readonly [K in MessageKey]: Entry };
export type ParamValue = string | number;

/** Exactly the parameters a message's English template asks for (checked by the compiler at every call). */
export type ParamsOf<K extends MessageKey> = { [Name in EntryHoles<(typeof en)[K]>]: ParamValue };
export type ArgsOf<K extends MessageKey> = [keyof ParamsOf<K>] extends [never] ? [params?: Record<string, never>] : [params: ParamsOf<K>];

/** A key whose message takes no parameters. */
export type PlainKey = { [K in MessageKey]: [keyof ParamsOf<K>] extends [never] ? K : never }[MessageKey];

/** A message as data (a rejection, a form error): its key with exactly the parameters it needs. */
export type Message = {
  [K in MessageKey]: [keyof ParamsOf<K>] extends [never] ? { key: K; params?: Record<string, never> } : { key: K; params: ParamsOf<K> };
}[MessageKey];

export function message<K extends MessageKey>(key: K, ...args: ArgsOf<K>): Message {
  return (args[0] ? { key, params: args[0] } : { key }) as Message;
}

export interface Translate {
  <K extends MessageKey>(key: K, ...args: ArgsOf<K>): string;
  /** A message carried as data. */
  message(m: Message): string;
  readonly locale: Locale;
}

const CATALOGS: Record<Locale, Catalog> = { en, 'zh-CN': zhCN, ko };

export const LANGUAGE_NAMES: Record<Locale, string> = { en: 'English', 'zh-CN': '简体中文', ko: '한국어' };

/**
 * In strict mode (tests), a template whose placeholder is not given, or a parameter that no form of
 * the template uses, throws: a message reaching a user with a raw `{game}` is a bug to catch in tests.
 * Outside tests the hole stays visible instead of failing the user's action.
 */
let strict = process.env.NODE_ENV === 'test' || process.env.VITEST !== undefined;
export function setStrictMessages(on: boolean): void {
  strict = on;
}

/**
 * A new table's language when the host chose none: the server's, when the server chose one we speak
 * other than English (most servers keep Discord's default English); otherwise the host's own.
 */
export function tableLocale(guildLocale: string | null | undefined, hostLocale: string | null | undefined): Locale {
  const server = resolveLocale(guildLocale);
  return server !== 'en' ? server : resolveLocale(hostLocale);
}

/** Maps a Discord locale (en-US, zh-TW, ko, ...) to one of ours; unknown ones read English. */
export function resolveLocale(discordLocale: string | null | undefined): Locale {
  if (!discordLocale) return 'en';
  if (discordLocale.startsWith('zh')) return 'zh-CN';
  if (discordLocale === 'ko') return 'ko';
  return 'en';
}

const pluralRules = new Map<Locale, Intl.PluralRules>();
function pluralOf(locale: Locale, count: number): Intl.LDMLPluralRule {
  let rules = pluralRules.get(locale);
  if (!rules) pluralRules.set(locale, (rules = new Intl.PluralRules(locale)));
  return rules.select(count);
}

const HOLE = /\{(\w+)\}/g;

/** Every placeholder name an entry uses, across its plural forms. */
export function placeholdersOf(entry: Entry): string[] {
  const forms = typeof entry === 'string' ? [entry] : Object.values(entry);
  const names = new Set(forms.flatMap((form) => [...(form as string).matchAll(HOLE)].map((m) => m[1]!)));
  if (typeof entry !== 'string') names.add('count');
  return [...names].sort();
}

function render(locale: Locale, key: MessageKey, params: Record<string, ParamValue> | undefined): string {
  const entry = CATALOGS[locale][key];
  let template: string;
  if (typeof entry === 'string') template = entry;
  else {
    const count = Number(params?.count);
    if (strict && !Number.isFinite(count)) throw new Error(`message ${key} (${locale}) is plural and needs a numeric count`);
    template = entry[pluralOf(locale, Number.isFinite(count) ? count : 0)] ?? entry.other;
  }
  if (strict && params) {
    const used = placeholdersOf(entry);
    const extra = Object.keys(params).filter((name) => !used.includes(name));
    if (extra.length) throw new Error(`message ${key} (${locale}) was given parameters it does not use: ${extra.join(', ')}`);
  }
  return template.replace(HOLE, (whole, name: string) => {
    if (params && name in params) return String(params[name]);
    if (strict) throw new Error(`message ${key} (${locale}) is missing its {${name}} parameter`);
    return whole;
  });
}

export function translate<K extends MessageKey>(locale: Locale, key: K, ...args: ArgsOf<K>): string {
  return render(locale, key, args[0] as Record<string, ParamValue> | undefined);
}

export function translator(locale: Locale): Translate {
  const t = ((key: MessageKey, params?: Record<string, ParamValue>) => render(locale, key, params)) as Translate;
  return Object.assign(t, { message: (m: Message) => render(locale, m.key, m.params as Record<string, ParamValue> | undefined), locale });
}

/** The same message in every locale, for Discord's name/description localizations. */
export function localizations(key: PlainKey): Record<'zh-CN' | 'ko', string> {
  return { 'zh-CN': render('zh-CN', key, undefined), ko: render('ko', key, undefined) };
}

/** The raw entry of a key in a locale (tests and tooling). */
export function entryOf(locale: Locale, key: MessageKey): Entry {
  return CATALOGS[locale][key];
}

export const MESSAGE_KEYS = Object.keys(en) as MessageKey[];
