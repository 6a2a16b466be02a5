import { createCanvas } from '@napi-rs/canvas';
import type { Locale } from '../../i18n/catalog.js';
import type { Weight } from '../../render/fonts.js';
import { Painter } from '../../render/painter.js';
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

const measurers = new Map<Locale, Painter>();
/** A painter on a 1×1 canvas: it measures text in the table's language before the picture is made. */
export function measurer(locale: Locale): Painter {
  let m = measurers.get(locale);
  if (!m) measurers.set(locale, (m = new Painter(createCanvas(1, 1).getContext('2d'), locale)));
  return m;
}

/** Characters a line may not begin with (closing punctuation): they stay with the character before. */
const NO_LINE_START = /^[，。、！？：；）》」』,.!?:;)\]]/u;

/**
 * `text` broken into lines of at most `width` pixels: between words, and between characters for a
 * word longer than a line (Chinese runs without spaces, a long name). Never cut: every character is kept.
 */
export function wrap(m: Painter, text: string, width: number, px: number, weight: Weight = 400): string[] {
  const fits = (s: string) => m.measure(s.trimEnd(), px, weight) <= width;
  const units = text.split(/(?<=\s)/).flatMap((word) => (fits(word) ? [word] : graphemes(word)));
  const lines: string[] = [];
  let line = '';
  for (const unit of units) {
    if (line && !fits(line + unit)) {
      // Keep closing punctuation after its character: the line's last character goes down with it.
      if (NO_LINE_START.test(unit) && graphemes(line.trimEnd()).length > 1 && !/\s$/.test(line)) {
        const kept = graphemes(line);
        const last = kept.pop()!;
        lines.push(kept.join('').trimEnd());
        line = last + unit;
      } else {
        lines.push(line.trimEnd());
        line = unit.trimStart();
      }
    } else line += unit;
  }
  if (line.trim()) lines.push(line.trimEnd());
  return lines;
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
