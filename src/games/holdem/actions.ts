import { z } from 'zod';
import { CARD_PATTERN } from './cards.js';
import { message, type Message } from '../../i18n/catalog.js';
import { reportProblem } from '../../rules/config-problem.js';

export const MAX_BLIND = 1_000_000;
/** Nine full buy-ins must still fit in one pot (chips below). */
export const MAX_BUY_IN = 100_000_000;

interface ChosenOptions {
  smallBlind: number;
  bigBlind: number;
  minBuyIn: number;
  maxBuyIn: number;
}

/** What is wrong with a host's options, naming them as the host sees them; null when they make a table. */
export function holdemConfigProblem(c: ChosenOptions): Message | null {
  // The big blind first: the default small blind is derived from it.
  if (c.bigBlind < 1 || c.bigBlind > MAX_BLIND) return message('holdem.problem.bigBlind', { min: 1, max: MAX_BLIND });
  if (c.smallBlind < 1 || c.smallBlind > MAX_BLIND) return message('holdem.problem.smallBlind', { min: 1, max: MAX_BLIND });
  if (c.bigBlind < c.smallBlind) return message('holdem.problem.bigBelowSmall', { big: c.bigBlind, small: c.smallBlind });
  if (c.minBuyIn > MAX_BUY_IN) return message('holdem.problem.minBuyIn', { max: MAX_BUY_IN });
  if (c.maxBuyIn > MAX_BUY_IN) return message('holdem.problem.maxBuyIn', { max: MAX_BUY_IN });
  if (c.minBuyIn < c.bigBlind) return message('holdem.problem.buyInBelowBlind', { buyIn: c.minBuyIn, big: c.bigBlind });
  if (c.maxBuyIn < c.minBuyIn) return message('holdem.problem.maxBelowMin', { max: c.maxBuyIn, min: c.minBuyIn });
  return null;
}

export const holdemConfigSchema = z
  .object({
    smallBlind: z.number().int().default(10),
    bigBlind: z.number().int().default(20),
    /** In chips; default 40 and 100 big blinds, moved to meet the other one when only one is given. */
    minBuyIn: z.number().int().optional(),
    maxBuyIn: z.number().int().optional(),
  })
  .transform((c) => {
    const minBuyIn = c.minBuyIn ?? (c.maxBuyIn !== undefined ? Math.max(c.bigBlind, Math.min(c.bigBlind * 40, c.maxBuyIn)) : c.bigBlind * 40);
    return { ...c, minBuyIn, maxBuyIn: c.maxBuyIn ?? Math.max(c.bigBlind * 100, minBuyIn) };
  })
  .superRefine((c, ctx) => {
    const problem = holdemConfigProblem(c);
    if (problem) reportProblem(ctx, problem);
  });
export type HoldemConfig = z.infer<typeof holdemConfigSchema>;

const chips = z.number().int().min(0).max(1_000_000_000);
export const holdemActionSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('fold') }),
  z.object({ type: z.literal('check') }),
  z.object({ type: z.literal('call') }),
  /** Bet or raise to a total of `to` for this street. */
  z.object({ type: z.literal('raise'), to: chips }),
  z.object({ type: z.literal('allin') }),
  z.object({ type: z.literal('sit'), buyIn: chips }),
  z.object({ type: z.literal('topup'), amount: chips }),
  z.object({ type: z.literal('sitout') }),
  z.object({ type: z.literal('back') }),
  z.object({ type: z.literal('deal') }),
]);
export type HoldemAction = z.infer<typeof holdemActionSchema>;

const card = z.string().regex(CARD_PATTERN);
const id = z.string();
const amounts = z.record(id, chips);

export const seatSchema = z.object({
  id,
  /** The seat's number (1 to 9), kept for the life of the table; absent on tables stored before seats were numbered (then: its place + 1). */
  no: z.number().int().min(1).max(9).optional(),
  stack: chips,
  sittingOut: z.boolean(),
  timeouts: z.number().int().min(0),
  leaving: z.boolean(),
  /** When a player still in the hand left (epoch ms): their stack is cashed out when it ends. */
  leftAt: z.number().int().optional(),
});

export const handSchema = z.object({
  players: z.array(id).min(2),
  smallBlind: id,
  bigBlind: id,
  street: z.enum(['preflop', 'flop', 'turn', 'river']),
  board: z.array(card).max(5),
  folded: z.array(id),
  bets: amounts,
  contributed: amounts,
  toAct: id.nullable(),
  amountToCall: chips,
  minRaise: chips,
  lastFullRaiseTo: chips,
  /** The amount to call each player last acted facing, this street; absent until they act. */
  faced: amounts,
  lastAggressor: id.nullable(),
  /** Live hands are face up: betting is over with at most one player able to act. */
  revealed: z.boolean(),
  /** Someone at the table made a move of their own in this hand (not only timers). */
  attended: z.boolean().optional(),
  /** The board when the live hands were turned up, before it was dealt out. */
  revealedBoard: z.array(card).max(4).optional(),
  actions: z.number().int().min(0),
  log: z.array(z.object({ player: id, type: z.string(), to: chips.optional(), street: z.string() })).max(12),
  secret: z.object({ deck: z.array(card), hole: z.record(id, z.array(card).length(2)) }),
});
export type Hand = z.infer<typeof handSchema>;

export const handResultSchema = z.object({
  handNo: z.number().int(),
  board: z.array(card),
  /** Every live hand at showdown, in showdown order; empty when the hand ended by folds. */
  shown: z.array(z.object({ player: id, cards: z.array(card), score: z.number() })),
  pots: z.array(z.object({ amount: chips, eligible: z.array(id), shares: amounts })),
  refunds: amounts,
  /** What each dealt player put in, uncalled bets returned: with the shares, each player's net for the hand. Absent on older tables. */
  contributed: amounts.optional(),
  /**
   * The hands were turned up before the board was complete: the board then, and (added after the
   * engine, by the equity worker) each shown hand's boards won and tied, in `shown` order.
   */
  runout: z
    .object({
      board: z.array(card).max(4),
      equity: z
        .object({ boards: z.number().int().min(1), exact: z.boolean(), win: z.array(z.number().int().min(0)), tie: z.array(z.number().int().min(0)) })
        .optional(),
    })
    .optional(),
});
export type HandResult = z.infer<typeof handResultSchema>;

export const holdemStateSchema = z.object({
  smallBlind: chips,
  bigBlind: chips,
  minBuyIn: chips,
  maxBuyIn: chips,
  seats: z.array(seatSchema).max(9),
  ledger: z.record(id, z.object({ boughtIn: chips, cashedOut: chips })),
  /** The stack each player left with, and when (epoch ms): back within the hour, they bring at least as much. Absent on older tables. */
  departed: z.record(id, z.object({ stack: chips, at: z.number().int() })).optional(),
  /** The last hand's button; null before the first hand, or when the button's player has left the table. */
  button: id.nullable(),
  /**
   * Tables stored before seats were numbered: the button's player has left, and their empty seat was
   * just before `seats[vacantButtonAt]` (after the last seat when it equals the number of seats).
   */
  vacantButtonAt: z.number().int().min(0).max(9).nullable().optional(),
  /** The number of the seat whose player, holding the button, has left: the next button is looked for clockwise after it. */
  vacantButtonNo: z.number().int().min(1).max(9).nullable().optional(),
  handNo: z.number().int().min(0),
  /** The last hand was played out by timers alone (nobody at the table acted): no hand is dealt until someone does. */
  unattended: z.boolean().optional(),
  hand: handSchema.nullable(),
  lastHand: handResultSchema.nullable(),
});
export type HoldemState = z.infer<typeof holdemStateSchema>;
