import type { ApplyResult, GameDefinition, GameEvent, PlayerId } from '../engine.js';
import { acted, checkTurn, struck } from '../away.js';
import { reject } from '../reject.js';
import { rollDie, type Rng } from '../../rng.js';
import { yahtzeeActionSchema, yahtzeeConfigSchema, yahtzeeStateSchema, type YahtzeeAction, type YahtzeeConfig, type YahtzeeState } from './actions.js';
import { BOXES, earnsExtraYahtzee, scoringOptions, total, type Box } from './scoring.js';

export const ROUNDS = 13;

export type YahtzeeView = YahtzeeState & {
  player: PlayerId | null;
  options: Array<{ box: Box; points: number }>;
  totals: Record<PlayerId, number>;
};

const freshTurn = (): YahtzeeState['turn'] => ({ rolls: 0, dice: [], held: [false, false, false, false, false] });
export const currentPlayer = (s: YahtzeeState): PlayerId => s.order[s.current]!;

function roll(s: YahtzeeState, rng: Rng): YahtzeeState {
  const dice = s.turn.rolls === 0 ? [0, 0, 0, 0, 0].map(() => rollDie(rng)) : s.turn.dice.map((d, i) => (s.turn.held[i] ? d : rollDie(rng)));
  return { ...s, turn: { ...s.turn, rolls: s.turn.rolls + 1, dice } };
}

/** Writes `box` for the current player, adds any extra-Yahtzee bonus, and passes the turn. */
function score(s: YahtzeeState, box: Box, auto: boolean, rng: Rng, events: GameEvent[]): YahtzeeState {
  const player = currentPlayer(s);
  const card = s.cards[player] ?? {};
  const option = scoringOptions(card, s.turn.dice, s.joker).find((o) => o.box === box)!;
  const extra = earnsExtraYahtzee(card, s.turn.dice);
  events.push({ type: 'scored', player, box, points: option.points, extra, auto });
  const scored: YahtzeeState = {
    ...s,
    cards: { ...s.cards, [player]: { ...card, [box]: option.points } },
    extraYahtzees: extra ? { ...s.extraYahtzees, [player]: (s.extraYahtzees[player] ?? 0) + 1 } : s.extraYahtzees,
    last: { player, box, points: option.points, extra, auto, dice: s.turn.dice },
  };
  return advance(scored, rng, events);
}

/** The automatic turn: roll if nothing was rolled, then take the open box worth most now (first in card order on ties). */
function autoPlay(s: YahtzeeState, rng: Rng, events: GameEvent[]): YahtzeeState {
  const rolled = s.turn.rolls === 0 ? roll(s, rng) : s;
  const options = scoringOptions(rolled.cards[currentPlayer(rolled)] ?? {}, rolled.turn.dice, rolled.joker);
  const best = options.reduce((a, b) => (b.points > a.points ? b : a));
  return score(rolled, best.box, true, rng, events);
}

/** Next player; a new round after the last seat; the end after round 13. Away players are played for at once. */
function advance(s: YahtzeeState, rng: Rng, events: GameEvent[]): YahtzeeState {
  const wrapped = s.current + 1 >= s.order.length;
  if (wrapped && s.round >= ROUNDS) {
    events.push({ type: 'finished' });
    return { ...s, finished: true, turn: freshTurn() };
  }
  const next: YahtzeeState = { ...s, current: wrapped ? 0 : s.current + 1, round: wrapped ? s.round + 1 : s.round, turn: freshTurn() };
  const someoneHere = next.order.some((p) => !next.away.includes(p));
  if (someoneHere && next.away.includes(currentPlayer(next))) return autoPlay(next, rng, events);
  return next;
}

export const yahtzee: GameDefinition<YahtzeeState, YahtzeeAction, YahtzeeConfig, YahtzeeView, YahtzeeView> = {
  id: 'yahtzee',
  minPlayers: 1,
  maxPlayers: 8,
  defaultTurnSeconds: 90,
  configSchema: yahtzeeConfigSchema,
  actionSchema: yahtzeeActionSchema,
  stateSchema: yahtzeeStateSchema,

  setup(players, config) {
    return {
      joker: config.joker,
      order: [...players],
      current: 0,
      round: 1,
      turn: freshTurn(),
      cards: Object.fromEntries(players.map((p) => [p, {}])),
      extraYahtzees: Object.fromEntries(players.map((p) => [p, 0])),
      timeouts: Object.fromEntries(players.map((p) => [p, 0])),
      away: [],
      last: null,
      finished: false,
    };
  },

  apply(state, player, action, rng): ApplyResult<YahtzeeState> {
    const checked = checkTurn(state, player, action, { over: state.finished, seated: state.order.includes(player), toAct: currentPlayer(state) });
    if (checked) return checked;
    const events: GameEvent[] = [];
    const here = acted(state, player);
    switch (action.type) {
      case 'back':
        throw new Error('unreachable: checkTurn answers "back"');
      case 'roll':
        if (state.turn.rolls >= 3) return reject('no-rolls-left', 'yahtzee.noRollsLeft');
        events.push({ type: 'rolled', player });
        return { ok: true, state: roll(here, rng), events };
      case 'hold': {
        if (state.turn.rolls === 0) return reject('hold-before-roll', 'yahtzee.rollFirst');
        if (state.turn.rolls >= 3) return reject('no-rolls-left', 'yahtzee.noRollsLeft');
        const held = state.turn.held.map((h, i) => (i === action.index ? !h : h));
        return { ok: true, state: { ...here, turn: { ...state.turn, held } }, events };
      }
      case 'score': {
        if (state.turn.rolls === 0) return reject('score-before-roll', 'yahtzee.rollFirst');
        const card = state.cards[player] ?? {};
        if (card[action.box] !== undefined) return reject('box-used', 'yahtzee.boxUsed');
        if (!scoringOptions(card, state.turn.dice, state.joker).some((o) => o.box === action.box)) return reject('box-forced', 'yahtzee.jokerForces');
        return { ok: true, state: score(here, action.box, false, rng, events), events };
      }
    }
  },

  onTimeout(state, rng) {
    if (state.finished) return { state, events: [] };
    const player = currentPlayer(state);
    const events: GameEvent[] = [{ type: 'timeout', player }];
    const counted = struck(state, player);
    if (counted.away.length > state.away.length) events.push({ type: 'away', player });
    return { state: autoPlay(counted, rng, events), events };
  },

  forfeit(state, player, rng) {
    if (state.finished || !state.order.includes(player) || state.away.includes(player)) return { state, events: [] };
    // A Yahtzee card is the player's own: a leaver's turns are played for them, like an away player's.
    const events: GameEvent[] = [{ type: 'away', player }];
    const away = { ...state, away: [...state.away, player] };
    if (currentPlayer(away) === player && away.order.some((p) => !away.away.includes(p))) return { state: autoPlay(away, rng, events), events };
    return { state: away, events };
  },

  actors: (s) => (s.finished ? [] : [currentPlayer(s)]),
  turnToken: (s) => (s.finished ? null : `${s.round}.${s.current}`),
  outcome(s) {
    if (!s.finished) return null;
    const totals = s.order.map((p) => total(s.cards[p] ?? {}, s.extraYahtzees[p] ?? 0));
    const best = Math.max(...totals);
    return { winners: s.order.filter((_, i) => totals[i] === best) };
  },

  publicView(s) {
    const player = s.finished ? null : currentPlayer(s);
    return {
      ...s,
      player,
      options: player && s.turn.rolls > 0 ? scoringOptions(s.cards[player] ?? {}, s.turn.dice, s.joker) : [],
      totals: Object.fromEntries(s.order.map((p) => [p, total(s.cards[p] ?? {}, s.extraYahtzees[p] ?? 0)])),
    };
  },
  playerView: (s) => yahtzee.publicView(s),
};

export { BOXES };
