import { en } from './en/index.js';
import { zhCN } from './zh-CN/index.js';
import { ko } from './ko/index.js';
import type { AreaCatalog, Entry, EntryHoles } from './catalog-types.js';
import type { LOCALES } from './locales.js';

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
/** Each locale's plural form of the counts asked so far (a few small numbers: scores, seats, seconds). */
const pluralForms = new Map<Locale, Map<number, Intl.LDMLPluralRule>>();
const PLURAL_FORMS_KEPT = 10_000;
function pluralOf(locale: Locale, count: number): Intl.LDMLPluralRule {
  let forms = pluralForms.get(locale);
  if (!forms) pluralForms.set(locale, (forms = new Map()));
  const known = forms.get(count);
  if (known) return known;
  let rules = pluralRules.get(locale);
  if (!rules) pluralRules.set(locale, (rules = new Intl.PluralRules(locale)));
  const form = rules.select(count);
  if (forms.size < PLURAL_FORMS_KEPT) forms.set(count, form);
  return form;
}

const HOLE = /\{(\w+)\}/g;

/** Every placeholder name an entry uses, across its plural forms. */
export function placeholdersOf(entry: Entry): string[] {
  const forms = typeof entry === 'string' ? [entry] : Object.values(entry);
  const names = new Set(forms.flatMap((form) => [...(form as string).matchAll(HOLE)].map((m) => m[1]!)));
  if (typeof entry !== 'string') names.add('count');
  return [...names].sort();
}

/**
 * A game's own words in every language: the catalog area of a game whose messages do not live in
 * the catalogs here (a game defined elsewhere, such as a test's). Added when the game is registered.
 */
export type WordArea<English extends Record<string, Entry> = Record<string, Entry>> = { readonly en: English } & {
  readonly [L in Exclude<Locale, 'en'>]: AreaCatalog<English>;
};

/** Words added by areas, per language, beside the catalogs. */
const ADDED: Record<Locale, Map<string, Entry>> = { en: new Map(), 'zh-CN': new Map(), ko: new Map() };

/**
 * Merges an area into what every translator reads. Every language must give every key of the
 * English area with the same placeholders, and no key may be one already known.
 */
export function addWords(area: WordArea): void {
  const english = Object.keys(area.en).sort();
  for (const locale of Object.keys(CATALOGS) as Locale[]) {
    const words: Readonly<Record<string, Entry>> = area[locale];
    const keys = Object.keys(words).sort();
    if (keys.join('\n') !== english.join('\n')) throw new Error(`words for ${locale} do not have the same keys as the English ones`);
    for (const key of keys) {
      if (key in CATALOGS[locale] || ADDED[locale].has(key)) throw new Error(`the message ${key} is already defined`);
      if (placeholdersOf(words[key]!).join() !== placeholdersOf(area.en[key]!).join())
        throw new Error(`message ${key} (${locale}) has other placeholders than in English`);
    }
  }
  for (const locale of Object.keys(CATALOGS) as Locale[]) for (const [key, entry] of Object.entries(area[locale])) ADDED[locale].set(key, entry);
}

/** The parameters an area's entry asks for, checked by the compiler like the catalogs' own. */
type AreaArgs<E> = [EntryHoles<E>] extends [never] ? [params?: Record<string, never>] : [params: { [Name in EntryHoles<E>]: ParamValue }];
export type AreaTranslate<English> = <K extends keyof English & string>(key: K, ...args: AreaArgs<English[K]>) => string;

/** An area's words through a translator, in its language: `wordsIn(area)(t)('highcard.title', { round: 1 })`. */
export const wordsIn =
  <English extends Record<string, Entry>>(_area: WordArea<English>) =>
  (t: Translate): AreaTranslate<English> =>
  (key, ...args) =>
    render(t.locale, key, args[0] as Record<string, ParamValue> | undefined);

/** The catalogs as maps: a lookup by key in an object of hundreds of keys is slower, and it is made for every word shown. */
const CATALOG_MAPS = new Map<Locale, ReadonlyMap<string, Entry>>();
function catalogMap(locale: Locale): ReadonlyMap<string, Entry> {
  let map = CATALOG_MAPS.get(locale);
  if (!map) CATALOG_MAPS.set(locale, (map = new Map(Object.entries(CATALOGS[locale]))));
  return map;
}

function entryFor(locale: Locale, key: string): Entry {
  const entry = catalogMap(locale).get(key) ?? ADDED[locale].get(key);
  if (entry === undefined) throw new Error(`no message ${key} (${locale})`);
  return entry;
}

/** Each template split once into its text and its holes: text at even indexes, the holes' names at odd ones. */
const templateParts = new Map<string, readonly string[]>();
function partsOf(template: string): readonly string[] {
  let parts = templateParts.get(template);
  if (!parts) templateParts.set(template, (parts = template.split(HOLE)));
  return parts;
}

function render(locale: Locale, key: string, params: Record<string, ParamValue> | undefined): string {
  const entry = entryFor(locale, key);
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
  const parts = partsOf(template);
  let text = parts[0]!;
  for (let i = 1; i < parts.length; i += 2) {
    const name = parts[i]!;
    if (params && name in params) text += String(params[name]);
    else if (strict) throw new Error(`message ${key} (${locale}) is missing its {${name}} parameter`);
    else text += `{${name}}`;
    text += parts[i + 1]!;
  }
  return text;
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
