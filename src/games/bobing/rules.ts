import type { ApplyResult, GameDefinition, GameEvent, PlayerId } from '../engine.js';
import { acted, checkTurn, struck } from '../away.js';
import { rollDice, type Rng } from '../../rng.js';
import { classify, compareZhuangyuan, TIERS } from './classify.js';
import { bobingActionSchema, bobingConfigSchema, bobingStateSchema, type BobingAction, type BobingConfig, type BobingState, type Holder, type RollRecord } from './actions.js';

const RECENT = 10;
export const currentPlayer = (s: BobingState): PlayerId => s.order[s.current]!;

/** The weakest current holder: lowest 状元, and among equals the later roll (the earlier one stands). */
export function weakestHolder(holders: readonly Holder[]): Holder | undefined {
  return [...holders].sort((a, b) => compareZhuangyuan(a, b) || b.seq - a.seq)[0];
}

function bestHolder(holders: readonly Holder[]): Holder | null {
  return [...holders].sort((a, b) => compareZhuangyuan(b, a) || a.seq - b.seq)[0] ?? null;
}

/** RULINGS: every non-状元 prize is taken and at least as many 状元 were rolled as there are 状元 prizes. */
function isOver(s: BobingState): boolean {
  return TIERS.every((t) => t === 'zhuangyuan' || s.left[t] === 0) && s.zhuangyuanRolled >= s.prizes.zhuangyuan.count;
}

function roll(s: BobingState, auto: boolean, rng: Rng, events: GameEvent[]): BobingState {
  const player = currentPlayer(s);
  const dice = rollDice(rng, 6);
  const c = classify(dice);
  const seq = s.rolls + 1;
  const record: RollRecord = { seq, player, dice, tier: c.tier, kind: c.tier === 'zhuangyuan' ? c.kind : null, result: 'none', from: null, auto };
  let next: BobingState = { ...s, rolls: seq };

  if (c.tier === 'zhuangyuan') {
    const holder: Holder = { player, seq, dice, kind: c.kind, tiebreak: c.tiebreak };
    next = { ...next, zhuangyuanRolled: s.zhuangyuanRolled + 1 };
    const slots = s.prizes.zhuangyuan.count;
    if (s.holders.length < slots) {
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
      next = { ...next, left: { ...s.left, [c.tier]: s.left[c.tier]! - 1 }, winnings: { ...s.winnings, [player]: { ...mine, [c.tier]: (mine[c.tier] ?? 0) + 1 } } };
    } else record.result = 'used-up';
  }
  events.push({ type: 'rolled', player, tier: record.tier, kind: record.kind, result: record.result });
  next = { ...next, recent: [record, ...s.recent].slice(0, RECENT) };
  if (isOver(next)) {
    events.push({ type: 'finished' });
    return { ...next, finished: true, champion: bestHolder(next.holders) };
  }
  return passTurn(next);
}

/** The next seat; away players are skipped while anyone is still here. */
function passTurn(s: BobingState): BobingState {
  const here = s.order.filter((p) => !s.away.includes(p));
  let current = (s.current + 1) % s.order.length;
  if (here.length > 0) while (s.away.includes(s.order[current]!)) current = (current + 1) % s.order.length;
  return { ...s, current };
}

export const bobing: GameDefinition<BobingState, BobingAction, BobingConfig, BobingState, BobingState> = {
  id: 'bobing',
  minPlayers: 1,
  maxPlayers: 12,
  defaultTurnSeconds: 30,
  configSchema: bobingConfigSchema,
  actionSchema: bobingActionSchema,
  stateSchema: bobingStateSchema,

  setup(players, config) {
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
      finished: false,
      champion: null,
    };
  },

  apply(state, player, action, rng): ApplyResult<BobingState> {
    const checked = checkTurn(state, player, action, { over: state.finished, seated: state.order.includes(player), toAct: currentPlayer(state) });
    if (checked) return checked;
    const events: GameEvent[] = [];
    return { ok: true, state: roll(acted(state, player), false, rng, events), events };
  },

  onTimeout(state, rng) {
    if (state.finished) return { state, events: [] };
    const player = currentPlayer(state);
    const events: GameEvent[] = [{ type: 'timeout', player }];
    return { state: roll(struck(state, player), true, rng, events), events };
  },

  forfeit(state, player) {
    if (state.finished || !state.order.includes(player) || state.away.includes(player)) return { state, events: [] };
    const away = { ...state, away: [...state.away, player] };
    const events: GameEvent[] = [{ type: 'away', player }];
    return { state: currentPlayer(away) === player ? passTurn(away) : away, events };
  },

  actors: (s) => (s.finished ? [] : [currentPlayer(s)]),
  turnToken: (s) => (s.finished ? null : `${s.rolls}.${s.current}`),
  outcome: (s) => (s.finished ? { winners: s.champion ? [s.champion.player] : [] } : null),
  publicView: (s) => s,
  playerView: (s) => s,
};
