import type { SKRSContext2D } from '@napi-rs/canvas';
import type { Painter } from './painter.js';
import { suitColour, THEME, type Suit } from './theme.js';

/** The suit as a filled shape in the square (x, y, size): drawn, not a font glyph, so it is the same everywhere. */
export function suitShape(ctx: SKRSContext2D, suit: Suit, x: number, y: number, size: number): void {
  const p = (u: number, v: number): [number, number] => [x + u * size, y + v * size];
  ctx.beginPath();
  switch (suit) {
    case 'h': {
      ctx.moveTo(...p(0.5, 0.95));
      ctx.bezierCurveTo(...p(0.14, 0.68), ...p(0, 0.48), ...p(0, 0.3));
      ctx.bezierCurveTo(...p(0, 0.12), ...p(0.13, 0.03), ...p(0.27, 0.03));
      ctx.bezierCurveTo(...p(0.39, 0.03), ...p(0.47, 0.1), ...p(0.5, 0.21));
      ctx.bezierCurveTo(...p(0.53, 0.1), ...p(0.61, 0.03), ...p(0.73, 0.03));
      ctx.bezierCurveTo(...p(0.87, 0.03), ...p(1, 0.12), ...p(1, 0.3));
      ctx.bezierCurveTo(...p(1, 0.48), ...p(0.86, 0.68), ...p(0.5, 0.95));
      break;
    }
    case 'd': {
      ctx.moveTo(...p(0.5, 0.02));
      ctx.quadraticCurveTo(...p(0.68, 0.3), ...p(0.9, 0.5));
      ctx.quadraticCurveTo(...p(0.68, 0.7), ...p(0.5, 0.98));
      ctx.quadraticCurveTo(...p(0.32, 0.7), ...p(0.1, 0.5));
      ctx.quadraticCurveTo(...p(0.32, 0.3), ...p(0.5, 0.02));
      break;
    }
    case 's': {
      ctx.moveTo(...p(0.5, 0.02));
      ctx.bezierCurveTo(...p(0.2, 0.3), ...p(0, 0.44), ...p(0, 0.6));
      ctx.bezierCurveTo(...p(0, 0.76), ...p(0.13, 0.85), ...p(0.27, 0.85));
      ctx.bezierCurveTo(...p(0.36, 0.85), ...p(0.43, 0.81), ...p(0.47, 0.75));
      ctx.lineTo(...p(0.4, 0.98));
      ctx.lineTo(...p(0.6, 0.98));
      ctx.lineTo(...p(0.53, 0.75));
      ctx.bezierCurveTo(...p(0.57, 0.81), ...p(0.64, 0.85), ...p(0.73, 0.85));
      ctx.bezierCurveTo(...p(0.87, 0.85), ...p(1, 0.76), ...p(1, 0.6));
      ctx.bezierCurveTo(...p(1, 0.44), ...p(0.8, 0.3), ...p(0.5, 0.02));
      break;
    }
    case 'c': {
      // Each lobe and the stem filled on its own: overlapping sub-paths leave seams where they meet.
      const r = 0.22 * size;
      for (const [u, v] of [
        [0.5, 0.26],
        [0.25, 0.56],
        [0.75, 0.56],
      ] as const) {
        ctx.beginPath();
        ctx.arc(x + u * size, y + v * size, r, 0, Math.PI * 2);
        ctx.fill();
      }
      ctx.beginPath();
      ctx.moveTo(...p(0.5, 0.4));
      ctx.lineTo(...p(0.62, 0.98));
      ctx.lineTo(...p(0.38, 0.98));
      ctx.closePath();
      break;
    }
  }
  ctx.fill();
}

export interface CardStyle {
  fourColour: boolean;
  /** Drawn faded: a card that is not part of the hand being shown. */
  dim?: boolean;
  /** Outlined in the accent colour: one of the five cards that made the hand. */
  marked?: boolean;
}

const rankLabel = (rank: string): string => (rank === 'T' ? '10' : rank);

/** A card face: a large rank and suit in the top-left corner (readable at half size) and a large suit below. */
export function drawCard(p: Painter, card: string, x: number, y: number, w: number, h: number, style: CardStyle): void {
  const rank = rankLabel(card[0]!);
  const rankPx = Math.round(h * (rank.length > 1 ? 0.36 : 0.4));
  p.item({ kind: 'card', x, y, w, h, size: rankPx }, () => paintCard(p, card, rank, rankPx, x, y, w, h, style));
}

function paintCard(p: Painter, card: string, rank: string, rankPx: number, x: number, y: number, w: number, h: number, style: CardStyle): void {
  const ctx = p.ctx;
  const suit = card[1] as Suit;
  const colour = suitColour(suit, style.fourColour);
  const radius = Math.round(w * 0.12);
  if (style.marked) p.box(x - 4, y - 4, w + 8, h + 8, { fill: THEME.accent, radius: radius + 4 });
  p.box(x, y, w, h, { fill: THEME.cardFace, stroke: THEME.cardEdge, lineWidth: 1.5, radius });
  p.text(rank, x + w * 0.08, y + h * 0.04, { px: rankPx, weight: 700, colour, baseline: 'top', ...(rank.length > 1 ? { maxWidth: w * 0.86 } : {}) });
  ctx.fillStyle = colour;
  const small = h * 0.24;
  suitShape(ctx, suit, x + w * 0.1, y + h * 0.47, small);
  const big = Math.min(w * 0.52, h * 0.42);
  suitShape(ctx, suit, x + w - big - w * 0.08, y + h - big - h * 0.06, big);
  if (style.dim) p.box(x, y, w, h, { fill: 'rgba(27,30,35,0.55)', radius });
}

/** A face-down card (recorded with the index size a face would have: its shape must be as plain). */
export function drawCardBack(p: Painter, x: number, y: number, w: number, h: number): void {
  p.item({ kind: 'card', x, y, w, h, size: Math.round(h * 0.4) }, () => paintCardBack(p, x, y, w, h));
}

function paintCardBack(p: Painter, x: number, y: number, w: number, h: number): void {
  const radius = Math.round(w * 0.12);
  p.box(x, y, w, h, { fill: THEME.cardFace, radius });
  const inset = Math.max(3, Math.round(w * 0.08));
  p.box(x + inset, y + inset, w - inset * 2, h - inset * 2, { fill: THEME.cardBack, radius: Math.max(2, radius - inset / 2) });
  const ctx = p.ctx;
  ctx.save();
  ctx.beginPath();
  ctx.rect(x + inset, y + inset, w - inset * 2, h - inset * 2);
  ctx.clip();
  ctx.strokeStyle = THEME.cardBackLine;
  ctx.lineWidth = 1.5;
  ctx.beginPath();
  for (let d = -h; d < w + h; d += 8) {
    ctx.moveTo(x + d, y);
    ctx.lineTo(x + d + h, y + h);
  }
  ctx.stroke();
  ctx.restore();
}

/** An empty place where a board card will go. */
export function drawCardSlot(p: Painter, x: number, y: number, w: number, h: number): void {
  p.box(x, y, w, h, { stroke: 'rgba(255,255,255,0.28)', lineWidth: 2, radius: Math.round(w * 0.12) });
}
