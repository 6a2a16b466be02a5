/**
 * The No-Limit Hold'em computer player. A pure function of what its seat sees (the table's public
 * view and its own hole cards) and an Rng; see docs/computers/holdem.md for how it decides.
 * Works in a worker thread as is: its input and output are plain JSON, and its tables (the
 * preflop chart, the combos, the evaluator's) are built from constants when the modules load.
 */
import type { Rng } from '../../rng.js';
import type { SeatSight } from '../../kernel/engine.js';
import type { HoldemAction } from './actions.js';
import type { HoldemPrivateView, HoldemPublicView } from './rules.js';
import { readSpot } from './computer-read.js';
import { preflopMove } from './computer-preflop.js';
import { postflopMove } from './computer-postflop.js';
import { samplerFrom } from './computer-random.js';

/** A betting move for the seat to act. Only called when it is this seat's turn in a hand. */
export function holdemComputer(sight: SeatSight<HoldemPublicView, HoldemPrivateView>, rng: Rng): HoldemAction {
  const view = sight.own;
  if (!view.hand || view.hand.toAct !== sight.player || !view.legal || !view.hole) throw new Error('holdemComputer: called when the seat is not to act');
  const spot = readSpot(view);
  const random = samplerFrom(rng);
  return spot.street === 'preflop' ? preflopMove(spot, random) : postflopMove(spot, random);
}
