/**
 * Opponents' ranges as weights over the 1,326 combos: a preflop range (the top share of the chart,
 * by what they did before the flop), then narrowed by each later bet, raise or call toward the hands
 * that make them on that street's board. Every combo keeps a small weight, so no line is treated
 * as impossible (people bluff, and some players act at random).
 */
import { COMBOS, PREFLOP_RANK } from './computer-combos.js';
import type { BoardRead } from './computer-board.js';

/** Weight left to hands outside a preflop range: a tenth of the range's share, at most this. */
const OUTSIDE = 0.03;

/** The top `share` of the chart at full weight, fading to the floor (by default a tenth of the share, at most 3%) just past it. */
export function preflopRange(share: number, outsideWeight?: number): Float64Array {
  const weights = new Float64Array(COMBOS);
  const fade = Math.max(0.02, share * 0.15);
  const outside = outsideWeight ?? Math.min(OUTSIDE, share / 10);
  for (let i = 0; i < COMBOS; i++) {
    const past = PREFLOP_RANK[i]! - share;
    weights[i] = past <= 0 ? 1 : Math.max(outside, 1 - past / fade);
  }
  return weights;
}

/** How a postflop action reshapes a range: the strongest `top` share stays whole, the rest keeps a part. */
export interface Narrowing {
  top: number;
  draws: number;
  rest: number;
}

export const NARROWING: Record<'bet' | 'raise' | 'allin' | 'call', Narrowing> = {
  bet: { top: 0.5, draws: 0.6, rest: 0.2 },
  raise: { top: 0.3, draws: 0.45, rest: 0.12 },
  allin: { top: 0.25, draws: 0.5, rest: 0.2 },
  call: { top: 0.7, draws: 0.9, rest: 0.3 },
};

/** Narrows `weights` in place by the board read; combos touching the board get weight 0. */
export function narrow(weights: Float64Array, read: BoardRead, how: Narrowing): void {
  let total = 0;
  for (let k = 0; k < read.order.length; k++) total += weights[read.order[k]!]!;
  const keep = total * how.top;
  let seen = 0;
  let boundary = -1;
  for (let k = 0; k < read.order.length; k++) {
    const i = read.order[k]!;
    const s = read.strength[i]!;
    if (boundary < 0 && seen >= keep) boundary = s;
    seen += weights[i]!;
    // Hands as strong as the last one kept are kept too.
    if (boundary >= 0 && s < boundary) weights[i]! *= read.draw[i] ? how.draws : how.rest;
  }
  for (let i = 0; i < COMBOS; i++) if (read.strength[i] === 0) weights[i] = 0;
}
