import type { Painter, TextStyle } from '../../render/painter.js';
import { drawCup, drawDie } from '../../render/dice.js';
import { THEME } from '../../render/theme.js';

/**
 * Pirate Dice pictures are 640 px wide: a phone shows them about 320 px wide, at half size, so every
 * size here is twice what a phone shows. 24 px is the smallest word (12 px there), 32 px the smallest die.
 */
export const W = 640;
export const PAD = 16;
export const INNER = W - PAD * 2;
export const SMALL = 24;
export const BODY = 26;
/** A die in a row of dice (17 px on a phone). */
export const DIE = 34;

/** A part of a picture: its height, known before drawing, and how to draw it from `top`. */
export interface Block {
  height: number;
  draw(p: Painter, top: number): void;
}

/** Blocks one under the other, `gap` apart. */
export function stack(blocks: ReadonlyArray<Block | null>, gap: number): Block {
  const present = blocks.filter((b): b is Block => b !== null);
  return {
    height: present.reduce((h, b) => h + b.height, 0) + gap * Math.max(0, present.length - 1),
    draw(p, top) {
      let y = top;
      for (const b of present) {
        b.draw(p, y);
        y += b.height + gap;
      }
    },
  };
}

/** True when `text` is drawn whole (neither shrunk below `minPx` nor cut) within the style's width. */
export const fitsWhole = (m: Painter, text: string, style: TextStyle): boolean => m.fit(text, style).text === text;

/** Lines (from render/wrap.ts's wrapLines) drawn one under another in bold, the first centred on `mid`. */
export function drawLines(p: Painter, lines: readonly string[], x: number, mid: number, px: number, lineHeight: number): void {
  lines.forEach((line, i) => p.text(line, x, mid + i * lineHeight, { px, weight: 700, baseline: 'middle' }));
}

/** The title on the left and the rule about 1s on the right; the rule goes under the title when both do not fit on one line. */
export function header(m: Painter, title: string, rule: string): Block {
  const titleStyle = { px: 32, weight: 700, baseline: 'middle', maxWidth: INNER, minPx: 26 } as const;
  const oneLine = m.measure(title, 32, 700) + 24 + m.measure(rule, SMALL) <= INNER;
  return {
    height: oneLine ? 52 : 84,
    draw(p, top) {
      p.text(title, PAD, top + 28, titleStyle);
      const ruleStyle = { px: SMALL, colour: THEME.textSoft, baseline: 'middle', maxWidth: INNER, minPx: SMALL } as const;
      if (oneLine) p.text(rule, W - PAD, top + 29, { ...ruleStyle, align: 'right' });
      else p.text(rule, PAD, top + 66, ruleStyle);
    },
  };
}

export type BetShown = { count: number; face: number };

const betPx = (dieSize: number) => Math.max(SMALL, Math.round(dieSize * 0.78));
const BET_GAP = 10;

export const betWidth = (m: Painter, bet: BetShown, dieSize: number): number => m.measure(`${bet.count} ×`, betPx(dieSize), 700) + BET_GAP + dieSize;

/** "7 ×" and a die showing the face, centred on `mid`: a bet as players see it on the table. Returns its width. */
export function drawBet(p: Painter, bet: BetShown, x: number, mid: number, dieSize: number): number {
  const w = p.text(`${bet.count} ×`, x, mid + 2, { px: betPx(dieSize), weight: 700, baseline: 'middle' });
  drawDie(p, bet.face, x + w + BET_GAP, mid - dieSize / 2, dieSize);
  return w + BET_GAP + dieSize;
}

const CUP_W = 34;
/** The room a seat's dice count takes: a cup and "5 dice", or "out". */
export const countWidth = (m: Painter, label: string, out: boolean): number => (out ? 0 : CUP_W + 12) + m.measure(label, BODY, 700);

/** A cup and how many dice are under it (or "out"), from `x` (or ending at `x`, aligned right), centred on `mid`. */
export function drawCount(p: Painter, label: string, out: boolean, x: number, mid: number, align: 'left' | 'right'): void {
  const style = { px: BODY, weight: 700, colour: out ? THEME.textMuted : THEME.text, baseline: 'middle' } as const;
  if (out) {
    p.text(label, x, mid + 1, { ...style, align });
    return;
  }
  const left = align === 'left' ? x : x - countWidth(p, label, out);
  drawCup(p, left + CUP_W / 2, mid + 15, CUP_W, 30);
  p.text(label, left + CUP_W + 12, mid + 1, style);
}
