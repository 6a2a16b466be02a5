import type { PlayerId, Rejection } from '../../kernel/engine.js';
import { message } from '../../i18n/catalog.js';
import type { HoldemState } from './actions.js';
import { clockwiseAfter } from './betting.js';

export const MAX_SEATS = 9;

/** What the buy-in and top-up checks read: the same fields in the state and in the public view. */
type Table = Pick<HoldemState, 'seats' | 'minBuyIn' | 'maxBuyIn' | 'departed'> & { hand: { players: readonly PlayerId[] } | null };

/** An amount the player may bring now, or why they may not; `leftWith`: the stack a returning player must bring back at least. */
export type AmountRange = { ok: true; min: number; max: number; leftWith?: number } | { ok: false; rejection: Rejection };

/** How long a player who left must bring back at least the stack they left with (the cash-game rule against leaving with winnings and buying in short). */
export const RETURN_WINDOW_MS = 60 * 60 * 1000;

/**
 * The stack a player left with, when they sit down again at `now` (epoch ms): while their seat still
 * waits for the hand they left to end, that seat's stack; else what they left with less than an hour before.
 */
export function stackLeftWith(table: Table, player: PlayerId, now: number | undefined): number | null {
  const seat = table.seats.find((s) => s.id === player);
  const left = seat?.leaving ? (seat.leftAt === undefined ? undefined : { stack: seat.stack, at: seat.leftAt }) : table.departed?.[player];
  if (!left || now === undefined || now - left.at >= RETURN_WINDOW_MS || now < left.at) return null;
  return left.stack;
}

const refuse = (code: string, m: ReturnType<typeof message>): AmountRange => ({ ok: false, rejection: { code, ...m } });

/** Sitting down: anyone without a seat (or whose seat is only waiting for the hand to end after they left), while a seat is free. */
export function buyInRange(table: Table, player: PlayerId, now?: number): AmountRange {
  const seat = table.seats.find((s) => s.id === player);
  // A seat sitting out is still a seat: the way back in is "I'm back", which the refusal names.
  if (seat && !seat.leaving) return refuse('seated', message(seat.sittingOut ? 'holdem.sittingOutBack' : 'error.alreadySeated'));
  if (!seat && table.seats.length >= MAX_SEATS) return refuse('full', message('error.tableFull', { max: MAX_SEATS }));
  const leftWith = stackLeftWith(table, player, now);
  // Back with more than the minimum: at least that stack, all of it even above the maximum buy-in.
  if (leftWith !== null && leftWith > table.minBuyIn) return { ok: true, min: leftWith, max: Math.max(table.maxBuyIn, leftWith), leftWith };
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

/** Each seat's number: kept for the life of the table (a player leaving empties a seat, it renumbers nobody). */
export const seatNumber = (seats: HoldemState['seats'], index: number): number => seats[index]?.no ?? index + 1;

/**
 * Seats a newcomer. Seats run clockwise in number order; a newcomer takes the first free number after
 * the last seat (so they sit down at the end, as before), or, when the last number is taken, the lowest
 * free one, placed between its neighbours.
 */
export function withNewSeat(s: HoldemState, seat: HoldemState['seats'][number]): HoldemState {
  const numbered = s.seats.map((existing, i) => ({ ...existing, no: seatNumber(s.seats, i) }));
  // The empty seat of a button whose player left stays empty while another is free: the button passes it.
  const taken = [...numbered.map((existing) => existing.no), ...(s.vacantButtonNo ? [s.vacantButtonNo] : [])];
  const free = Array.from({ length: MAX_SEATS }, (_, i) => i + 1).filter((n) => !taken.includes(n));
  const no = free.find((n) => n > Math.max(0, ...taken)) ?? free[0] ?? s.vacantButtonNo!;
  const at = numbered.findIndex((existing) => existing.no > no);
  const index = at < 0 ? numbered.length : at;
  // (A table stored before seats were numbered names its empty button seat by place: the places after it shift.)
  const vacant = s.vacantButtonAt ?? null;
  return {
    ...s,
    seats: [...numbered.slice(0, index), { ...seat, no }, ...numbered.slice(index)],
    vacantButtonAt: vacant !== null && index < vacant ? vacant + 1 : vacant,
  };
}

/**
 * Takes seats off the table. Nobody is renumbered; when the button's player goes, the button keeps
 * its seat number as an empty seat (`vacantButtonNo`).
 */
export function withoutSeats(s: HoldemState, gone: readonly PlayerId[]): HoldemState {
  if (gone.length === 0) return s;
  const numbered = s.seats.map((seat, i) => ({ ...seat, no: seatNumber(s.seats, i) }));
  const buttonSeat = s.button !== null && gone.includes(s.button) ? numbered.find((seat) => seat.id === s.button) : undefined;
  let vacant = s.vacantButtonAt ?? null;
  if (vacant !== null) {
    const at = vacant;
    vacant -= numbered.filter((seat, i) => i < at && gone.includes(seat.id)).length;
  }
  return {
    ...s,
    seats: numbered.filter((seat) => !gone.includes(seat.id)),
    button: buttonSeat ? null : s.button,
    vacantButtonAt: buttonSeat ? null : vacant,
    vacantButtonNo: buttonSeat ? buttonSeat.no : (s.vacantButtonNo ?? null),
  };
}

/**
 * The seats in the order the next button is looked for: after the last button, or from its empty
 * seat when its player left; null before the first hand.
 */
export function buttonSearchOrder(s: HoldemState): PlayerId[] | null {
  const order = s.seats.map((seat) => seat.id);
  // (A table stored before empty button seats were kept may name a button who has left: start afresh.)
  if (s.button !== null) return order.includes(s.button) ? clockwiseAfter(order, s.button) : null;
  const vacantNo = s.vacantButtonNo ?? null;
  if (vacantNo !== null) {
    const after = s.seats.findIndex((_, i) => seatNumber(s.seats, i) > vacantNo);
    return after < 0 ? order : [...order.slice(after), ...order.slice(0, after)];
  }
  const vacant = s.vacantButtonAt ?? null;
  if (vacant === null) return null;
  return [...order.slice(vacant), ...order.slice(0, vacant)];
}
