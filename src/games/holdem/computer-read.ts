/**
 * Reads what a seat sees into the figures the computer decides on: its cards, the price, the
 * positions, and each opponent's range from the actions the table shows (the hand's last 12
 * moves; when earlier ones have scrolled off, a middling range is assumed).
 */
import type { PlayerId } from '../../kernel/engine.js';
import type { HoldemPrivateView } from './rules.js';
import { clockwiseAfter } from './betting.js';
import { cardCode } from './cards.js';
import { readBoard, type BoardRead } from './computer-board.js';
import { NARROWING, narrow, preflopRange } from './computer-ranges.js';

type Street = 'preflop' | 'flop' | 'turn' | 'river';
type LogEntry = { player: PlayerId; type: string; to?: number; street: string };

export interface Opponent {
  id: PlayerId;
  /** Chips behind. */
  stack: number;
  /** Has acted before the flop (a blind that has not acted yet has not). */
  acted: boolean;
  range: Float64Array;
}

export interface Spot {
  hole: readonly [number, number];
  board: number[];
  street: Street;
  bigBlind: number;
  smallBlind: number;
  /** Every chip put in this hand, this street's bets included. */
  pot: number;
  toCall: number;
  canCheck: boolean;
  canRaise: boolean;
  minTo: number;
  maxTo: number;
  amountToCall: number;
  /** My bet this street and my chips behind. */
  bet: number;
  stack: number;
  /** The live opponents, all-in ones included. */
  opponents: Opponent[];
  /** Opponents with chips who have not acted yet this street and act after me. */
  behind: number;
  /** Bets and raises this street (at least one before the flop once someone raised). */
  raises: number;
  /** Players who called the big blind before anyone raised. */
  limpers: number;
  /** Players dealt in. */
  dealt: number;
  /** After the flop: nobody with chips acts after me. */
  inPosition: boolean;
  /** I made the last raise before the flop. */
  aggressor: boolean;
  /** The smaller of my chips and the deepest opponent's, in big blinds. */
  depth: number;
}

const BOARD_SIZE: Record<Street, number> = { preflop: 0, flop: 3, turn: 4, river: 5 };
const RAISING = new Set(['bet', 'raise', 'allin']);

/** An all-in before the flop of at least this many big blinds. */
const DEEP_SHOVE = 25;
/**
 * What a deep all-in leaves to hands outside its range: people shove deep stacks with the strongest
 * hands, and some with anything (at a casual table, often), so this is the one line read that loosely.
 */
const SHOVE_OUTSIDE = 0.06;

/** The share of the chart a preflop line stands for, and the weight it leaves to hands outside it. */
function preflopLine(entries: readonly LogEntry[], player: PlayerId, bigBlind: number, truncated: boolean): { share: number; outside?: number } {
  let level = bigBlind;
  let raises = 0;
  let share = truncated ? 0.35 : 1;
  let shoved = false;
  let seen = false;
  for (const e of entries) {
    const raising = RAISING.has(e.type) && (e.to ?? 0) > level;
    if (e.player === player) {
      seen = true;
      const deep = (e.to ?? 0) >= DEEP_SHOVE * bigBlind;
      if (raising) share = Math.min(share, raises === 0 ? (deep ? 0.1 : 0.22) : raises === 1 ? 0.07 : 0.035);
      else if (e.type === 'call') share = Math.min(share, [0.55, 0.28, 0.09][raises] ?? 0.05);
      if (raising && e.type === 'allin' && deep) shoved = true;
    }
    if (raising) {
      raises++;
      level = e.to ?? level;
    }
  }
  if (!seen && truncated) return { share: 0.35 };
  return shoved ? { share, outside: SHOVE_OUTSIDE } : { share };
}

export function readSpot(view: HoldemPrivateView): Spot {
  const hand = view.hand!;
  const legal = view.legal!;
  const me = view.me;
  const bigBlind = view.bigBlind;
  const stacks = new Map(view.seats.map((s) => [s.id, s.stack]));
  const street = hand.street;
  const log = hand.log as LogEntry[];
  const truncated = hand.actions > log.length;
  const preflopLog = log.filter((e) => e.street === 'preflop');
  const streetLog = log.filter((e) => e.street === street);
  const board = hand.board.map(cardCode);

  const reads = new Map<number, BoardRead>();
  const readOf = (size: number): BoardRead => {
    let read = reads.get(size);
    if (!read) reads.set(size, (read = readBoard(board.slice(0, size))));
    return read;
  };

  const live = hand.players.filter((p) => !hand.folded.includes(p));
  const opponents: Opponent[] = live
    .filter((p) => p !== me)
    .map((id) => {
      const line = preflopLine(preflopLog, id, bigBlind, truncated);
      const range = preflopRange(line.share, line.outside);
      for (const e of log) {
        if (e.player !== id || e.street === 'preflop') continue;
        const how =
          e.type === 'call'
            ? NARROWING.call
            : e.type === 'allin'
              ? NARROWING.allin
              : e.type === 'raise'
                ? NARROWING.raise
                : e.type === 'bet'
                  ? NARROWING.bet
                  : null;
        if (how) narrow(range, readOf(BOARD_SIZE[e.street as Street]), how);
      }
      return { id, stack: stacks.get(id) ?? 0, acted: preflopLog.some((e) => e.player === id) || street !== 'preflop', range };
    });

  const order = street === 'preflop' ? clockwiseAfter(hand.players, hand.bigBlind) : clockwiseAfter(hand.players, view.button!);
  const after = order.slice(order.indexOf(me) + 1);
  const canAct = (p: PlayerId) => live.includes(p) && (stacks.get(p) ?? 0) > 0;
  const behind = after.filter((p) => canAct(p) && hand.faced[p] === undefined).length;
  const inPosition = !after.some(canAct);

  let level = street === 'preflop' ? bigBlind : 0;
  let raises = 0;
  let limpers = 0;
  for (const e of streetLog) {
    if (RAISING.has(e.type) && (e.to ?? 0) > level) {
      raises++;
      level = e.to ?? level;
    } else if (street === 'preflop' && raises === 0 && e.type === 'call') limpers++;
  }
  if (street === 'preflop' && raises === 0 && hand.amountToCall > bigBlind) raises = 1;
  const lastPreflopRaise = preflopLog.filter((e) => RAISING.has(e.type)).at(-1);

  const bet = hand.bets[me] ?? 0;
  const stack = stacks.get(me) ?? 0;
  const deepest = Math.max(0, ...opponents.map((o) => o.stack + (hand.bets[o.id] ?? 0)));
  return {
    hole: [cardCode(view.hole![0]!), cardCode(view.hole![1]!)],
    board,
    street,
    bigBlind,
    smallBlind: view.smallBlind,
    pot: view.pot,
    toCall: legal.toCall,
    canCheck: legal.canCheck,
    canRaise: legal.canRaise,
    minTo: legal.minTo,
    maxTo: legal.maxTo,
    amountToCall: hand.amountToCall,
    bet,
    stack,
    opponents,
    behind,
    raises,
    limpers,
    dealt: hand.players.length,
    inPosition,
    aggressor: lastPreflopRaise?.player === me,
    depth: Math.min(stack + bet, deepest) / bigBlind,
  };
}
