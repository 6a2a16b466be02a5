import type { ApplyResult, GameDefinition, PlayerId } from '../../kernel/engine.js';
import type { PirateEvent } from './events.js';
import { reject } from '../../rules/reject.js';
import { AWAY_AFTER } from '../../rules/away.js';
import { rollDice, type Rng } from '../../rng.js';
import {
  pirateActionSchema,
  pirateConfigSchema,
  pirateStateSchema,
  type PirateAction,
  type PirateConfig,
  type PirateState,
  type PlayerBet,
} from './actions.js';
import { countForBet, isValidBet, minimumBet, rollForOrder, startingDice, type Bet } from './dice.js';

export type PiratePublicView = Omit<PirateState, 'secret'> & { diceInPlay: number };
export interface PiratePrivateView extends PiratePublicView {
  me: PlayerId;
  myDice: number[];
  /** True when it is this player's turn to bet or challenge. */
  canAct: boolean;
  canChallenge: boolean;
  minBet: Bet | null;
  maxCount: number;
}

export const alive = (state: PirateState): PlayerId[] => state.seats.filter((p) => (state.dice[p] ?? 0) > 0);
export const diceInPlay = (state: PirateState): number => alive(state).reduce((sum, p) => sum + (state.dice[p] ?? 0), 0);

/** The next seat after `player` (in seat order, wrapping) that still has dice. */
export function nextAlive(state: PirateState, player: PlayerId): PlayerId {
  const start = state.seats.indexOf(player);
  for (let step = 1; step <= state.seats.length; step++) {
    const candidate = state.seats[(start + step) % state.seats.length]!;
    if ((state.dice[candidate] ?? 0) > 0) return candidate;
  }
  throw new Error('nextAlive: nobody has dice');
}

function startRound(state: PirateState, starter: PlayerId, rng: Rng): PirateState {
  const cups: Record<PlayerId, number[]> = {};
  for (const p of alive(state)) cups[p] = rollDice(rng, state.dice[p] ?? 0);
  // The roll for seat order is shown in the first round only; later records do not carry it.
  const orderRoll = state.round === 0 ? state.orderRoll : [];
  return { ...state, round: state.round + 1, orderRoll, starter, turn: starter, bet: null, history: [], secret: { cups } };
}

/** Ends the game if one player is left, else deals a new round starting with `starter`. */
function continueOrFinish(state: PirateState, starter: PlayerId, rng: Rng, events: PirateEvent[]): PirateState {
  const survivors = alive(state);
  if (survivors.length === 1) {
    const winner = survivors[0]!;
    events.push({ type: 'won', player: winner });
    return { ...state, winner, turn: null, bet: null, secret: { cups: {} } };
  }
  events.push({ type: 'round-started', starter });
  return startRound(state, starter, rng);
}

/** Moves `loss` dice (never more than they have) from each player to the centre; returns who reached zero. */
function takeDice(state: PirateState, losses: Record<PlayerId, number>): { state: PirateState; eliminated: PlayerId[] } {
  const dice = { ...state.dice };
  let centre = state.centre;
  const eliminated: PlayerId[] = [];
  for (const p of state.seats) {
    const loss = losses[p];
    if (!loss) continue;
    const taken = Math.min(loss, dice[p] ?? 0);
    dice[p] = (dice[p] ?? 0) - taken;
    centre += taken;
    if (dice[p] === 0) eliminated.push(p);
  }
  return { state: { ...state, dice, centre, out: [...state.out, ...eliminated] }, eliminated };
}

function placeBet(state: PirateState, player: PlayerId, bet: Bet): PirateState {
  const placed: PlayerBet = { player, face: bet.face, count: bet.count };
  return { ...state, bet: placed, history: [...state.history, placed], turn: nextAlive(state, player) };
}

function challenge(state: PirateState, challenger: PlayerId, rng: Rng, events: PirateEvent[]): PirateState {
  const bet = state.bet!;
  const cups = state.secret.cups;
  const actual = countForBet(Object.values(cups), bet.face, state.onesWild);
  const diff = actual - bet.count;
  const losses: Record<PlayerId, number> = {};
  if (diff > 0) losses[challenger] = diff;
  else if (diff < 0) losses[bet.player] = -diff;
  else for (const p of alive(state)) if (p !== bet.player) losses[p] = 1;

  const taken = takeDice(state, losses);
  const reveal: PirateState['lastReveal'] = { round: state.round, bet, challenger, cups, actual, losses, eliminated: taken.eliminated };
  events.push({ type: 'challenged', challenger, bettor: bet.player, actual, bet: bet.count, eliminated: taken.eliminated });
  const after: PirateState = { ...taken.state, lastReveal: reveal };
  if (alive(after).length === 0) throw new Error('challenge left nobody with dice');
  const starter = (after.dice[challenger] ?? 0) > 0 ? challenger : nextAlive(after, challenger);
  return continueOrFinish(after, starter, rng, events);
}

/** Takes a player out now (three timeouts, or leaving): their dice go to the centre and the round is dealt again. */
function removePlayer(state: PirateState, player: PlayerId, kind: 'timed-out' | 'left', rng: Rng, events: PirateEvent[]): PirateState {
  const dice = state.dice[player] ?? 0;
  const taken = takeDice(state, { [player]: dice });
  events.push({ type: 'removed', player, reason: kind });
  const after: PirateState = { ...taken.state, lastAuto: { player, kind } };
  const current = state.turn;
  const starter = current && current !== player && (after.dice[current] ?? 0) > 0 ? current : nextAlive(after, player);
  return continueOrFinish(after, starter, rng, events);
}

export const pirateDice: GameDefinition<PirateState, PirateAction, PirateConfig, PiratePublicView, PiratePrivateView, PirateEvent> = {
  id: 'pirate',
  minPlayers: 2,
  maxPlayers: 6,
  defaultTurnSeconds: 60,
  configSchema: pirateConfigSchema,
  actionSchema: pirateActionSchema,
  stateSchema: pirateStateSchema,

  setup(players, config, rng) {
    const each = startingDice(players.length);
    const { order, rounds } = rollForOrder(players, each, rng);
    const base: PirateState = {
      onesWild: config.onesWild,
      seats: order,
      orderRoll: rounds,
      dice: Object.fromEntries(order.map((p) => [p, each])),
      centre: 0,
      round: 0,
      starter: order[0]!,
      turn: order[0]!,
      bet: null,
      history: [],
      lastReveal: null,
      lastAuto: null,
      timeouts: Object.fromEntries(order.map((p) => [p, 0])),
      out: [],
      leavers: [],
      winner: null,
      secret: { cups: {} },
    };
    return startRound(base, order[0]!, rng);
  },

  apply(state, player, action, rng): ApplyResult<PirateState, PirateEvent> {
    if (state.winner) return reject('finished', 'error.gameOver');
    if (!state.seats.includes(player) || (state.dice[player] ?? 0) === 0) return reject('not-playing', 'error.notInGame');
    if (state.turn !== player) return reject('not-your-turn', 'error.notYourTurn');
    // A player who acts is no longer counted as timing out.
    const timeouts = state.timeouts[player] === 0 ? state.timeouts : { ...state.timeouts, [player]: 0 };
    const acted: PirateState = { ...state, lastAuto: null, timeouts };
    const events: PirateEvent[] = [];
    switch (action.type) {
      case 'bet': {
        const max = diceInPlay(state) + 1;
        if (!isValidBet(state.bet, action, diceInPlay(state))) {
          if (action.count > max) return reject('bet-too-high', 'pirate.betTooHigh', { max });
          return reject('bet-too-low', 'pirate.betTooLow');
        }
        events.push({ type: 'bet', player, face: action.face, count: action.count });
        return { ok: true, state: placeBet(acted, player, action), events };
      }
      case 'challenge': {
        if (!state.bet) return reject('no-bet', 'pirate.nothingToChallenge');
        return { ok: true, state: challenge(acted, player, rng, events), events };
      }
    }
  },

  onTimeout(state, rng) {
    const player = state.turn;
    if (!player || state.winner) return { state, events: [] };
    const events: PirateEvent[] = [{ type: 'timeout', player }];
    const strikes = (state.timeouts[player] ?? 0) + 1;
    const counted: PirateState = { ...state, timeouts: { ...state.timeouts, [player]: strikes } };
    if (strikes >= AWAY_AFTER) return { state: removePlayer(counted, player, 'timed-out', rng, events), events };
    const bet = minimumBet(state.bet);
    if (state.bet && !isValidBet(state.bet, bet, diceInPlay(state))) {
      // The smallest raise would exceed every die in play: the only move left is to challenge.
      const next = challenge({ ...counted, lastAuto: { player, kind: 'challenge' } }, player, rng, events);
      return { state: next, events };
    }
    events.push({ type: 'bet', player, ...bet });
    return { state: placeBet({ ...counted, lastAuto: { player, kind: 'bet', ...bet } }, player, bet), events };
  },

  forfeit(state, player, rng) {
    if (state.winner || !state.seats.includes(player) || state.leavers.includes(player)) return { state, events: [] };
    const gone: PirateState = { ...state, leavers: [...state.leavers, player] };
    // A player already out of dice only leaves; one still in takes their dice out and the round is dealt again.
    if ((state.dice[player] ?? 0) === 0) return { state: gone, events: [{ type: 'left', player }] };
    const events: PirateEvent[] = [];
    return { state: removePlayer(gone, player, 'left', rng, events), events };
  },

  actors: (state) => (state.turn && !state.winner ? [state.turn] : []),
  // Nobody at Pirate Dice is ever away (three timeouts put a player out), so a running game always has someone present.
  present: (state) => alive(state).filter((p) => !state.leavers.includes(p)),
  hasLeft: (state, player) => state.leavers.includes(player),
  turnToken: (state) => (state.turn && !state.winner ? `${state.round}.${state.history.length}.${state.turn}` : null),
  outcome: (state) => (state.winner ? { winners: [state.winner] } : null),

  publicView(state) {
    const { secret: _hidden, ...visible } = state;
    return { ...visible, diceInPlay: diceInPlay(state) };
  },

  playerView(state, player) {
    const view = pirateDice.publicView(state);
    const canAct = state.turn === player && !state.winner;
    return {
      ...view,
      me: player,
      myDice: [...(state.secret.cups[player] ?? [])].sort((a, b) => a - b),
      canAct,
      canChallenge: canAct && state.bet !== null,
      minBet: canAct && isValidBet(state.bet, minimumBet(state.bet), view.diceInPlay) ? minimumBet(state.bet) : null,
      maxCount: view.diceInPlay + 1,
    };
  },
};
