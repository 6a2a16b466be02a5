import type { Painter } from './painter.js';
import { THEME } from './theme.js';

/** Pip centres on a 3×3 grid (column, row), per face. */
const PIPS: Record<number, ReadonlyArray<readonly [number, number]>> = {
  1: [[1, 1]],
  2: [
    [0, 0],
    [2, 2],
  ],
  3: [
    [0, 0],
    [1, 1],
    [2, 2],
  ],
  4: [
    [0, 0],
    [2, 0],
    [0, 2],
    [2, 2],
  ],
  5: [
    [0, 0],
    [2, 0],
    [1, 1],
    [0, 2],
    [2, 2],
  ],
  6: [
    [0, 0],
    [2, 0],
    [0, 1],
    [2, 1],
    [0, 2],
    [2, 2],
  ],
};

export interface DieStyle {
  body?: string;
  pip?: string;
  /** 博饼's dice: the four's pips are red. */
  redFour?: boolean;
  /** Ringed in the accent colour (a die that counted, a die held). */
  marked?: boolean;
  /** Faded: a die that did not count. */
  dim?: boolean;
}

export function drawDie(p: Painter, face: number, x: number, y: number, size: number, style: DieStyle = {}): void {
  p.item({ kind: 'die', x, y, w: size, h: size, size }, () => paintDie(p, face, x, y, size, style));
}

function paintDie(p: Painter, face: number, x: number, y: number, size: number, style: DieStyle): void {
  const radius = size * 0.18;
  if (style.marked) p.box(x - 4, y - 4, size + 8, size + 8, { fill: THEME.accent, radius: radius + 4 });
  p.box(x, y, size, size, { fill: style.body ?? THEME.dieFace, stroke: style.body ? undefined : THEME.cardEdge, lineWidth: 1.5, radius });
  const pipColour = style.redFour && face === 4 ? THEME.dieRed : (style.pip ?? THEME.diePip);
  const step = size * 0.27;
  const r = face === 1 && style.redFour ? size * 0.14 : size * 0.095;
  for (const [col, row] of PIPS[face] ?? []) p.circle(x + size / 2 + (col - 1) * step, y + size / 2 + (row - 1) * step, r, { fill: pipColour });
  if (style.dim) p.box(x, y, size, size, { fill: 'rgba(27,30,35,0.42)', radius });
}

/** Pirate Dice's red die: always counts as one more of the face bet. */
export const RED_DIE: DieStyle = { body: THEME.dieRed, pip: '#ffffff' };

/** A row of dice from (x, y), `gap` apart; returns the width used. */
export function drawDiceRow(
  p: Painter,
  faces: readonly number[],
  x: number,
  y: number,
  size: number,
  gap: number,
  style: (face: number, i: number) => DieStyle = () => ({}),
): number {
  faces.forEach((face, i) => drawDie(p, face, x + i * (size + gap), y, size, style(face, i)));
  return faces.length ? faces.length * (size + gap) - gap : 0;
}

/** A closed cup (Pirate Dice): the dice under it are hidden. */
export function drawCup(p: Painter, cx: number, bottom: number, w: number, h: number): void {
  const ctx = p.ctx;
  ctx.beginPath();
  ctx.moveTo(cx - w / 2, bottom);
  ctx.lineTo(cx - w * 0.36, bottom - h);
  ctx.lineTo(cx + w * 0.36, bottom - h);
  ctx.lineTo(cx + w / 2, bottom);
  ctx.closePath();
  ctx.fillStyle = '#8a5a33';
  ctx.fill();
  p.box(cx - w / 2 - 3, bottom - 6, w + 6, 8, { fill: '#6b4325', radius: 3 });
  p.box(cx - w * 0.36, bottom - h, w * 0.72, 6, { fill: '#a8744a', radius: 3 });
}
