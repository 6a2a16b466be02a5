import type { PlayerId, Rejection } from '../engine.js';
import { message } from '../../i18n/catalog.js';
import type { HoldemState } from './actions.js';
import { clockwiseAfter } from './betting.js';

export const MAX_SEATS = 9;

/** What the buy-in and top-up checks read: the same fields in the state and in the public view. */
type Table = Pick<HoldemState, 'seats' | 'minBuyIn' | 'maxBuyIn'> & { hand: { players: readonly PlayerId[] } | null };

/** An amount the player may bring now, or why they may not. */
export type AmountRange = { ok: true; min: number; max: number } | { ok: false; rejection: Rejection };

const refuse = (code: string, m: ReturnType<typeof message>): AmountRange => ({ ok: false, rejection: { code, ...m } });

/** Sitting down: anyone without a seat (or whose seat is only waiting for the hand to end after they left), while a seat is free. */
export function buyInRange(table: Table, player: PlayerId): AmountRange {
  const seat = table.seats.find((s) => s.id === player);
  if (seat && !seat.leaving) return refuse('seated', message('error.alreadySeated'));
  if (!seat && table.seats.length >= MAX_SEATS) return refuse('full', message('error.tableFull', { max: MAX_SEATS }));
  return { ok: true, min: table.minBuyIn, max: table.maxBuyIn };
}

/**
 * Topping up: only when not dealt into the hand being played, never above the maximum buy-in;
 * a player with no chips left must bring at least the minimum buy-in.
 */
export function topUpRange(table: Table, player: PlayerId): AmountRange {
  const seat = table.seats.find((s) => s.id === player);
  if (!seat || seat.leaving) return refuse('not-seated', message('holdem.sitFirst'));
  if (table.hand?.players.includes(player)) return refuse('mid-hand', message('holdem.betweenHands'));
  if (seat.stack >= table.maxBuyIn) return refuse('at-max', message('holdem.atMaxBuyIn', { max: table.maxBuyIn }));
  return { ok: true, min: seat.stack === 0 ? table.minBuyIn : 1, max: table.maxBuyIn - seat.stack };
}

/**
 * Takes seats off the table. When the button's player goes, the button keeps its place as an empty
 * seat (`vacantButtonAt`), which later departures shift like any seat; new seats are taken at the
 * end of the list as always.
 */
export function withoutSeats(s: HoldemState, gone: readonly PlayerId[]): HoldemState {
  if (gone.length === 0) return s;
  const order = s.seats.map((seat) => seat.id);
  let button = s.button;
  let vacant = s.vacantButtonAt ?? null;
  if (button !== null && gone.includes(button)) {
    vacant = order.indexOf(button);
    button = null;
  }
  if (vacant !== null) {
    const at = vacant;
    vacant -= order.filter((p, i) => i < at && gone.includes(p)).length;
  }
  return { ...s, seats: s.seats.filter((seat) => !gone.includes(seat.id)), button, vacantButtonAt: vacant };
}

/**
 * The seats in the order the next button is looked for: after the last button, or from its empty
 * seat when its player left; null before the first hand.
 */
export function buttonSearchOrder(s: HoldemState): PlayerId[] | null {
  const order = s.seats.map((seat) => seat.id);
  // (A table stored before empty button seats were kept may name a button who has left: start afresh.)
  if (s.button !== null) return order.includes(s.button) ? clockwiseAfter(order, s.button) : null;
  const vacant = s.vacantButtonAt ?? null;
  if (vacant === null) return null;
  return [...order.slice(vacant), ...order.slice(0, vacant)];
}
