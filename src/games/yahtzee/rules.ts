import type { ApplyResult, GameDefinition, PlayerId } from '../../kernel/engine.js';
import type { YahtzeeEvent } from './events.js';
import { acted, awayComputerOf, checkTurn, leftGame, playsAwayAtOnce, presentAmong, struck } from '../../rules/away.js';
import { reject } from '../../rules/reject.js';
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
function score(s: YahtzeeState, box: Box, auto: Auto, rng: Rng, events: YahtzeeEvent[]): YahtzeeState {
  const player = currentPlayer(s);
  const card = s.cards[player] ?? {};
  const option = scoringOptions(card, s.turn.dice, s.joker).find((o) => o.box === box)!;
  const extra = earnsExtraYahtzee(card, s.turn.dice);
  events.push({ type: 'scored', player, box, points: option.points, extra, auto: auto !== null });
  const scored: YahtzeeState = {
    ...s,
    cards: { ...s.cards, [player]: { ...card, [box]: option.points } },
    extraYahtzees: extra ? { ...s.extraYahtzees, [player]: (s.extraYahtzees[player] ?? 0) + 1 } : s.extraYahtzees,
    last: { player, box, points: option.points, extra, auto: auto !== null, ...(auto === 'away' ? { away: true } : {}), dice: s.turn.dice },
  };
  return advance(scored, rng, events);
}

/** Why a turn is played automatically: the timer ran out, or the player is away. Null: the player's own move. */
type Auto = 'timeout' | 'away' | null;

/** The automatic turn: roll if nothing was rolled, then take the open box worth most now (first in card order on ties). */
function autoPlay(s: YahtzeeState, why: Exclude<Auto, null>, rng: Rng, events: YahtzeeEvent[]): YahtzeeState {
  const rolled = s.turn.rolls === 0 ? roll(s, rng) : s;
  const options = scoringOptions(rolled.cards[currentPlayer(rolled)] ?? {}, rolled.turn.dice, rolled.joker);
  const best = options.reduce((a, b) => (b.points > a.points ? b : a));
  return score(rolled, best.box, why, rng, events);
}

function finish(s: YahtzeeState, events: YahtzeeEvent[]): YahtzeeState {
  events.push({ type: 'finished' });
  return { ...s, finished: true, turn: freshTurn() };
}

/** An away player's turn is played at once, while anyone is present to play on (and no computer plays for them); otherwise it waits. */
function playAway(s: YahtzeeState, rng: Rng, events: YahtzeeEvent[]): YahtzeeState {
  if (s.away.includes(currentPlayer(s)) && playsAwayAtOnce(s, s.order)) return autoPlay(s, 'away', rng, events);
  return s;
}

/** The next player still in the game; a new round after the last seat; the end after round 13, or when everyone has left. */
function advance(s: YahtzeeState, rng: Rng, events: YahtzeeEvent[]): YahtzeeState {
  if (s.order.every((p) => s.leavers.includes(p))) return finish(s, events);
  let { current, round } = s;
  do {
    current += 1;
    if (current >= s.order.length) {
      current = 0;
      round += 1;
    }
    if (round > ROUNDS) return finish(s, events);
  } while (s.leavers.includes(s.order[current]!));
  return playAway({ ...s, current, round, turn: freshTurn() }, rng, events);
}

export const yahtzee: GameDefinition<YahtzeeState, YahtzeeAction, YahtzeeConfig, YahtzeeView, YahtzeeView, YahtzeeEvent> = {
  id: 'yahtzee',
  minPlayers: 1,
  maxPlayers: 8,
  defaultTurnSeconds: 90,
  configSchema: yahtzeeConfigSchema,
  actionSchema: yahtzeeActionSchema,
  stateSchema: yahtzeeStateSchema,
  playsAwayTurns: true,

  setup(players, config, _rng, table) {
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
      leavers: [],
      last: null,
      finished: false,
      ...awayComputerOf(table),
    };
  },

  apply(state, player, action, rng, _now, standIn): ApplyResult<YahtzeeState, YahtzeeEvent> {
    const checked = checkTurn(state, player, action, { over: state.finished, seated: state.order.includes(player), toAct: currentPlayer(state) });
    // Someone back at a paused table: the away players' turns are played at once up to the next one present.
    if (checked) return checked.ok ? { ...checked, state: playAway(checked.state, rng, checked.events) } : checked;
    const events: YahtzeeEvent[] = [];
    const here = acted(state, player, standIn);
    switch (action.type) {
      case 'back':
        throw new Error('unreachable: checkTurn answers "back"');
      case 'roll':
        if (state.turn.rolls >= 3) return reject('no-rolls-left', 'yahtzee.noRollsLeft');
        events.push({ type: 'rolled', player });
        return { ok: true, state: roll(here, rng), events };
      case 'hold':
      case 'keep': {
        if (state.turn.rolls === 0) return reject('hold-before-roll', 'yahtzee.rollFirst');
        if (state.turn.rolls >= 3) return reject('no-rolls-left', 'yahtzee.noRollsLeft');
        const held = state.turn.held.map((h, i) => (action.type === 'hold' ? (i === action.index ? !h : h) : action.held.includes(i)));
        return { ok: true, state: { ...here, turn: { ...state.turn, held } }, events };
      }
      case 'score': {
        if (state.turn.rolls === 0) return reject('score-before-roll', 'yahtzee.rollFirst');
        const card = state.cards[player] ?? {};
        if (card[action.box] !== undefined) return reject('box-used', 'yahtzee.boxUsed');
        if (!scoringOptions(card, state.turn.dice, state.joker).some((o) => o.box === action.box)) return reject('box-forced', 'yahtzee.jokerForces');
        return { ok: true, state: score(here, action.box, null, rng, events), events };
      }
    }
  },

  onTimeout(state, rng) {
    if (state.finished) return { state, events: [] };
    const player = currentPlayer(state);
    const events: YahtzeeEvent[] = [{ type: 'timeout', player }];
    const counted = struck(state, player);
    if (counted.away.length > state.away.length) events.push({ type: 'away', player });
    return { state: autoPlay(counted, 'timeout', rng, events), events };
  },

  /** A leaver's card stays as it is (shown, never ranked); their turns are skipped from now on. */
  forfeit(state, player, rng) {
    if (state.finished || !state.order.includes(player) || state.leavers.includes(player)) return { state, events: [] };
    const events: YahtzeeEvent[] = [{ type: 'left', player }];
    const gone = leftGame(state, player);
    if (gone.order.every((p) => gone.leavers.includes(p))) return { state: finish(gone, events), events };
    if (currentPlayer(gone) === player) return { state: advance(gone, rng, events), events };
    return { state: gone, events };
  },

  actors: (s) => (s.finished ? [] : [currentPlayer(s)]),
  turnToken: (s) => (s.finished ? null : `${s.round}.${s.current}`),
  present: (s) => presentAmong(s, s.order),
  away: (s) => s.away.filter((p) => !s.leavers.includes(p)),
  hasLeft: (s, player) => s.leavers.includes(player),
  outcome(s) {
    if (!s.finished) return null;
    const ranked = s.order.filter((p) => !s.leavers.includes(p));
    const totals = ranked.map((p) => total(s.cards[p] ?? {}, s.extraYahtzees[p] ?? 0));
    const best = Math.max(...totals);
    return { winners: ranked.filter((_, i) => totals[i] === best) };
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
