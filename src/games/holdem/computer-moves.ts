/** Turning the computer's intentions into moves the engine accepts for the seat to act. */
import type { HoldemAction } from './actions.js';
import type { Spot } from './computer-read.js';

/** A bet or raise left this close to all-in goes all-in: the rest would be committed anyway. */
const SHOVE_AT = 0.8;

/** Check when free, else fold. */
export const giveUp = (spot: Spot): HoldemAction => (spot.canCheck ? { type: 'check' } : { type: 'fold' });

/** Check when free, else call (all-in for less when short). */
export const goAlong = (spot: Spot): HoldemAction => (spot.canCheck ? { type: 'check' } : { type: 'call' });

/** Bet or raise to a street total of about `to`, kept within the legal minimum and the stack; calls or checks when raising is closed. */
export function raiseTo(spot: Spot, to: number): HoldemAction {
  if (!spot.canRaise) return goAlong(spot);
  // Sizes in whole small blinds, as people bet (halves round down).
  const unit = spot.smallBlind > 0 ? spot.smallBlind : 1;
  let total = Math.max(spot.minTo, Math.min(spot.maxTo, Math.ceil(to / unit - 0.5) * unit));
  if (total - spot.bet >= SHOVE_AT * (spot.maxTo - spot.bet)) total = spot.maxTo;
  return { type: 'raise', to: total };
}

/** Bet or raise by a share of the pot as it would be after calling. */
export const potRaise = (spot: Spot, share: number): HoldemAction => raiseTo(spot, spot.amountToCall + share * (spot.pot + spot.toCall));

export const allIn = (spot: Spot): HoldemAction => raiseTo(spot, spot.maxTo);
