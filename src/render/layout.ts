export interface Point {
  x: number;
  y: number;
}

/** `n` points round an ellipse, evenly spaced, the first at `startDeg` (90° is straight down), going clockwise on screen. */
export function ellipseSlots(n: number, cx: number, cy: number, rx: number, ry: number, startDeg = 90): Point[] {
  return Array.from({ length: n }, (_, i) => {
    const a = ((startDeg + (i * 360) / n) * Math.PI) / 180;
    return { x: Math.round(cx + rx * Math.cos(a)), y: Math.round(cy + ry * Math.sin(a)) };
  });
}

/** Splits `total` into `count` columns `gap` apart: the left edge of each and their width. */
export function columns(left: number, total: number, count: number, gap: number): { x: number[]; width: number } {
  const width = (total - gap * (count - 1)) / count;
  return { x: Array.from({ length: count }, (_, i) => left + i * (width + gap)), width };
}
