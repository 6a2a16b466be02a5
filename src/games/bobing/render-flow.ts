import type { Locale } from '../../i18n/catalog.js';
import type { Weight } from '../../render/fonts.js';
import type { Painter } from '../../render/painter.js';
import { graphemes } from '../../render/text.js';
import { THEME } from '../../render/theme.js';

/** One drawing step, laid out before the picture's height is known and painted afterwards. */
export type Step = (p: Painter) => void;

export interface Words {
  px: number;
  weight?: Weight;
  colour?: string;
  /** Distance between the middles of two lines. */
  lineHeight: number;
}

/** Characters a line may not begin with (closing punctuation): they stay with the character before. */
const NO_LINE_START = /^[，。、！？：；）》」』,.!?:;)\]]/u;
/** Characters a line may not end with (opening brackets): they go down with what they open. */
const NO_LINE_END = /^[（《「『([]$/u;
/** 博饼's words that a line never splits, though Chinese may break between any other two characters. */
const TERMS = '状元插金花|六杯红|遍地锦|六杯黑|五子登科|四点红|五红|状元|对堂|三红|四进|二举|一秀';
const CJK = String.raw`\p{sc=Han}\u3000-\u303f\uff00-\uffef`;
const ZH_UNITS = new RegExp(`${TERMS}|[${CJK}]|[^\\s${CJK}]+\\s*|\\s+`, 'gu');

/** Where a line may break: after spaces; in Chinese also around each character (not inside the game's words). Korean keeps its words whole, as English. */
const breakable = (text: string, locale: Locale): string[] => (locale === 'zh-CN' ? (text.match(ZH_UNITS) ?? []) : text.split(/(?<=\s)/));

/**
 * `text` broken into lines of at most `width` pixels: at the places `breakable` gives, and between
 * characters for a word longer than a line (a long name). Never cut: every character is kept.
 */
export function wrap(m: Painter, text: string, width: number, px: number, weight: Weight = 400): string[] {
  const fits = (s: string) => m.measure(s.trimEnd(), px, weight) <= width;
  const units = breakable(text, m.locale).flatMap((word) => (fits(word) ? [word] : graphemes(word)));
  const lines: string[][] = [];
  let line: string[] = [];
  for (const unit of units) {
    if (line.length && !fits(line.join('') + unit)) {
      const last = line[line.length - 1]!;
      // Closing punctuation does not begin a line, an opening bracket does not end one: what they belong to comes down too.
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
    } else line.push(unit);
  }
  lines.push(line);
  return lines.map((l) => l.join('').trimEnd()).filter(Boolean);
}

/** A column of content laid out from the top: each addition moves `y` down and leaves a step to paint. */
export class Flow {
  readonly steps: Step[] = [];

  constructor(
    readonly m: Painter,
    public y: number,
  ) {}

  add(step: Step): void {
    this.steps.push(step);
  }

  /** Lines of text from (x, top), wrapped to `width`; returns the height they take. */
  lines(lines: readonly string[], x: number, top: number, words: Words): number {
    const { px, weight = 400, colour = THEME.text, lineHeight } = words;
    this.add((p) => lines.forEach((line, i) => p.text(line, x, top + lineHeight / 2 + i * lineHeight, { px, weight, colour, baseline: 'middle' })));
    return lines.length * lineHeight;
  }

  /** `text` wrapped to `width` from (x, top); returns the height it takes. */
  words(text: string, x: number, top: number, width: number, words: Words): number {
    return this.lines(wrap(this.m, text, width, words.px, words.weight), x, top, words);
  }

  /** A rounded panel from `top` to the flow's `y` once its content is laid out; the panel is painted under it. */
  panel(x: number, top: number, w: number, fill: string, content: () => void, padBottom: number): void {
    const at = this.steps.length;
    content();
    const h = this.y + padBottom - top;
    this.steps.splice(at, 0, (p) => p.box(x, top, w, h, { fill, radius: 12 }));
    this.y = top + h;
  }
}
