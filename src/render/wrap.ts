import type { Weight } from './fonts.js';
import type { Painter } from './painter.js';
import { graphemes } from './text.js';

/** Characters a line may not begin with (closing punctuation): they stay with the character before. */
const NO_LINE_START = /^[，。、！？：；）》」』】〉,.!?:;)\]}]/u;
/** Characters a line may not end with (opening brackets): they go down with what they open. */
const NO_LINE_END = /^[（《「『【〈([{]$/u;
/** Han characters and the CJK and full-width punctuation around them: Chinese breaks between any two of them. */
const CJK = String.raw`\p{sc=Han}\u3000-\u303f\uff00-\uffef`;
/** Where other text may break: after spaces, and after a hyphen inside a word ("Volkov-" / "Rimsky"). */
const WORD_BREAKS = /(?<=\s)(?=\S)|(?<=[\p{L}\p{N}]-)(?=[\p{L}\p{N}])/u;
/** A name also breaks after an underscore or a dot inside it ("Evangeline_" / "Nightshade"). */
const NAME_BREAKS = /(?<=\s)(?=\S)|(?<=[\p{L}\p{N}][-_.])(?=[\p{L}\p{N}])/u;

export interface WrapOptions {
  /** Words a Chinese line never splits, though it may break between any other two characters (a game's terms: 状元插金花). */
  keep?: readonly string[];
  /** The text is a name: it may also break after an underscore or a dot. */
  name?: boolean;
}

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const chineseUnits = new Map<string, RegExp>();
/** Chinese text's units: each kept word whole, each CJK character alone, each run of other text with the spaces after it. */
function chineseUnitsOf(keep: readonly string[]): RegExp {
  const key = keep.join('|');
  let pattern = chineseUnits.get(key);
  if (!pattern) {
    const words = [...keep].sort((a, b) => b.length - a.length).map(escape);
    pattern = new RegExp(`${[...words, `[${CJK}]`, `[^\\s${CJK}]+\\s*`, String.raw`\s+`].join('|')}`, 'gu');
    chineseUnits.set(key, pattern);
  }
  return pattern;
}

/**
 * Where a line may break: after spaces and inside hyphenated words; on a Chinese table also between
 * any two Chinese characters, except inside the `keep` words. Korean keeps its words whole, as English.
 */
function breakUnits(text: string, chinese: boolean, options: WrapOptions): string[] {
  const breaks = options.name ? NAME_BREAKS : WORD_BREAKS;
  if (!chinese) return text.split(breaks);
  return (text.match(chineseUnitsOf(options.keep ?? [])) ?? []).flatMap((unit) => unit.split(breaks));
}

/**
 * `text` broken into lines of at most `maxWidth` at `px`: at the places `breakUnits` gives, and between
 * characters for a word longer than a line (a long name). Closing punctuation never begins a line and an
 * opening bracket never ends one. Never cut: every character is kept; a caller that must hold fewer
 * lines decides what to do with the rest.
 */
export function wrapLines(p: Painter, text: string, px: number, maxWidth: number, weight: Weight = 400, options: WrapOptions = {}): string[] {
  const fits = (s: string) => p.measure(s.trimEnd(), px, weight) <= maxWidth;
  const units = breakUnits(text, p.locale === 'zh-CN', options).flatMap((unit) => (fits(unit) ? [unit] : graphemes(unit)));
  const lines: string[][] = [];
  let line: string[] = [];
  for (const unit of units) {
    if (!line.length || fits(line.join('') + unit)) {
      line.push(unit);
      continue;
    }
    // What a closing mark follows, or what an opening bracket opens, goes down with it when it fits there.
    const last = line[line.length - 1]!;
    const startsBad = NO_LINE_START.test(unit) && !/\s$/.test(last);
    let k = line.length - 1;
    if (startsBad) while (k > 0 && NO_LINE_START.test(line[k]!)) k--;
    while (k > 0 && NO_LINE_END.test(line[k - 1]!)) k--;
    const moved = line.slice(k);
    if ((startsBad || NO_LINE_END.test(last)) && k > 0 && fits(moved.join('') + unit)) {
      lines.push(line.slice(0, k));
      line = [...moved, unit];
    } else {
      lines.push(line);
      line = unit.trim() ? [unit.trimStart()] : [];
    }
  }
  lines.push(line);
  return lines.map((l) => l.join('').trimEnd()).filter(Boolean);
}

/** A player's name broken into lines as `wrapLines` does, also after an underscore or a dot inside it. */
export const wrapName = (p: Painter, name: string, px: number, maxWidth: number, weight: Weight = 700): string[] =>
  wrapLines(p, name, px, maxWidth, weight, { name: true });

/** Pieces ("Main pot 1,510", "Side pot 1: 400") packed into as few lines as fit, joined by " · "; a piece wider than a line is wrapped. */
export function pack(p: Painter, pieces: readonly string[], px: number, maxWidth: number, weight: Weight = 400): string[] {
  const lines: string[] = [];
  for (const piece of pieces) {
    const last = lines.at(-1);
    if (last !== undefined && p.measure(`${last} · ${piece}`, px, weight) <= maxWidth) lines[lines.length - 1] = `${last} · ${piece}`;
    else lines.push(...wrapLines(p, piece, px, maxWidth, weight));
  }
  return lines;
}
