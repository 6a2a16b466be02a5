import type { ApplyResult, GameDefinition, PlayerId } from '../../kernel/engine.js';
import type { XianqiEvent } from './events.js';
import { acted, awayComputerOf, cameBack, leftGame, playsAwayAtOnce, presentAmong, struck } from '../../rules/away.js';
import { reject } from '../../rules/reject.js';
import { shuffle, type Rng } from '../../rng.js';
import {
  xianqiActionSchema,
  xianqiConfigSchema,
  xianqiStateSchema,
  type Play,
  type Settlement,
  type XianqiAction,
  type XianqiConfig,
  type XianqiState,
} from './actions.js';
import { isBlackHand, PILE, type Piece } from './pieces.js';
import { beatingCombos, combosIn, comboOf, lowestPieces } from './combos.js';
import { isCi, settle, unpaidGou } from './settlement.js';

const HAND_SIZE = 8;

/** Seats are listed in counter-clockwise order, so "next" is the next seat in the list. */
export const nextSeat = (s: XianqiState, p: PlayerId): PlayerId => s.seats[(s.seats.indexOf(p) + 1) % 3]!;

export type XianqiPublicView = Omit<XianqiState, 'secret'>;
export interface XianqiPrivateView extends XianqiPublicView {
  me: PlayerId;
  hand: Piece[];
  myDiscards: Piece[];
  /** What the player may do with pieces now: lead any combination, beat, or discard. */
  choice: { kind: 'lead' | 'beat'; options: Piece[][] } | { kind: 'discard'; count: number } | null;
}

export function actorOf(s: Pick<XianqiState, 'phase' | 'starter' | 'asking' | 'round'>): PlayerId | null {
  switch (s.phase) {
    case 'decide':
      return s.starter;
    case 'ask':
      return s.asking[0] ?? null;
    case 'play':
      return s.round.toAct;
    default:
      return null;
  }
}

const freshRound = (toAct: PlayerId): XianqiState['round'] => ({ count: null, plays: [], best: null, toAct });

/** Deals a game (docs/rules/xianqi.md, "A game"): 8 pieces each; a black hand ends it at once with no chips moving. */
export function dealGame(s: XianqiState, firstStarter: PlayerId, rng: Rng, events: XianqiEvent[]): XianqiState {
  const pile = shuffle(rng, PILE);
  const hands: Record<PlayerId, Piece[]> = Object.fromEntries(s.seats.map((p, i) => [p, pile.slice(i * HAND_SIZE, (i + 1) * HAND_SIZE)]));
  const dealt: XianqiState = {
    ...s,
    firstStarter,
    phase: 'decide',
    starter: firstStarter,
    kou: null,
    asking: [],
    activeXian: null,
    relations: [],
    zhu: Object.fromEntries(s.seats.map((p) => [p, 0])),
    roundNo: 1,
    round: freshRound(firstStarter),
    lastRound: null,
    handSizes: Object.fromEntries(s.seats.map((p) => [p, HAND_SIZE])),
    secret: { hands, discards: Object.fromEntries(s.seats.map((p) => [p, []])) },
  };
  events.push({ type: 'dealt', gameNo: s.gameNo, starter: firstStarter });
  const black = s.seats.filter((p) => isBlackHand(hands[p]!));
  if (black.length > 0) return finishGame(dealt, 'black', events, black);
  return autoPlayAway(dealt, rng, events);
}

/** The 够 players a settled game paid nothing for it, to say why (none for a game that moves no chips). */
const unpaidOf = (s: XianqiState, reason: Settlement['reason']): { unpaidGou?: PlayerId[] } => {
  const unpaid = reason === 'black' || reason === 'abandoned' ? [] : unpaidGou(s.seats, s.zhu, s.relations);
  return unpaid.length ? { unpaidGou: unpaid } : {};
};

/** docs/rules/xianqi.md, "Settlement": pay out, carry the chips to the table's ledger, and wait for the next game. */
function finishGame(s: XianqiState, reason: Settlement['reason'], events: XianqiEvent[], blackHands: PlayerId[] = []): XianqiState {
  const { payments, changes } =
    reason === 'black' || reason === 'abandoned'
      ? { payments: [], changes: Object.fromEntries(s.seats.map((p) => [p, 0])) }
      : settle(s.seats, s.zhu, s.relations);
  const ledger = Object.fromEntries(s.seats.map((p) => [p, (s.ledger[p] ?? 0) + (changes[p] ?? 0)]));
  events.push({ type: 'settled', reason, changes });
  return {
    ...s,
    phase: reason === 'abandoned' ? 'over' : 'between',
    ledger,
    kou: null,
    asking: [],
    lastSettlement: { gameNo: s.gameNo, reason, zhu: s.zhu, changes, payments, blackHands, ...unpaidOf(s, reason) },
  };
}

/** docs/rules/xianqi.md, "扣 and 掀": the active 掀 player first, else from the seat after the 扣 player. */
function askingOrder(s: XianqiState, kou: PlayerId): PlayerId[] {
  const others = [nextSeat(s, kou), nextSeat(s, nextSeat(s, kou))];
  if (s.activeXian && s.activeXian !== kou) return [s.activeXian, ...others.filter((p) => p !== s.activeXian)];
  return others;
}

function closeRound(s: XianqiState, rng: Rng, events: XianqiEvent[]): XianqiState {
  const winner = s.round.best!.player;
  const count = s.round.count!;
  const before = s.zhu[winner] ?? 0;
  const after = before + count;
  const zhu = { ...s.zhu, [winner]: after };
  // docs/rules/xianqi.md, "扣 and 掀": the active 掀 player is cleared when this round takes them to 够.
  const activeXian = s.activeXian === winner && before < 3 && after >= 3 ? null : s.activeXian;
  events.push({ type: 'round-won', player: winner, count });
  const closed: XianqiState = { ...s, zhu, activeXian, lastRound: { winner, count, plays: s.round.plays } };
  // docs/rules/xianqi.md, "The end of a game".
  if (s.seats.some((p) => isCi(zhu[p] ?? 0))) return finishGame(closed, 'ci', events);
  if (s.seats.filter((p) => (zhu[p] ?? 0) >= 3).length >= 2) return finishGame(closed, 'two-gou', events);
  if (s.seats.every((p) => (s.handSizes[p] ?? 0) === 0)) return finishGame(closed, 'played-out', events);
  return autoPlayAway({ ...closed, phase: 'decide', starter: winner, kou: null, roundNo: s.roundNo + 1, round: freshRound(winner) }, rng, events);
}

/** Records a beat (face up) or a discard (face down) and passes the turn, closing the round after three. */
function recordPlay(s: XianqiState, player: PlayerId, pieces: Piece[], face: Play['face'], rng: Rng, events: XianqiEvent[]): XianqiState {
  const hand = s.secret.hands[player]!.filter((p) => !pieces.includes(p));
  const combo = face === 'up' ? comboOf(pieces)! : null;
  const play: Play = { player, face, pieces: face === 'up' ? pieces : [], count: pieces.length };
  const best = combo && (!s.round.best || combo.rank > s.round.best.rank) ? { player, rank: combo.rank } : s.round.best;
  const next: XianqiState = {
    ...s,
    handSizes: { ...s.handSizes, [player]: hand.length },
    round: { count: s.round.count ?? pieces.length, plays: [...s.round.plays, play], best, toAct: nextSeat(s, player) },
    secret: {
      hands: { ...s.secret.hands, [player]: hand },
      discards: face === 'down' ? { ...s.secret.discards, [player]: [...(s.secret.discards[player] ?? []), ...pieces] } : s.secret.discards,
    },
  };
  events.push({ type: face === 'up' ? 'played' : 'discarded', player, count: pieces.length });
  if (next.round.plays.length === 3) return closeRound(next, rng, events);
  return autoPlayAway(next, rng, events);
}

/** The automatic move (docs/rules/xianqi.md, "Timers, away players and leaving"), for a timeout or an away player. */
function automaticMove(s: XianqiState, rng: Rng, events: XianqiEvent[]): XianqiState {
  const p = actorOf(s)!;
  const hand = s.secret.hands[p]!;
  switch (s.phase) {
    case 'decide':
      // do not 扣, and lead the lowest single
      return recordPlay({ ...s, phase: 'play', round: freshRound(p) }, p, [combosIn(hand, 1)[0]!.pieces[0]!], 'up', rng, events);
    case 'ask':
      return answerAsk(s, p, false, rng, events);
    case 'play': {
      if (s.round.count === null) return recordPlay(s, p, combosIn(hand, 1)[0]!.pieces, 'up', rng, events);
      const beating = beatingCombos(hand, { count: s.round.count as 1 | 2 | 3, rank: s.round.best!.rank });
      return beating.length
        ? recordPlay(s, p, beating[0]!.pieces, 'up', rng, events)
        : recordPlay(s, p, lowestPieces(hand, s.round.count), 'down', rng, events);
    }
    default:
      return s;
  }
}

/** Away players' turns are taken for them at once, while anyone at the table is still here (and no computer plays for them); otherwise they wait. */
function autoPlayAway(s: XianqiState, rng: Rng, events: XianqiEvent[]): XianqiState {
  const p = actorOf(s);
  if (!p || !s.away.includes(p) || !playsAwayAtOnce(s, s.seats)) return s;
  return automaticMove(s, rng, events);
}

function answerAsk(s: XianqiState, p: PlayerId, xian: boolean, rng: Rng, events: XianqiEvent[]): XianqiState {
  const kou = s.kou!;
  if (xian) {
    events.push({ type: 'xian', player: p, kou });
    const relation = { xian: p, kou, wasGou: (s.zhu[p] ?? 0) >= 3 };
    return autoPlayAway({ ...s, relations: [...s.relations, relation], activeXian: p, asking: [], phase: 'play', round: freshRound(kou) }, rng, events);
  }
  events.push({ type: 'no-xian', player: p });
  const asking = s.asking.slice(1);
  const declined: XianqiState = { ...s, asking, activeXian: s.activeXian === p ? null : s.activeXian };
  if (asking.length === 0) return finishGame(declined, 'no-xian', events);
  return autoPlayAway(declined, rng, events);
}

export const xianqi: GameDefinition<XianqiState, XianqiAction, XianqiConfig, XianqiPublicView, XianqiPrivateView, XianqiEvent> = {
  id: 'xianqi',
  minPlayers: 3,
  maxPlayers: 3,
  defaultTurnSeconds: 60,
  configSchema: xianqiConfigSchema,
  actionSchema: xianqiActionSchema,
  stateSchema: xianqiStateSchema,
  playsAwayTurns: true,

  setup(players, _config, rng, table) {
    const seats = [...players];
    const base: XianqiState = {
      seats,
      ledger: Object.fromEntries(seats.map((p) => [p, 0])),
      gameNo: 1,
      firstStarter: seats[0]!,
      phase: 'decide',
      starter: seats[0]!,
      kou: null,
      asking: [],
      activeXian: null,
      relations: [],
      zhu: {},
      roundNo: 1,
      round: freshRound(seats[0]!),
      lastRound: null,
      lastSettlement: null,
      handSizes: {},
      timeouts: Object.fromEntries(seats.map((p) => [p, 0])),
      away: [],
      leavers: [],
      secret: { hands: {}, discards: {} },
      ...awayComputerOf(table),
    };
    // The first round-start player of a table's first game is drawn at random (docs/rules/xianqi.md, "A game").
    return dealGame(base, seats[rng.int(3)]!, rng, []);
  },

  apply(state, player, action, rng, _now, standIn): ApplyResult<XianqiState, XianqiEvent> {
    if (state.phase === 'over') return reject('over', 'error.gameOver');
    if (!state.seats.includes(player)) return reject('not-playing', 'error.notInGame');
    const events: XianqiEvent[] = [];
    if (action.type === 'back') {
      const back = cameBack(state, player);
      // Back at a paused table: the away players' turns are taken at once up to the next one present.
      return back.ok ? { ok: true, state: autoPlayAway(back.state, rng, events), events } : back;
    }
    if (action.type === 'next') {
      if (state.phase !== 'between') return reject('in-game', 'xianqi.gameRunning');
      return { ok: true, state: dealGame({ ...state, gameNo: state.gameNo + 1 }, nextSeat(state, state.firstStarter), rng, events), events };
    }
    if (actorOf(state) !== player) return reject('not-your-turn', 'error.notYourTurn');
    const s = acted(state, player, standIn);
    switch (action.type) {
      case 'kou':
      case 'nokou': {
        if (s.phase !== 'decide') return reject('wrong-phase', 'xianqi.notNow');
        if (action.type === 'nokou') {
          events.push({ type: 'nokou', player });
          return { ok: true, state: { ...s, phase: 'play', round: freshRound(player) }, events };
        }
        // A 扣 by the active 掀 player clears them first.
        const cleared: XianqiState = s.activeXian === player ? { ...s, activeXian: null } : s;
        events.push({ type: 'kou', player });
        return { ok: true, state: autoPlayAway({ ...cleared, phase: 'ask', kou: player, asking: askingOrder(cleared, player) }, rng, events), events };
      }
      case 'xian':
      case 'pass':
        if (s.phase !== 'ask') return reject('wrong-phase', 'xianqi.notNow');
        return { ok: true, state: answerAsk(s, player, action.type === 'xian', rng, events), events };
      case 'play':
      case 'discard': {
        if (s.phase !== 'play') return reject('wrong-phase', 'xianqi.notNow');
        const hand = s.secret.hands[player]!;
        if (!action.pieces.every((p) => hand.includes(p)) || new Set(action.pieces).size !== action.pieces.length)
          return reject('not-in-hand', 'xianqi.notYourPieces');
        const count = s.round.count;
        if (count !== null && action.pieces.length !== count) return reject('wrong-count', 'xianqi.wrongCount', { count });
        if (action.type === 'discard') {
          if (count === null) return reject('lead-discard', 'xianqi.mustLead');
          if (beatingCombos(hand, { count: count as 1 | 2 | 3, rank: s.round.best!.rank }).length > 0) return reject('must-beat', 'xianqi.mustBeat');
          return { ok: true, state: recordPlay(s, player, action.pieces, 'down', rng, events), events };
        }
        const combo = comboOf(action.pieces);
        if (!combo) return reject('not-a-combination', 'xianqi.notCombination');
        if (count !== null && combo.rank <= s.round.best!.rank) return reject('not-bigger', 'xianqi.notBigger');
        return { ok: true, state: recordPlay(s, player, action.pieces, 'up', rng, events), events };
      }
    }
  },

  onTimeout(state, rng) {
    const p = actorOf(state);
    const events: XianqiEvent[] = [];
    if (state.phase === 'between') return { state: dealGame({ ...state, gameNo: state.gameNo + 1 }, nextSeat(state, state.firstStarter), rng, events), events };
    if (!p) return { state, events };
    events.push({ type: 'timeout', player: p });
    return { state: automaticMove(struck(state, p), rng, events), events };
  },

  /** 掀棋 needs exactly three players: a leaver ends the game without a settlement, and the table. */
  forfeit(state, player) {
    if (state.phase === 'over' || !state.seats.includes(player)) return { state, events: [] };
    const events: XianqiEvent[] = [{ type: 'left', player }];
    const gone = leftGame(state, player);
    if (state.phase === 'between') return { state: { ...gone, phase: 'over' }, events };
    return { state: finishGame(gone, 'abandoned', events), events };
  },

  actors: (s) => {
    const p = actorOf(s);
    return p ? [p] : [];
  },
  turnToken: (s) =>
    s.phase === 'over' ? null : s.phase === 'between' ? `between.${s.gameNo}` : `${s.gameNo}.${s.roundNo}.${s.phase}.${actorOf(s)}.${s.round.plays.length}`,
  present: (s) => presentAmong(s, s.seats),
  away: (s) => s.away.filter((p) => !s.leavers.includes(p)),
  hasLeft: (s, player) => s.leavers.includes(player),
  outcome(s) {
    if (s.phase !== 'over') return null;
    const ranked = s.seats.filter((p) => !s.leavers.includes(p));
    const best = Math.max(...ranked.map((p) => s.ledger[p] ?? 0));
    return { winners: ranked.filter((p) => (s.ledger[p] ?? 0) === best) };
  },

  publicView(s) {
    const { secret: _hidden, ...visible } = s;
    return visible;
  },

  playerView(s, player) {
    const hand = [...(s.secret.hands[player] ?? [])].sort();
    let choice: XianqiPrivateView['choice'] = null;
    if (s.phase === 'play' && s.round.toAct === player) {
      if (s.round.count === null) choice = { kind: 'lead', options: combosIn(hand).map((c) => c.pieces) };
      else {
        const beating = beatingCombos(hand, { count: s.round.count as 1 | 2 | 3, rank: s.round.best!.rank });
        choice = beating.length ? { kind: 'beat', options: beating.map((c) => c.pieces) } : { kind: 'discard', count: s.round.count };
      }
    }
    return { ...xianqi.publicView(s), me: player, hand, myDiscards: s.secret.discards[player] ?? [], choice };
  },
};
