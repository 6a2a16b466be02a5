import type { ApplyResult, GameDefinition, PlayerId } from '../../kernel/engine.js';
import type { HoldemEvent } from './events.js';
import { reject } from '../../rules/reject.js';
import type { Rng } from '../../rng.js';
import { AWAY_AFTER } from '../../rules/away.js';
import { holdemActionSchema, holdemConfigSchema, holdemStateSchema, type HoldemAction, type HoldemConfig, type HoldemState } from './actions.js';
import { afterAction, dealable, startHand, stacksOf } from './hand.js';
import { legalFor, livePlayers, type Legal } from './betting.js';
import { categoryOf, scoreHand, type Category } from './evaluator.js';
import { buyInRange, MAX_SEATS, topUpRange, withNewSeat, withoutSeats } from './seating.js';

export { MAX_SEATS };

export type HoldemPublicView = Omit<HoldemState, 'hand'> & {
  hand: (Omit<NonNullable<HoldemState['hand']>, 'secret'> & { shownHoles: Record<PlayerId, string[]> }) | null;
  legal: Legal | null;
  pot: number;
};
export interface HoldemPrivateView extends HoldemPublicView {
  me: PlayerId;
  hole: string[] | null;
  /** The category of the player's best hand so far, from the flop on (before it, hole cards alone say nothing worth a line). */
  best: Category | null;
}

/** Chip amounts an action carries: whoever calls `apply`, each must be a whole number of chips. */
const AMOUNT_FIELDS = ['to', 'buyIn', 'amount'] as const;
const isChipCount = (value: unknown): boolean => typeof value === 'number' && Number.isSafeInteger(value) && value >= 0;
const badAmount = (action: HoldemAction): boolean => AMOUNT_FIELDS.some((field) => field in action && !isChipCount((action as Record<string, unknown>)[field]));
const KNOWN_ACTIONS = new Set(['fold', 'check', 'call', 'raise', 'allin', 'sit', 'topup', 'sitout', 'back', 'deal']);

function bestCategory(hole: readonly string[], board: readonly string[]): Category {
  if (board.length >= 3) return categoryOf(scoreHand([...hole, ...board]));
  return hole[0]![0] === hole[1]![0] ? 'pair' : 'highCard';
}

const seatOf = (s: HoldemState, p: PlayerId) => s.seats.find((seat) => seat.id === p);
const updateSeat = (s: HoldemState, p: PlayerId, change: Partial<HoldemState['seats'][number]>): HoldemState => ({
  ...s,
  seats: s.seats.map((seat) => (seat.id === p ? { ...seat, ...change } : seat)),
});

function legalNow(s: HoldemState): Legal | null {
  const hand = s.hand;
  if (!hand?.toAct) return null;
  return legalFor(hand, hand.toAct, seatOf(s, hand.toAct)!.stack, stacksOf(s));
}

/** Moves `pay` chips from the player's stack into their bet for this street. */
function pay(s: HoldemState, p: PlayerId, toTotal: number): HoldemState {
  const hand = s.hand!;
  const paid = toTotal - (hand.bets[p] ?? 0);
  const seated = updateSeat(s, p, { stack: seatOf(s, p)!.stack - paid });
  return { ...seated, hand: { ...hand, bets: { ...hand.bets, [p]: toTotal }, contributed: { ...hand.contributed, [p]: (hand.contributed[p] ?? 0) + paid } } };
}

function logged(s: HoldemState, p: PlayerId, type: string, to?: number): HoldemState {
  const hand = s.hand!;
  const entry = { player: p, type, street: hand.street, ...(to !== undefined ? { to } : {}) };
  return { ...s, hand: { ...hand, actions: hand.actions + 1, faced: { ...hand.faced, [p]: hand.amountToCall }, log: [...hand.log, entry].slice(-12) } };
}

/** A betting move by the player to act. */
function bettingMove(
  s: HoldemState,
  p: PlayerId,
  action: Extract<HoldemAction, { type: 'fold' | 'check' | 'call' | 'raise' | 'allin' }>,
  events: HoldemEvent[],
): ApplyResult<HoldemState, HoldemEvent> {
  const hand = s.hand;
  if (!hand) return reject('no-hand', 'holdem.noHand');
  if (hand.toAct !== p) return reject('not-your-turn', 'error.notYourTurn');
  const legal = legalNow(s)!;
  const bet = hand.bets[p] ?? 0;
  let next: HoldemState;
  switch (action.type) {
    case 'fold':
      if (legal.canCheck) return reject('fold-free', 'holdem.checkInstead');
      next = logged({ ...s, hand: { ...hand, folded: [...hand.folded, p] } }, p, 'fold');
      break;
    case 'check':
      if (!legal.canCheck) return reject('cannot-check', 'holdem.cannotCheck', { amount: legal.toCall });
      next = logged(s, p, 'check');
      break;
    case 'call':
      if (legal.canCheck) return reject('nothing-to-call', 'holdem.checkInstead');
      next = logged(pay(s, p, bet + legal.toCall), p, 'call', bet + legal.toCall);
      break;
    case 'allin':
    case 'raise': {
      const to = action.type === 'allin' ? legal.maxTo : action.to;
      if (to <= hand.amountToCall) {
        if (action.type === 'allin') {
          next = logged(pay(s, p, to), p, 'call', to);
          break;
        }
        return reject('raise-too-small', 'holdem.raiseTooSmall', { min: legal.minTo });
      }
      if (to > legal.maxTo) return reject('raise-too-big', 'holdem.raiseTooBig', { max: legal.maxTo });
      if (!legal.canRaise) return reject('no-reraise', 'holdem.cannotRaise', { amount: legal.toCall });
      if (to < legal.minTo) return reject('raise-too-small', 'holdem.raiseTooSmall', { min: legal.minTo });
      // docs/rules/holdem.md, "Betting": a full raise (at least the last increment) reopens the betting; a short all-in does not.
      const increment = to - hand.amountToCall;
      const full = increment >= hand.minRaise;
      const raised = pay(s, p, to);
      const h = raised.hand!;
      // logged() records the raiser as having acted facing the new amount to call: their own bet.
      next = logged(
        { ...raised, hand: { ...h, amountToCall: to, lastAggressor: p, ...(full ? { minRaise: increment, lastFullRaiseTo: to } : {}) } },
        p,
        to === legal.maxTo ? 'allin' : hand.amountToCall === 0 ? 'bet' : 'raise',
        to,
      );
      break;
    }
  }
  // The logged move (what it became: bet, raise, all-in, and its street total) and its number in the hand, for the hand history.
  events.push({ type: action.type, player: p, move: next.hand!.log.at(-1), seq: next.hand!.actions });
  return { ok: true, state: afterAction(next, p, events), events };
}

/** A player's own move (the engine's `apply`, before it notes that someone is at the table). */
function applyMove(state: HoldemState, player: PlayerId, action: HoldemAction, rng: Rng, now?: number): ApplyResult<HoldemState, HoldemEvent> {
  const events: HoldemEvent[] = [];
  if (typeof action !== 'object' || action === null || !KNOWN_ACTIONS.has(action.type)) return reject('bad-action', 'error.unknownButton');
  if (badAmount(action)) return reject('bad-amount', 'holdem.badAmount');
  const seat = seatOf(state, player);
  if (action.type === 'sit') {
    const range = buyInRange(state, player, now);
    if (!range.ok) return { ok: false, rejection: range.rejection };
    if (action.buyIn < range.min || action.buyIn > range.max) {
      if (range.leftWith !== undefined) return reject('buy-in-back', 'holdem.buyInBack', { stack: range.leftWith, max: range.max });
      return reject('buy-in-range', 'holdem.buyInRange', { min: range.min, max: range.max });
    }
    const prior = state.ledger[player] ?? { boughtIn: 0, cashedOut: 0 };
    // Back before the hand they left has ended: what was left of the old stack is cashed out now,
    // and the new buy-in takes the same seat (its hand stays folded).
    const cashedOut = prior.cashedOut + (seat?.stack ?? 0);
    const fresh = { id: player, stack: action.buyIn, sittingOut: false, timeouts: 0, leaving: false };
    events.push({ type: 'sat', player });
    const seated = seat
      ? { ...state, seats: state.seats.map((s) => (s.id === player ? { ...fresh, ...(s.no ? { no: s.no } : {}) } : s)) }
      : withNewSeat(state, fresh);
    const { [player]: _back, ...departed } = state.departed ?? {};
    const sat: HoldemState = {
      ...seated,
      ...(state.departed ? { departed } : {}),
      ledger: { ...state.ledger, [player]: { boughtIn: prior.boughtIn + action.buyIn, cashedOut } },
    };
    return { ok: true, state: sat, events };
  }
  if (!seat || seat.leaving) return reject('not-seated', 'error.notInGame');
  switch (action.type) {
    case 'topup': {
      const range = topUpRange(state, player);
      if (!range.ok) return { ok: false, rejection: range.rejection };
      if (action.amount < range.min || action.amount > range.max) return reject('top-up-range', 'holdem.topUpRange', { min: range.min, max: range.max });
      const ledger = { ...state.ledger, [player]: { ...state.ledger[player]!, boughtIn: state.ledger[player]!.boughtIn + action.amount } };
      events.push({ type: 'topped-up', player });
      return { ok: true, state: { ...updateSeat(state, player, { stack: seat.stack + action.amount }), ledger }, events };
    }
    case 'sitout':
      if (seat.sittingOut) return reject('already', 'holdem.alreadySittingOut');
      return { ok: true, state: updateSeat(state, player, { sittingOut: true }), events };
    case 'back':
      if (!seat.sittingOut) return reject('not-away', 'error.notAway');
      return { ok: true, state: updateSeat(state, player, { sittingOut: false, timeouts: 0 }), events };
    case 'deal': {
      if (state.hand) return reject('hand-running', 'holdem.handRunning');
      if (dealable(state).length < 2) return reject('too-few', 'holdem.needTwo');
      return { ok: true, state: startHand(state, rng, events), events };
    }
    default: {
      const acting = updateSeat(state, player, { timeouts: 0 });
      return bettingMove(acting.hand ? { ...acting, hand: { ...acting.hand, attended: true } } : acting, player, action, events);
    }
  }
}

export const holdem: GameDefinition<HoldemState, HoldemAction, HoldemConfig, HoldemPublicView, HoldemPrivateView, HoldemEvent> & {
  joinAction: 'sit';
  seatsFor(state: HoldemState): PlayerId[];
} = {
  id: 'holdem',
  minPlayers: 2,
  maxPlayers: MAX_SEATS,
  defaultTurnSeconds: 45,
  configSchema: holdemConfigSchema,
  actionSchema: holdemActionSchema,
  stateSchema: holdemStateSchema,
  joinAction: 'sit',
  seatsFor: (s) => s.seats.map((seat) => seat.id),

  /** Everyone in the lobby sits with the maximum buy-in, and the first hand is dealt. */
  setup(players, config, rng) {
    const state: HoldemState = {
      smallBlind: config.smallBlind,
      bigBlind: config.bigBlind,
      minBuyIn: config.minBuyIn,
      maxBuyIn: config.maxBuyIn,
      seats: players.map((id, i) => ({ id, no: i + 1, stack: config.maxBuyIn, sittingOut: false, timeouts: 0, leaving: false })),
      ledger: Object.fromEntries(players.map((id) => [id, { boughtIn: config.maxBuyIn, cashedOut: 0 }])),
      button: null,
      handNo: 0,
      hand: null,
      lastHand: null,
    };
    return startHand(state, rng, []);
  },

  apply(state, player, action, rng, now): ApplyResult<HoldemState, HoldemEvent> {
    const result = applyMove(state, player, action, rng, now);
    // Someone is at the table: hands are dealt by the timer again.
    return result.ok && result.state.unattended ? { ...result, state: { ...result.state, unattended: false } } : result;
  },

  /** Check if possible, else fold; three in a row sit the player out. Between hands, the timer deals the next one (unless the last hand was played by timers alone). */
  onTimeout(state, rng) {
    const events: HoldemEvent[] = [];
    const hand = state.hand;
    if (!hand) return { state: startHand(state, rng, events), events };
    const p = hand.toAct;
    if (!p) return { state, events };
    const seat = seatOf(state, p)!;
    const strikes = seat.timeouts + 1;
    const marked = updateSeat(state, p, { timeouts: strikes, sittingOut: seat.sittingOut || strikes >= AWAY_AFTER });
    const legal = legalNow(marked)!;
    events.push({ type: 'timeout', player: p });
    const result = bettingMove(marked, p, { type: legal.canCheck ? 'check' : 'fold' }, events);
    if (!result.ok) throw new Error(`timeout move refused: ${result.rejection.code}`);
    // A hand nobody played (timers alone) is not followed by another one until someone acts.
    const ended = result.state.hand === null;
    return { state: ended && !hand.attended ? { ...result.state, unattended: true } : result.state, events };
  },

  /** Leaving folds a live hand; the stack is cashed out when the hand is over (or at once between hands). */
  forfeit(state, player, _rng, now) {
    const seat = seatOf(state, player);
    if (!seat || seat.leaving) return { state, events: [] };
    const events: HoldemEvent[] = [{ type: 'left', player }];
    if (!state.hand || !state.hand.players.includes(player)) {
      const ledger = { ...state.ledger, [player]: { ...state.ledger[player]!, cashedOut: state.ledger[player]!.cashedOut + seat.stack } };
      const departed = now === undefined ? state.departed : { ...state.departed, [player]: { stack: seat.stack, at: now } };
      return { state: withoutSeats({ ...state, ledger, ...(departed ? { departed } : {}) }, [player]), events };
    }
    let next = updateSeat(state, player, { leaving: true, ...(now === undefined ? {} : { leftAt: now }) });
    const hand = next.hand!;
    if (!hand.folded.includes(player)) {
      next = { ...next, hand: { ...hand, folded: [...hand.folded, player] } };
      // Folding out of turn changes nothing for the player to act, unless it leaves one player in.
      if (hand.toAct === player || livePlayers(next.hand!).length === 1) next = afterAction(next, player, events);
    }
    return { state: next, events };
  },

  actors: (s) => (s.hand?.toAct ? [s.hand.toAct] : []),
  // At Hold'em "away" is sitting out; a leaver is out of the ledger's seats (and may sit down again).
  present: (s) => s.seats.filter((seat) => !seat.sittingOut && !seat.leaving).map((seat) => seat.id),
  away: (s) => s.seats.filter((seat) => seat.sittingOut && !seat.leaving).map((seat) => seat.id),
  dealInPlay: (s) => Boolean(s.hand),
  hasLeft: (s, player) => player in s.ledger && !s.seats.some((seat) => seat.id === player && !seat.leaving),
  turnToken: (s) =>
    s.hand ? (s.hand.toAct ? `${s.handNo}.${s.hand.actions}` : null) : dealable(s).length >= 2 && !s.unattended ? `between.${s.handNo}` : null,
  // Sitting out (they may come back) or out of chips (top up or leave): they may want the time.
  betweenDeals: (s) => (s.hand ? null : s.seats.filter((seat) => !seat.leaving && (seat.sittingOut || seat.stack === 0)).map((seat) => seat.id)),
  outcome: () => null,

  publicView(s) {
    const hand = s.hand;
    const pot = hand ? Object.values(hand.contributed).reduce((a, b) => a + b, 0) : 0;
    if (!hand) return { ...s, hand: null, legal: null, pot };
    const { secret, ...visible } = hand;
    const shownHoles = hand.revealed ? Object.fromEntries(livePlayers(hand).map((p) => [p, secret.hole[p]!])) : {};
    return { ...s, hand: { ...visible, shownHoles }, legal: legalNow(s), pot };
  },

  playerView(s, player) {
    const view = holdem.publicView(s);
    const hole = s.hand?.secret.hole[player] ?? null;
    return { ...view, me: player, hole, best: hole && s.hand?.board.length ? bestCategory(hole, s.hand.board) : null };
  },
};
