import type { Painter } from './painter.js';
import { THEME } from './theme.js';

/** A round Chinese-chess piece: wood, a ring and the character in the side's colour. */
export function drawPiece(p: Painter, character: string, red: boolean, cx: number, cy: number, r: number): void {
  const px = Math.round(r * 1.05);
  p.item({ kind: 'piece', x: cx - r, y: cy - r, w: 2 * r, h: 2 * r, size: px }, () => paintPiece(p, character, red, cx, cy, r, px));
}

function paintPiece(p: Painter, character: string, red: boolean, cx: number, cy: number, r: number, px: number): void {
  const ink = red ? THEME.pieceRed : THEME.pieceBlack;
  p.circle(cx, cy + 2, r, { fill: 'rgba(0,0,0,0.35)' });
  p.circle(cx, cy, r, { fill: THEME.pieceWood, stroke: THEME.pieceWoodEdge, lineWidth: 2 });
  p.circle(cx, cy, r * 0.8, { stroke: ink, lineWidth: Math.max(1.5, r * 0.06) });
  p.text(character, cx, cy + r * 0.04, { px, weight: 700, colour: ink, align: 'center', baseline: 'middle' });
}

/** A piece lying face down: its back only. */
export function drawPieceBack(p: Painter, cx: number, cy: number, r: number): void {
  p.item({ kind: 'piece', x: cx - r, y: cy - r, w: 2 * r, h: 2 * r, size: Math.round(r * 1.05) }, () => paintPieceBack(p, cx, cy, r));
}

function paintPieceBack(p: Painter, cx: number, cy: number, r: number): void {
  p.circle(cx, cy + 2, r, { fill: 'rgba(0,0,0,0.35)' });
  p.circle(cx, cy, r, { fill: '#9c7a4a', stroke: '#6f5330', lineWidth: 2 });
  p.circle(cx, cy, r * 0.55, { stroke: '#7f6138', lineWidth: 2 });
}
