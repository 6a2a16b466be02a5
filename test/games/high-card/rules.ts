import type { GameDefinition, PlayerId } from '../../../src/kernel/engine.js';
import { reject } from '../../../src/rules/reject.js';
import type { Rng } from '../../../src/rng.js';
import { highCardActionSchema, highCardConfigSchema, highCardStateSchema, type HighCardAction, type HighCardConfig, type HighCardState } from './actions.js';
import type { HighCardEvent } from './events.js';
import { DECK, rankOf } from './cards.js';

const inGame = (s: HighCardState): PlayerId[] => s.order.filter((p) => !s.leavers.includes(p));
const toDraw = (s: HighCardState): PlayerId | null => (s.winners === null ? (s.order[s.turn] ?? null) : null);

/** Ends the game when everyone still in has drawn: the highest rank wins, ties share the win. */
function settle(s: HighCardState, events: HighCardEvent[]): HighCardState {
  const players = inGame(s);
  if (!players.every((p) => s.cards[p] !== undefined)) return s;
  const best = Math.max(...players.map((p) => rankOf(s.cards[p]!, s.acesLow)));
  const winners = players.filter((p) => rankOf(s.cards[p]!, s.acesLow) === best);
  events.push({ type: 'finished', winners });
  return { ...s, winners };
}

/** The next seat still in the game that has not drawn, or the game's end. */
function advance(s: HighCardState, events: HighCardEvent[]): HighCardState {
  const settled = settle(s, events);
  if (settled.winners !== null) return settled;
  let turn = s.turn;
  do turn = (turn + 1) % s.order.length;
  while (s.leavers.includes(s.order[turn]!) || s.cards[s.order[turn]!] !== undefined);
  return { ...s, turn };
}

/** The current player draws a card from what is left of the deck. */
function draw(s: HighCardState, rng: Rng, events: HighCardEvent[]): HighCardState {
  const player = s.order[s.turn]!;
  const drawn = new Set(Object.values(s.cards));
  const left = DECK.filter((c) => !drawn.has(c));
  const card = left[rng.int(left.length)]!;
  events.push({ type: 'drew', player, card });
  return advance({ ...s, cards: { ...s.cards, [player]: card } }, events);
}

/** High card: everyone draws one card in turn; the highest rank wins. A game for tests of the plug-in platform. */
export const highCard: GameDefinition<HighCardState, HighCardAction, HighCardConfig, HighCardState, HighCardState, HighCardEvent> = {
  id: 'highcard',
  minPlayers: 2,
  maxPlayers: 8,
  defaultTurnSeconds: 60,
  configSchema: highCardConfigSchema,
  actionSchema: highCardActionSchema,
  stateSchema: highCardStateSchema,
  setup: (players, config) => ({ acesLow: config.acesLow, order: [...players], turn: 0, cards: {}, leavers: [], winners: null }),
  apply(state, player, _action, rng) {
    if (state.winners !== null) return reject('finished', 'error.gameOver');
    if (!state.order.includes(player) || state.leavers.includes(player)) return reject('not-playing', 'error.notInGame');
    if (toDraw(state) !== player) return reject('not-your-turn', 'error.notYourTurn');
    const events: HighCardEvent[] = [];
    return { ok: true, state: draw(state, rng, events), events };
  },
  onTimeout(state, rng) {
    const player = toDraw(state);
    if (!player) return { state, events: [] };
    const events: HighCardEvent[] = [{ type: 'timeout', player }];
    return { state: draw(state, rng, events), events };
  },
  forfeit(state, player) {
    if (state.winners !== null || !state.order.includes(player) || state.leavers.includes(player)) return { state, events: [] };
    const events: HighCardEvent[] = [{ type: 'left', player }];
    const gone: HighCardState = { ...state, leavers: [...state.leavers, player] };
    if (inGame(gone).length === 0) {
      events.push({ type: 'finished', winners: [] });
      return { state: { ...gone, winners: [] }, events };
    }
    return { state: toDraw(state) === player ? advance(gone, events) : settle(gone, events), events };
  },
  actors: (s) => {
    const p = toDraw(s);
    return p ? [p] : [];
  },
  present: inGame,
  hasLeft: (s, player) => s.leavers.includes(player),
  turnToken: (s) => (s.winners === null ? `${s.turn}` : null),
  outcome: (s) => (s.winners === null ? null : { winners: s.winners }),
  publicView: (s) => s,
  playerView: (s) => s,
};
