import type { Weight } from '../../render/fonts.js';
import type { Painter } from '../../render/painter.js';
import { THEME } from '../../render/theme.js';
import { wrapLines } from '../../render/wrap.js';

/** One drawing step, laid out before the picture's height is known and painted afterwards. */
export type Step = (p: Painter) => void;

export interface Words {
  px: number;
  weight?: Weight;
  colour?: string;
  /** Distance between the middles of two lines. */
  lineHeight: number;
}

/** 博饼's words that a Chinese line never splits, though it may break between any other two characters. */
export const BOBING_TERMS = ['状元插金花', '六杯红', '遍地锦', '六杯黑', '五子登科', '四点红', '五红', '状元', '对堂', '三红', '四进', '二举', '一秀'];

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

  /** `text` broken into lines of at most `width` in `words`' size, never inside 博饼's words. */
  wrap(text: string, width: number, words: Pick<Words, 'px' | 'weight'>): string[] {
    return wrapLines(this.m, text, words.px, width, words.weight, { keep: BOBING_TERMS });
  }

  /** `text` wrapped to `width` from (x, top); returns the height it takes. */
  words(text: string, x: number, top: number, width: number, words: Words): number {
    return this.lines(this.wrap(text, width, words), x, top, words);
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
