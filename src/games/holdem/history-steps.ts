import { z } from 'zod';
import type { GameEvent, PlayerId } from '../../kernel/engine.js';
import { handResultSchema, type HoldemState } from './actions.js';
import { CARD_PATTERN } from './cards.js';
import { seatNumber } from './seating.js';

/**
 * What one committed move added to a hand's history, read from the states before and after it
 * and the move's events (the engine keeps only the last 12 actions). Hole cards are recorded
 * for every dealt player: the writer shows each reader only their own and the ones shown down.
 */
const card = z.string().regex(CARD_PATTERN);
const id = z.string();
const street = z.enum(['preflop', 'flop', 'turn', 'river']);

export const handStepSchema = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('start'),
    handNo: z.number().int().min(1),
    /** When the hand was dealt (ms since the epoch). */
    at: z.number(),
    smallBlind: z.number().int(),
    bigBlind: z.number().int(),
    /** Every seat at the table in seat order, with its stack before the blinds. */
    seats: z.array(z.object({ id, no: z.number().int().min(1).max(9).optional(), name: z.string(), stack: z.number().int(), dealt: z.boolean() })),
    button: id,
    smallBlindPlayer: id,
    bigBlindPlayer: id,
    posted: z.record(id, z.number().int()),
    hole: z.record(id, z.array(card).length(2)),
  }),
  z.object({
    kind: z.literal('act'),
    player: id,
    move: z.enum(['fold', 'check', 'call', 'bet', 'raise', 'allin']),
    /** The player's total bet for the street after the move (calls, bets, raises). */
    to: z.number().int().optional(),
    street,
    /** The move's number in the hand (1, 2, ...): a gap means a move was never recorded. */
    seq: z.number().int().min(1).optional(),
  }),
  z.object({ kind: z.literal('street'), street, cards: z.array(card) }),
  z.object({ kind: z.literal('end'), result: handResultSchema }),
]);
export type HandStep = z.infer<typeof handStepSchema>;
export type StartStep = Extract<HandStep, { kind: 'start' }>;

/** The steps one move recorded, and which hand they belong to. */
export interface MoveSteps {
  handNo: number;
  steps: HandStep[];
}

const BETTING = new Set(['fold', 'check', 'call', 'raise', 'allin']);
const loggedMove = z.object({ type: z.enum(['fold', 'check', 'call', 'bet', 'raise', 'allin']), to: z.number().int().optional(), street });

function startStep(prev: HoldemState | null, next: HoldemState, names: ReadonlyMap<PlayerId, string>, at: number): StartStep | null {
  const hand = next.hand;
  // A hand that ended inside the move that dealt it (every blind all-in) is read from its result.
  const dealt = hand?.players ?? next.lastHand?.shown.map((s) => s.player) ?? [];
  if (dealt.length < 2) return null;
  const hole = hand ? hand.secret.hole : Object.fromEntries((next.lastHand?.shown ?? []).map((s) => [s.player, s.cards]));
  const contributed = hand?.contributed ?? {};
  // Between hands nothing is in play, so the stacks before the move are the stacks the hand started with.
  const before = new Map(
    (prev && !prev.hand ? prev.seats : next.seats.map((seat) => ({ ...seat, stack: seat.stack + (contributed[seat.id] ?? 0) }))).map((seat) => [
      seat.id,
      seat.stack,
    ]),
  );
  const smallBlindPlayer = hand?.smallBlind ?? dealt[dealt.length === 2 ? 0 : 1]!;
  const bigBlindPlayer = hand?.bigBlind ?? dealt[dealt.length === 2 ? 1 : 2 % dealt.length]!;
  const posted = hand
    ? { [hand.smallBlind]: contributed[hand.smallBlind] ?? 0, [hand.bigBlind]: contributed[hand.bigBlind] ?? 0 }
    : {
        [smallBlindPlayer]: Math.min(next.smallBlind, before.get(smallBlindPlayer) ?? 0),
        [bigBlindPlayer]: Math.min(next.bigBlind, before.get(bigBlindPlayer) ?? 0),
      };
  return {
    kind: 'start',
    handNo: next.handNo,
    at,
    smallBlind: next.smallBlind,
    bigBlind: next.bigBlind,
    seats: next.seats.map((seat, i) => ({
      id: seat.id,
      no: seatNumber(next.seats, i),
      name: names.get(seat.id) ?? seat.id,
      stack: before.get(seat.id) ?? seat.stack,
      dealt: dealt.includes(seat.id),
    })),
    button: next.button!,
    smallBlindPlayer,
    bigBlindPlayer,
    posted,
    hole,
  };
}

/**
 * The history steps of one move at a Hold'em table (none for a move outside a hand, such as a
 * top-up). `names` are the display names of the table's players, `at` the time of the move.
 */
export function holdemMoveSteps(
  prev: HoldemState | null,
  next: HoldemState,
  events: readonly GameEvent[],
  names: ReadonlyMap<PlayerId, string>,
  at: number,
): MoveSteps | null {
  const steps: HandStep[] = [];
  let handNo = prev?.hand ? prev.handNo : null;
  let live = new Set(prev?.hand ? prev.hand.players.filter((p) => !prev.hand!.folded.includes(p)) : []);
  const board = (): string[] => next.hand?.board ?? next.lastHand?.board ?? [];
  const started = next.handNo > (prev?.handNo ?? 0);
  // The first hand is dealt by the game's setup, which reports no events.
  if (started && !events.some((e) => e.type === 'hand-started')) {
    const start = startStep(prev, next, names, at);
    if (start) steps.push(start);
    handNo = next.handNo;
    live = new Set(start ? start.seats.filter((s) => s.dealt).map((s) => s.id) : []);
  }
  for (const event of events) {
    const player = typeof event.player === 'string' ? event.player : null;
    if (event.type === 'hand-started') {
      const start = startStep(prev, next, names, at);
      if (start) steps.push(start);
      handNo = next.handNo;
      live = new Set(start ? start.seats.filter((s) => s.dealt).map((s) => s.id) : []);
    } else if (BETTING.has(event.type) && player && handNo !== null) {
      const move = loggedMove.safeParse(event.move);
      if (!move.success) continue;
      steps.push({
        kind: 'act',
        player,
        move: move.data.type,
        street: move.data.street,
        ...(move.data.to !== undefined ? { to: move.data.to } : {}),
        ...(typeof event.seq === 'number' ? { seq: event.seq } : {}),
      });
      if (move.data.type === 'fold') live.delete(player);
    } else if (event.type === 'left' && player && live.has(player) && handNo !== null) {
      // Leaving folds a live hand out of turn; the engine does not log it as a move.
      steps.push({ kind: 'act', player, move: 'fold', street: prev?.hand?.street ?? 'preflop' });
      live.delete(player);
    } else if (event.type === 'street' && handNo !== null) {
      const to = street.parse(event.street);
      const cards = to === 'flop' ? board().slice(0, 3) : to === 'turn' ? board().slice(3, 4) : board().slice(4, 5);
      steps.push({ kind: 'street', street: to, cards });
    } else if (event.type === 'hand-finished' && next.lastHand && handNo !== null) {
      steps.push({ kind: 'end', result: next.lastHand });
    }
  }
  return handNo !== null && steps.length > 0 ? { handNo, steps } : null;
}

/**
 * Puts a hand's recorded moves back together: null unless it is whole (dealt, every numbered move
 * present in order, finished). A hand whose moves were lost (the process stopped between a commit
 * and its record) is dropped rather than written wrong.
 */
export function completeHand(moves: ReadonlyArray<{ version: number; steps: HandStep[] }>): HandStep[] | null {
  const steps = [...moves].sort((a, b) => a.version - b.version).flatMap((m) => m.steps);
  if (steps[0]?.kind !== 'start' || steps.at(-1)?.kind !== 'end') return null;
  if (steps.filter((s) => s.kind === 'start').length !== 1 || steps.filter((s) => s.kind === 'end').length !== 1) return null;
  let expected = 1;
  for (const step of steps) {
    if (step.kind !== 'act' || step.seq === undefined) continue;
    if (step.seq !== expected) return null;
    expected++;
  }
  return steps;
}
