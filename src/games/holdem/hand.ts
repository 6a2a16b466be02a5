import type { PlayerId } from '../../kernel/engine.js';
import type { HoldemEvent } from './events.js';
import type { Rng } from '../../rng.js';
import type { Hand, HandResult, HoldemState } from './actions.js';
import { shuffledDeck } from './cards.js';
import { scoreHand } from './evaluator.js';
import { buildPots, splitPot } from './pots.js';
import { clockwiseAfter, isRoundClosed, livePlayers, nextToAct, uncalledExcess } from './betting.js';
import { buttonSearchOrder, withoutSeats } from './seating.js';

export type Stacks = Record<PlayerId, number>;
export const stacksOf = (s: HoldemState): Stacks => Object.fromEntries(s.seats.map((seat) => [seat.id, seat.stack]));
const withStacks = (s: HoldemState, stacks: Stacks): HoldemState => ({
  ...s,
  seats: s.seats.map((seat) => ({ ...seat, stack: stacks[seat.id] ?? seat.stack })),
});

/** Seats dealt into the next hand: chips, not sitting out, not leaving. */
export const dealable = (s: HoldemState): PlayerId[] => s.seats.filter((seat) => seat.stack > 0 && !seat.sittingOut && !seat.leaving).map((seat) => seat.id);

/**
 * Moves the button to the next dealt seat clockwise (from its vacant seat when its player left),
 * posts the blinds (heads-up: the button is the small blind) and deals.
 */
export function startHand(s: HoldemState, rng: Rng, events: HoldemEvent[]): HoldemState {
  const players = dealable(s);
  if (players.length < 2) return s;
  const button = buttonSearchOrder(s)?.find((p) => players.includes(p)) ?? players[0]!;
  const afterButton = clockwiseAfter(players, button);
  const [smallBlind, bigBlind] = players.length === 2 ? [button, afterButton[0]!] : [afterButton[0]!, afterButton[1]!];

  const deck = shuffledDeck(rng);
  const hole: Record<PlayerId, string[]> = {};
  afterButton.forEach((p, i) => (hole[p] = [deck[i]!, deck[i + afterButton.length]!]));
  const stacks = stacksOf(s);
  const bets: Stacks = {};
  for (const [p, blind] of [
    [smallBlind, s.smallBlind],
    [bigBlind, s.bigBlind],
  ] as const) {
    const posted = Math.min(blind, stacks[p]!);
    stacks[p]! -= posted;
    bets[p] = posted;
  }
  const hand: Hand = {
    players,
    smallBlind,
    bigBlind,
    street: 'preflop',
    board: [],
    folded: [],
    bets,
    contributed: { ...bets },
    toAct: null,
    amountToCall: s.bigBlind,
    minRaise: s.bigBlind,
    lastFullRaiseTo: s.bigBlind,
    faced: {},
    lastAggressor: null,
    revealed: false,
    actions: 0,
    log: [],
    secret: { deck: deck.slice(players.length * 2), hole },
  };
  const handNo = s.handNo + 1;
  events.push({ type: 'hand-started', handNo, button });
  const started: HoldemState = { ...withStacks(s, stacks), button, vacantButtonAt: null, vacantButtonNo: null, handNo, hand };
  return afterAction(started, bigBlind, events);
}

/** After any change: end the hand, close the street, or pass the turn. `last` is who acted (the big blind at the start). */
export function afterAction(s: HoldemState, last: PlayerId, events: HoldemEvent[]): HoldemState {
  const hand = s.hand!;
  const stacks = stacksOf(s);
  if (livePlayers(hand).length === 1) return finishByFolds(s, events);
  if (!isRoundClosed(hand, stacks)) return { ...s, hand: { ...hand, toAct: nextToAct(hand, last, stacks) } };
  return closeStreet(s, events);
}

function returnUncalled(s: HoldemState, hand: Hand): { state: HoldemState; hand: Hand; refund: { player: PlayerId; amount: number } | null } {
  const refund = uncalledExcess(hand.bets);
  if (!refund) return { state: s, hand, refund: null };
  const stacks = stacksOf(s);
  stacks[refund.player]! += refund.amount;
  return {
    state: withStacks(s, stacks),
    hand: {
      ...hand,
      bets: { ...hand.bets, [refund.player]: hand.bets[refund.player]! - refund.amount },
      contributed: { ...hand.contributed, [refund.player]: hand.contributed[refund.player]! - refund.amount },
    },
    refund,
  };
}

const BOARD_AFTER: Record<Hand['street'], { next: Hand['street']; cards: number } | null> = {
  preflop: { next: 'flop', cards: 3 },
  flop: { next: 'turn', cards: 1 },
  turn: { next: 'river', cards: 1 },
  river: null,
};

/** Collects the street's bets, then deals the next street (running the board out when nobody can bet) or shows down. */
function closeStreet(s: HoldemState, events: HoldemEvent[]): HoldemState {
  const returned = returnUncalled(s, s.hand!);
  const state = returned.state;
  let hand = returned.hand;
  const refunds: Stacks = returned.refund ? { [returned.refund.player]: returned.refund.amount } : {};
  for (;;) {
    const step = BOARD_AFTER[hand.street];
    if (!step) return showdown({ ...state, hand }, refunds, events);
    const stacks = stacksOf(state);
    const boardBefore = hand.board;
    hand = {
      ...hand,
      street: step.next,
      board: [...hand.board, ...hand.secret.deck.slice(0, step.cards)],
      secret: { ...hand.secret, deck: hand.secret.deck.slice(step.cards) },
      bets: {},
      faced: {},
      amountToCall: 0,
      minRaise: state.bigBlind,
      lastFullRaiseTo: 0,
      lastAggressor: null,
    };
    events.push({ type: 'street', street: hand.street });
    if (!isRoundClosed(hand, stacks)) {
      const button = state.button!;
      const first = nextToAct(hand, clockwiseAfter(hand.players, button).at(-1)!, stacks);
      return { ...state, hand: { ...hand, toAct: first } };
    }
    // At most one player can act: every live hand is turned up and the board is dealt out (docs/rules/holdem.md, "All-in run-outs").
    hand = { ...hand, revealed: true, toAct: null, revealedBoard: hand.revealedBoard ?? boardBefore };
  }
}

function clockwiseFromButton(s: HoldemState, hand: Hand): PlayerId[] {
  return clockwiseAfter(hand.players, s.button!);
}

function finishHand(s: HoldemState, result: HandResult, shares: Stacks, events: HoldemEvent[]): HoldemState {
  const stacks = stacksOf(s);
  for (const [p, amount] of Object.entries(shares)) stacks[p] = (stacks[p] ?? 0) + amount;
  const paid = withStacks(s, stacks);
  events.push({ type: 'hand-finished', handNo: s.handNo });
  // Players who left during the hand cash out now.
  const leavers = paid.seats.filter((seat) => seat.leaving);
  const ledger = { ...paid.ledger };
  const departed = { ...paid.departed };
  for (const seat of leavers) {
    ledger[seat.id] = { ...ledger[seat.id]!, cashedOut: ledger[seat.id]!.cashedOut + seat.stack };
    if (seat.leftAt !== undefined) departed[seat.id] = { stack: seat.stack, at: seat.leftAt };
  }
  const kept = leavers.some((seat) => seat.leftAt !== undefined) ? { departed } : {};
  return {
    ...withoutSeats(
      { ...paid, ledger, ...kept },
      leavers.map((seat) => seat.id),
    ),
    hand: null,
    lastHand: result,
  };
}

/** docs/rules/holdem.md, "A hand": everyone else folded: the last player takes every pot without showing. */
function finishByFolds(s: HoldemState, events: HoldemEvent[]): HoldemState {
  const returned = returnUncalled(s, s.hand!);
  const hand = returned.hand;
  const winner = livePlayers(hand)[0]!;
  const amount = Object.values(hand.contributed).reduce((a, b) => a + b, 0);
  const result: HandResult = {
    handNo: s.handNo,
    board: hand.board,
    shown: [],
    pots: [{ amount, eligible: [winner], shares: { [winner]: amount } }],
    refunds: returned.refund ? { [returned.refund.player]: returned.refund.amount } : {},
    contributed: hand.contributed,
  };
  return finishHand(returned.state, result, { [winner]: amount }, events);
}

/** docs/rules/holdem.md, "Showdown": live hands are shown from the river's last aggressor, else from the first live player after the button. */
export function showdownOrder(s: HoldemState, hand: Hand): PlayerId[] {
  const live = livePlayers(hand);
  const aroundButton = clockwiseFromButton(s, hand).filter((p) => live.includes(p));
  const aggressor = hand.street === 'river' && hand.lastAggressor && live.includes(hand.lastAggressor) ? hand.lastAggressor : null;
  if (!aggressor) return aroundButton;
  const from = aroundButton.indexOf(aggressor);
  return [...aroundButton.slice(from), ...aroundButton.slice(0, from)];
}

function showdown(s: HoldemState, refunds: Stacks, events: HoldemEvent[]): HoldemState {
  const hand = s.hand!;
  const order = showdownOrder(s, hand);
  const scores: Record<PlayerId, number> = Object.fromEntries(order.map((p) => [p, scoreHand([...hand.secret.hole[p]!, ...hand.board])]));
  const pots = buildPots(hand.contributed, livePlayers(hand));
  const total: Stacks = {};
  const paid = pots.map((pot) => {
    const best = Math.max(...pot.eligible.map((p) => scores[p]!));
    const winners = pot.eligible.filter((p) => scores[p] === best);
    const shares = splitPot(pot.amount, winners, clockwiseFromButton(s, hand));
    for (const [p, amount] of Object.entries(shares)) total[p] = (total[p] ?? 0) + amount;
    return { ...pot, shares };
  });
  const result: HandResult = {
    handNo: s.handNo,
    board: hand.board,
    shown: order.map((p) => ({ player: p, cards: hand.secret.hole[p]!, score: scores[p]! })),
    pots: paid,
    refunds,
    contributed: hand.contributed,
    ...(hand.revealedBoard ? { runout: { board: hand.revealedBoard } } : {}),
  };
  events.push({ type: 'showdown', players: order });
  return finishHand(s, result, total, events);
}
