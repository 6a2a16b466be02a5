/**
 * Before the flop: unopened pots by the chart (an opening range that widens as fewer players are
 * left to act; push-or-fold when short), raised pots by equity against the raisers' ranges and the
 * price, re-raising for value and now and then as a bluff.
 */
import type { HoldemAction } from './actions.js';
import { preflopRank } from './computer-combos.js';
import { equityShare } from './computer-equity.js';
import { allIn, giveUp, goAlong, raiseTo } from './computer-moves.js';
import type { Spot } from './computer-read.js';

export const PREFLOP_SAMPLES = 400;

/** The share of hands opened when nobody has come in, by how many players are still to act. */
function openShare(spot: Spot): number {
  if (spot.dealt === 2) return 0.6;
  return [0.45, 0.4, 0.42, 0.27, 0.19, 0.15, 0.12, 0.1][spot.behind] ?? 0.09;
}

/** Going all-in first in with a short stack: wider when shorter and when fewer are left to act. */
const shoveShare = (spot: Spot): number => Math.min(0.7, 3 / spot.depth / (1 + 0.25 * spot.behind));

function unopened(spot: Spot, rank: number): HoldemAction {
  const bb = spot.bigBlind;
  if (spot.canCheck) {
    // The big blind's option after limps (or a completed small blind).
    return rank <= (spot.limpers <= 1 ? 0.2 : 0.12) ? raiseTo(spot, bb * (3 + spot.limpers)) : giveUp(spot);
  }
  if (spot.depth <= 12) return rank <= shoveShare(spot) ? allIn(spot) : giveUp(spot);
  const share = openShare(spot);
  if (spot.limpers === 0) return rank <= share ? raiseTo(spot, bb * (spot.behind <= 2 ? 2.5 : 3)) : giveUp(spot);
  if (rank <= Math.min(share, 0.16)) return raiseTo(spot, bb * (3.5 + spot.limpers));
  return rank <= 0.4 && spot.toCall <= bb ? goAlong(spot) : giveUp(spot);
}

function raised(spot: Spot, rank: number, random: () => number): HoldemAction {
  const field = spot.opponents.filter((o) => o.acted);
  const ranges = (field.length > 0 ? field : spot.opponents).map((o) => o.range);
  const equity = equityShare(spot.hole, [], ranges, PREFLOP_SAMPLES, random);
  const n = ranges.length;
  const needed = spot.toCall / (spot.pot + spot.toCall);
  const committing = spot.toCall >= 0.4 * spot.stack;
  if (spot.canRaise && equity >= Math.min(0.62, 1.3 / (n + 1))) {
    if (spot.raises >= 2 || spot.depth <= 25) return allIn(spot);
    const callers = n - 1;
    return raiseTo(spot, spot.amountToCall * (3.2 + callers));
  }
  const suited = (spot.hole[0] & 3) === (spot.hole[1] & 3);
  if (spot.canRaise && spot.raises === 1 && n === 1 && spot.behind === 0 && spot.depth >= 40 && suited && rank > 0.08 && rank < 0.3 && random() < 0.2) {
    return raiseTo(spot, spot.amountToCall * 3.2);
  }
  // Calls that leave chips to play after the flop need more: the hand may not get to see its equity.
  const margin = 0.02 + 0.05 * spot.behind + (committing ? 0 : 0.02 + (spot.raises >= 2 ? 0.04 : 0));
  return equity >= needed + margin ? goAlong(spot) : giveUp(spot);
}

export function preflopMove(spot: Spot, random: () => number): HoldemAction {
  const rank = preflopRank(spot.hole[0], spot.hole[1]);
  return spot.raises === 0 ? unopened(spot, rank) : raised(spot, rank, random);
}
