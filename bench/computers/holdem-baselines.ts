/** Reference players for the Hold'em computer's benchmark (not shipped). Each sees only its seat's view. */
import type { Rng } from '../../src/rng.js';
import type { SeatSight } from '../../src/kernel/engine.js';
import type { HoldemAction } from '../../src/games/holdem/actions.js';
import type { HoldemPrivateView, HoldemPublicView } from '../../src/games/holdem/rules.js';
import { cardCode } from '../../src/games/holdem/cards.js';
import { preflopRank } from '../../src/games/holdem/computer-combos.js';

export type HoldemPlayer = (sight: SeatSight<HoldemPublicView, HoldemPrivateView>, rng: Rng) => HoldemAction;

/** Always checks or calls. */
export const callingStation: HoldemPlayer = ({ own }) => (own.legal!.canCheck ? { type: 'check' } : { type: 'call' });

/** Uniform over the legal betting moves (fold, check or call, raise, all-in); a raise's size is uniform over the legal totals. */
export const randomLegal: HoldemPlayer = ({ own }, rng) => {
  const legal = own.legal!;
  const moves: Array<() => HoldemAction> = [legal.canCheck ? () => ({ type: 'check' }) : () => ({ type: 'call' })];
  if (!legal.canCheck) moves.push(() => ({ type: 'fold' }));
  if (legal.canRaise) {
    moves.push(() => ({ type: 'raise', to: legal.minTo + rng.int(legal.maxTo - legal.minTo + 1) }));
    moves.push(() => ({ type: 'allin' }));
  }
  return moves[rng.int(moves.length)]!();
};

/** The share of starting hands the tight-passive player plays. */
export const TIGHT_SHARE = 0.15;

/** Plays the top 15% of starting hands, calling with them and, after the flop, with a pair or better; never raises. */
export const tightPassive: HoldemPlayer = ({ own }) => {
  const legal = own.legal!;
  const hole = own.hole!;
  const strong = own.hand!.street === 'preflop' ? preflopRank(cardCode(hole[0]!), cardCode(hole[1]!)) <= TIGHT_SHARE : own.best !== 'highCard';
  if (legal.canCheck) return { type: 'check' };
  return strong ? { type: 'call' } : { type: 'fold' };
};
