/**
 * After the flop: equity against the opponents' narrowed ranges decides. Bet for value when ahead
 * of their range, raise when well ahead, call when the price is right, otherwise check or fold;
 * draws semi-bluff and missed hands bluff heads-up at set, small frequencies.
 */
import type { HoldemAction } from './actions.js';
import { isDrawing } from './computer-board.js';
import { equityShare } from './computer-equity.js';
import { allIn, giveUp, goAlong, potRaise } from './computer-moves.js';
import type { Spot } from './computer-read.js';

export const POSTFLOP_SAMPLES = 400;

/** How often a hand that missed bets heads-up when checked to, by street (flop only as the preflop raiser). */
const BLUFF = { flop: 0.4, turn: 0.2, river: 0.12 } as const;

export function postflopMove(spot: Spot, random: () => number): HoldemAction {
  const ranges = spot.opponents.map((o) => o.range);
  const equity = equityShare(spot.hole, spot.board, ranges, POSTFLOP_SAMPLES, random);
  const n = ranges.length;
  const drawing = isDrawing(spot.hole[0], spot.hole[1], spot.board);
  const street = spot.street as 'flop' | 'turn' | 'river';
  // With no more than about a pot behind, a hand worth betting for value is worth all of it.
  const shallow = spot.stack <= 1.25 * (spot.pot + spot.toCall);
  const value = (share: number) => (shallow ? allIn(spot) : potRaise(spot, share));

  if (spot.canCheck) {
    if (!spot.canRaise) return goAlong(spot);
    if (equity >= Math.min(0.6, (1.2 + 0.1 * (n - 1)) / (n + 1))) return value(equity >= 0.8 ? 0.75 : 0.5 + 0.16 * random());
    if (drawing && n <= 2 && random() < 0.5) return potRaise(spot, 0.6);
    const bluff = street === 'flop' && !spot.aggressor ? 0 : BLUFF[street];
    if (n === 1 && equity < 0.45 && random() < bluff) return potRaise(spot, street === 'flop' ? 0.4 : 0.5);
    return goAlong(spot);
  }

  if (spot.canRaise && equity >= Math.min(0.75, (1.5 + 0.15 * (n - 1)) / (n + 1))) return value(0.75);
  if (spot.canRaise && drawing && n === 1 && street === 'flop' && random() < 0.15) return potRaise(spot, 0.75);
  const needed = spot.toCall / (spot.pot + spot.toCall);
  const committing = spot.toCall >= 0.4 * spot.stack;
  const margin = committing ? 0.01 : 0.03 + (spot.inPosition ? 0 : 0.02) - (drawing ? 0.03 : 0);
  return equity >= needed + margin ? goAlong(spot) : giveUp(spot);
}
