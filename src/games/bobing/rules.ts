import type { ApplyResult, GameDefinition, PlayerId } from '../../kernel/engine.js';
import type { BobingEvent } from './events.js';
import { acted, awayComputerOf, checkTurn, leftGame, playsAwayAtOnce, presentAmong, struck } from '../../rules/away.js';
import { rollDice, type Rng } from '../../rng.js';
import { classify, compareZhuangyuan, TIERS } from './classify.js';
import {
  bobingActionSchema,
  bobingConfigSchema,
  bobingStateSchema,
  type BobingAction,
  type BobingConfig,
  type BobingState,
  type Holder,
  type RollRecord,
} from './actions.js';

const RECENT = 10;
export const currentPlayer = (s: BobingState): PlayerId => s.order[s.current]!;

/** The weakest current holder: lowest 状元, and among equals the later roll (the earlier one stands). */
export function weakestHolder(holders: readonly Holder[]): Holder | undefined {
  return [...holders].sort((a, b) => compareZhuangyuan(a, b) || b.seq - a.seq)[0];
}

/** 状元 of the game: the best holder still in it (one who left is never crowned). */
function crowned(s: BobingState): Holder | null {
  return [...s.holders].filter((h) => !s.leavers.includes(h.player)).sort((a, b) => compareZhuangyuan(b, a) || a.seq - b.seq)[0] ?? null;
}

/** docs/rules/bobing.md, "The end": every non-状元 prize is taken and at least as many 状元 were rolled as there are 状元 prizes. */
function isOver(s: BobingState): boolean {
  return TIERS.every((t) => t === 'zhuangyuan' || s.left[t] === 0) && s.zhuangyuanRolled >= s.prizes.zhuangyuan.count;
}

function finish(s: BobingState, events: BobingEvent[]): BobingState {
  events.push({ type: 'finished' });
  return { ...s, finished: true, champion: crowned(s) };
}

/** Why a roll was made for the player: their timer ran out, or they are away. Null: they rolled. */
type Auto = 'timeout' | 'away' | null;

function roll(s: BobingState, auto: Auto, rng: Rng, events: BobingEvent[]): BobingState {
  const player = currentPlayer(s);
  const dice = rollDice(rng, 6);
  const c = classify(dice);
  const seq = s.rolls + 1;
  const record: RollRecord = {
    seq,
    player,
    dice,
    tier: c.tier,
    kind: c.tier === 'zhuangyuan' ? c.kind : null,
    result: 'none',
    from: null,
    auto: auto !== null,
    away: auto === 'away',
  };
  let next: BobingState = { ...s, rolls: seq };

  if (c.tier === 'zhuangyuan') {
    const holder: Holder = { player, seq, dice, kind: c.kind, tiebreak: c.tiebreak };
    next = { ...next, zhuangyuanRolled: s.zhuangyuanRolled + 1 };
    const slots = s.prizes.zhuangyuan.count;
    if (slots === 0) record.result = 'no-prize';
    else if (s.holders.length < slots) {
      record.result = 'held';
      next = { ...next, holders: [...s.holders, holder], left: { ...s.left, zhuangyuan: slots - s.holders.length - 1 } };
    } else {
      const weakest = weakestHolder(s.holders);
      if (weakest && compareZhuangyuan(holder, weakest) > 0) {
        record.result = 'took-over';
        record.from = weakest.player;
        next = { ...next, holders: [...s.holders.filter((h) => h !== weakest), holder] };
      } else record.result = 'not-enough';
    }
  } else if (c.tier !== null) {
    if ((s.left[c.tier] ?? 0) > 0) {
      record.result = 'won';
      const mine = s.winnings[player] ?? {};
      next = {
        ...next,
        left: { ...s.left, [c.tier]: s.left[c.tier]! - 1 },
        winnings: { ...s.winnings, [player]: { ...mine, [c.tier]: (mine[c.tier] ?? 0) + 1 } },
      };
    } else record.result = 'used-up';
  }
  events.push({ type: 'rolled', player, tier: record.tier, kind: record.kind, result: record.result });
  next = { ...next, recent: [record, ...s.recent].slice(0, RECENT) };
  if (isOver(next)) return finish(next, events);
  return passTurn(next, rng, events);
}

/** An away player's roll is made at once (it still competes for prizes), while anyone is present (and no computer rolls for them); otherwise it waits. */
function rollForAway(s: BobingState, rng: Rng, events: BobingEvent[]): BobingState {
  if (s.away.includes(currentPlayer(s)) && playsAwayAtOnce(s, s.order)) return roll(s, 'away', rng, events);
  return s;
}

/** The next seat still in the game (players who left roll no more). */
function passTurn(s: BobingState, rng: Rng, events: BobingEvent[]): BobingState {
  if (s.order.every((p) => s.leavers.includes(p))) return finish(s, events);
  let current = s.current;
  do current = (current + 1) % s.order.length;
  while (s.leavers.includes(s.order[current]!));
  return rollForAway({ ...s, current }, rng, events);
}

export const bobing: GameDefinition<BobingState, BobingAction, BobingConfig, BobingState, BobingState, BobingEvent> = {
  id: 'bobing',
  minPlayers: 1,
  maxPlayers: 12,
  defaultTurnSeconds: 30,
  configSchema: bobingConfigSchema,
  actionSchema: bobingActionSchema,
  stateSchema: bobingStateSchema,
  playsAwayTurns: true,

  setup(players, config, _rng, table) {
    return {
      order: [...players],
      current: 0,
      prizes: config.prizes,
      left: Object.fromEntries(TIERS.map((t) => [t, config.prizes[t].count])) as BobingState['left'],
      holders: [],
      zhuangyuanRolled: 0,
      winnings: Object.fromEntries(players.map((p) => [p, {}])),
      recent: [],
      rolls: 0,
      timeouts: Object.fromEntries(players.map((p) => [p, 0])),
      away: [],
      leavers: [],
      finished: false,
      champion: null,
      ...awayComputerOf(table),
    };
  },

  apply(state, player, action, rng, _now, standIn): ApplyResult<BobingState, BobingEvent> {
    const checked = checkTurn(state, player, action, { over: state.finished, seated: state.order.includes(player), toAct: currentPlayer(state) });
    // Someone back at a paused table: the away players' rolls are made at once up to the next one present.
    if (checked) return checked.ok ? { ...checked, state: rollForAway(checked.state, rng, checked.events) } : checked;
    const events: BobingEvent[] = [];
    return { ok: true, state: roll(acted(state, player, standIn), null, rng, events), events };
  },

  onTimeout(state, rng) {
    if (state.finished) return { state, events: [] };
    const player = currentPlayer(state);
    const events: BobingEvent[] = [{ type: 'timeout', player }];
    return { state: roll(struck(state, player), 'timeout', rng, events), events };
  },

  /** A leaver rolls no more and so wins nothing more; what they won stays theirs. */
  forfeit(state, player, rng) {
    if (state.finished || !state.order.includes(player) || state.leavers.includes(player)) return { state, events: [] };
    const events: BobingEvent[] = [{ type: 'left', player }];
    const gone = leftGame(state, player);
    if (gone.order.every((p) => gone.leavers.includes(p))) return { state: finish(gone, events), events };
    if (currentPlayer(gone) === player) return { state: passTurn(gone, rng, events), events };
    return { state: gone, events };
  },

  actors: (s) => (s.finished ? [] : [currentPlayer(s)]),
  turnToken: (s) => (s.finished ? null : `${s.rolls}.${s.current}`),
  present: (s) => presentAmong(s, s.order),
  away: (s) => s.away.filter((p) => !s.leavers.includes(p)),
  hasLeft: (s, player) => s.leavers.includes(player),
  outcome: (s) => (s.finished ? { winners: s.champion ? [s.champion.player] : [] } : null),
  publicView: (s) => s,
  playerView: (s) => s,
};
