import { GlobalFonts } from '@napi-rs/canvas';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type { Locale } from '../i18n/catalog.js';
import { lookup, parseUnicodeRange, rangeTable, type RangeTable } from './unicode-ranges.js';

/**
 * The fonts ship with the project as npm packages (Fontsource's Noto builds), never from the machine.
 * Each package is split in unicode-range subsets; a subset file is registered the first time a
 * character it holds is drawn, so a process holds only the few files its pictures need.
 */
interface FamilySource {
  /** The name pictures ask for: no machine installs a family of that name. */
  alias: string;
  pkg: string;
  prefix: string;
  weights: readonly Weight[];
}
export type Weight = 400 | 700;

const SOURCES = {
  sans: { alias: 'Parlor Sans', pkg: '@fontsource/noto-sans', prefix: 'noto-sans', weights: [400, 700] },
  sc: { alias: 'Parlor SC', pkg: '@fontsource/noto-sans-sc', prefix: 'noto-sans-sc', weights: [400, 700] },
  kr: { alias: 'Parlor KR', pkg: '@fontsource/noto-sans-kr', prefix: 'noto-sans-kr', weights: [400, 700] },
  // Monochrome Noto Emoji: its common subset is 0.5 MB against 5.7 MB for the colour font, and is ready in tens of ms instead of a second.
  emoji: { alias: 'Parlor Emoji', pkg: '@fontsource/noto-emoji', prefix: 'noto-emoji', weights: [400] },
} as const satisfies Record<string, FamilySource>;
type FamilyId = keyof typeof SOURCES;

/** Han characters take the table's language's forms: Korean tables look in the Korean font first. */
const CHAINS: Record<Locale, readonly FamilyId[]> = {
  en: ['sans', 'sc', 'kr', 'emoji'],
  'zh-CN': ['sans', 'sc', 'kr', 'emoji'],
  ko: ['sans', 'kr', 'sc', 'emoji'],
};
/** What `ctx.lang` is set to, so glyph forms and punctuation follow the table, not the host. */
export const CANVAS_LANG: Record<Locale, string> = { en: 'en', 'zh-CN': 'zh-Hans', ko: 'ko' };

const require = createRequire(import.meta.url);
const packageDir = (pkg: string) => dirname(require.resolve(`${pkg}/package.json`));

const tables = new Map<FamilyId, RangeTable<string>>();
function tableOf(id: FamilyId): RangeTable<string> {
  let table = tables.get(id);
  if (!table) {
    const json = JSON.parse(readFileSync(join(packageDir(SOURCES[id].pkg), 'unicode.json'), 'utf8')) as Record<string, string>;
    // Subsets are named "latin" or "[12]"; the files are named after them without brackets.
    table = rangeTable(Object.entries(json).map(([subset, list]) => ({ ranges: parseUnicodeRange(list), value: subset.replace(/^\[(\d+)\]$/, '$1') })));
    tables.set(id, table);
  }
  return table;
}

const registered = new Set<string>();
/** Code points already looked up, per chain and weight. */
const seen = new Map<string, Set<number>>();

function register(id: FamilyId, subset: string, weight: Weight): void {
  const source = SOURCES[id];
  const w = (source.weights as readonly number[]).includes(weight) ? weight : source.weights[0]!;
  const file = `${source.prefix}-${subset}-${w}-normal.woff2`;
  if (registered.has(file)) return;
  registered.add(file);
  if (!GlobalFonts.registerFromPath(join(packageDir(source.pkg), 'files', file), source.alias)) throw new Error(`font file not registered: ${file}`);
}

/** Registers the subset files that hold `text`'s characters (the first family of the chain that has each). */
export function ensureGlyphs(text: string, locale: Locale, weight: Weight): void {
  const key = `${locale}/${weight}`;
  let done = seen.get(key);
  if (!done) seen.set(key, (done = new Set()));
  for (const char of text) {
    const cp = char.codePointAt(0)!;
    if (done.has(cp)) continue;
    done.add(cp);
    for (const id of CHAINS[locale]) {
      const subset = lookup(tableOf(id), cp);
      if (subset !== undefined) {
        register(id, subset, weight);
        break;
      }
    }
  }
}

/** A CSS font shorthand naming only the project's families, in the table language's order. */
export function fontFor(px: number, weight: Weight, locale: Locale): string {
  return `${weight === 700 ? 'bold' : 'normal'} ${px}px ${CHAINS[locale].map((id) => `"${SOURCES[id].alias}"`).join(', ')}`;
}

/** Subset files registered so far (for tests and the benchmark). */
export const registeredFontFiles = (): number => registered.size;
