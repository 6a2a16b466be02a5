import type { PlayerId } from '../../kernel/engine.js';
import type { Hand } from './actions.js';

/** What the player to act may do now. */
export interface Legal {
  canCheck: boolean;
  /** Chips needed to call (capped by the stack); 0 when nothing is owed. */
  toCall: number;
  canRaise: boolean;
  /** Smallest legal bet or raise, as a street total; equals maxTo when only an all-in is left. */
  minTo: number;
  /** The all-in total for this street. */
  maxTo: number;
}

type Seating = Pick<Hand, 'players' | 'folded'>;
export const isLive = (hand: Seating, p: PlayerId): boolean => !hand.folded.includes(p);
export const livePlayers = (hand: Seating): PlayerId[] => hand.players.filter((p) => isLive(hand, p));
/** Live and with chips behind: can still act. */
export const activePlayers = (hand: Hand, stacks: Record<PlayerId, number>): PlayerId[] => livePlayers(hand).filter((p) => (stacks[p] ?? 0) > 0);

/**
 * The players from the seat after `from` round the table (clockwise), `from` last. `from` must be
 * in `order`: a missing one would silently start the round at seat 0.
 */
export function clockwiseAfter(order: readonly PlayerId[], from: PlayerId): PlayerId[] {
  const start = order.indexOf(from);
  if (start < 0) throw new Error('clockwiseAfter: the starting player is not in the order');
  return order.map((_, i) => order[(start + 1 + i) % order.length]!);
}

export function legalFor(hand: Hand, player: PlayerId, stack: number, stacks: Record<PlayerId, number>): Legal {
  const bet = hand.bets[player] ?? 0;
  const owed = Math.max(0, hand.amountToCall - bet);
  const maxTo = bet + stack;
  const reopened = hand.faced[player] === undefined || hand.lastFullRaiseTo > hand.faced[player]!;
  // A raise needs someone to answer it: an opponent still in the hand who could put in more than they face now.
  const opponentCouldCallMore = activePlayers(hand, stacks).some((p) => p !== player && (hand.bets[p] ?? 0) + (stacks[p] ?? 0) > hand.amountToCall);
  const canRaise = reopened && opponentCouldCallMore && maxTo > hand.amountToCall;
  const fullTo = hand.amountToCall + hand.minRaise;
  return { canCheck: owed === 0, toCall: Math.min(owed, stack), canRaise, minTo: Math.min(fullTo, maxTo), maxTo };
}

/**
 * docs/rules/holdem.md, "Betting": the street is over when nobody live can act, or when everyone who can act has acted
 * since the last full raise and matched the amount to call. With a single player left able
 * to act and nothing owed, there is nobody to bet against.
 */
export function isRoundClosed(hand: Hand, stacks: Record<PlayerId, number>): boolean {
  const active = activePlayers(hand, stacks);
  if (active.length === 0) return true;
  if (active.length === 1) return (hand.bets[active[0]!] ?? 0) >= hand.amountToCall;
  return active.every((p) => hand.faced[p] !== undefined && (hand.bets[p] ?? 0) === hand.amountToCall);
}

/** The next player after `from`, clockwise, who can still act. */
export function nextToAct(hand: Hand, from: PlayerId, stacks: Record<PlayerId, number>): PlayerId | null {
  const active = new Set(activePlayers(hand, stacks));
  return clockwiseAfter(hand.players, from).find((p) => active.has(p)) ?? null;
}

/**
 * Returns the part of the highest bet of the street that nobody matched to its owner, so a bet
 * nobody could call is not shown as won from the pot.
 */
export function uncalledExcess(bets: Readonly<Record<PlayerId, number>>): { player: PlayerId; amount: number } | null {
  const sorted = Object.entries(bets).sort((a, b) => b[1] - a[1]);
  const [top, second] = sorted;
  if (!top || top[1] === 0) return null;
  const excess = top[1] - (second?.[1] ?? 0);
  return excess > 0 ? { player: top[0], amount: excess } : null;
}
