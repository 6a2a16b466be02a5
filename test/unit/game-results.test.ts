import { describe, expect, it } from 'vitest';
import pino from 'pino';
import { gameResult } from '../../src/table/game-results.js';
import { kindRank } from '../../src/games/bobing/results.js';
import { pirateDice } from '../../src/games/pirate/rules.js';
import { yahtzee } from '../../src/games/yahtzee/rules.js';
import { holdem } from '../../src/games/holdem/rules.js';
import { holdemConfigSchema, type HoldemState } from '../../src/games/holdem/actions.js';
import { Runner } from '../../src/table/runner.js';
import { MemorySessionStore } from '../../src/store/memory-store.js';
import { testRng } from '../support/test-rng.js';
import type { Session } from '../../src/kernel/session.js';
import type { YahtzeeState } from '../../src/games/yahtzee/actions.js';
import type { XianqiState } from '../../src/games/xianqi/actions.js';
import { sampleSession } from '../support/sessions.js';
import { GAMES } from '../support/games.js';

const A = '100000000000000001';
const B = '100000000000000002';
const C = '100000000000000003';
const AT = Date.UTC(2026, 0, 14, 12);

const playing = (game: Session['game'], state: unknown, extra: Partial<Session> = {}): Session =>
  sampleSession({ game, state, phase: 'playing', players: [A, B, C].map((id) => ({ id, name: id })), ...extra });
const after = (s: Session, state: unknown, extra: Partial<Session> = {}): Session => {
  const finished = GAMES.engine(s.game).outcome(state) !== null;
  return { ...s, state, phase: finished ? 'finished' : s.phase, version: s.version + 1, ...extra };
};
const figuresOf = (result: ReturnType<typeof gameResult>) => Object.fromEntries((result?.players ?? []).map((p) => [p.userId, { ...p.add, ...p.best }]));

describe('what a finishing transition records', () => {
  it('Pirate Dice: a leaver played and did not win; the last with dice won; a challenge is won when the bet was too high', () => {
    const start = pirateDice.setup([A, B], { onesWild: true }, testRng);
    const left = pirateDice.forfeit(start, A, testRng);
    const before = playing('pirate', start);
    const result = gameResult(GAMES, before, after(before, left.state), left.events, AT);
    expect(result).toMatchObject({ guildId: before.guildId, game: 'pirate', at: AT });
    expect(figuresOf(result)).toEqual({ [A]: { played: 1, won: 0 }, [B]: { played: 1, won: 1 } });

    const mid = playing('pirate', start);
    const challenge = [{ type: 'challenged', challenger: B, bettor: A, actual: 2, bet: 4, eliminated: [] }];
    expect(figuresOf(gameResult(GAMES, mid, after(mid, start), challenge, AT))).toEqual({ [B]: { challengesWon: 1 } });
    const lost = [{ type: 'challenged', challenger: B, bettor: A, actual: 4, bet: 4, eliminated: [] }];
    expect(gameResult(GAMES, mid, after(mid, start), lost, AT)).toBeNull();
  });

  it('Yahtzee: scores of finished cards count for best and average; a leaver played, unranked, with no score', () => {
    const start = yahtzee.setup([A, B], { joker: 'free' }, testRng) as YahtzeeState;
    const card = { ones: 3, twos: 6, threes: 9, fours: 12, fives: 15, sixes: 18, chance: 20 };
    const end: YahtzeeState = { ...start, cards: { [A]: card, [B]: { ones: 1 } }, leavers: [B], finished: true };
    const before = playing('yahtzee', start);
    expect(figuresOf(gameResult(GAMES, before, after(before, end), [], AT))).toEqual({
      [A]: { played: 1, won: 1, scored: 1, scoreSum: 118, bestScore: 118 },
      [B]: { played: 1, won: 0 },
    });
  });

  it('博饼: the best 状元 kind rolled is kept from any roll, 状元 won at the end counts the holders still in', () => {
    const before = playing('bobing', { finished: false });
    const rolled = [
      { type: 'rolled', player: A, tier: 'zhuangyuan', kind: 'wuhong', result: 'not-enough' },
      { type: 'rolled', player: A, tier: 'zhuangyuan', kind: 'sidianhong', result: 'held' },
      { type: 'rolled', player: B, tier: 'yixiu', kind: null, result: 'won' },
    ];
    expect(figuresOf(gameResult(GAMES, before, { ...before, version: 2 }, rolled, AT))).toEqual({ [A]: { bestKind: kindRank('wuhong') } });
  });

  it("Hold'em: hands played and won per hand; net chips and the table when it closes", () => {
    const config = holdemConfigSchema.parse({ smallBlind: 5, bigBlind: 10 });
    let s: HoldemState = holdem.setup([A, B], config, testRng);
    if (!s.hand) s = (holdem.apply(s, A, { type: 'deal' }, testRng) as { state: HoldemState }).state;
    const before = playing('holdem', s);
    const folded = holdem.apply(s, s.hand!.toAct!, { type: 'fold' }, testRng);
    if (!folded.ok) throw new Error(folded.rejection.code);
    const winner = s.hand!.toAct === A ? B : A;
    const handEnd = after(before, folded.state);
    expect(figuresOf(gameResult(GAMES, before, handEnd, folded.events, AT))).toEqual({
      [A]: { handsPlayed: 1, ...(winner === A ? { handsWon: 1 } : {}) },
      [B]: { handsPlayed: 1, ...(winner === B ? { handsWon: 1 } : {}) },
    });

    const closed = { ...handEnd, phase: 'finished' as const, closedBy: A, version: handEnd.version + 1 };
    const figures = figuresOf(gameResult(GAMES, handEnd, closed, [], AT));
    const loser = winner === A ? B : A;
    expect(figures[winner]).toMatchObject({ played: 1, won: 1 });
    expect(figures[loser]).toMatchObject({ played: 1, won: 0 });
    expect(figures[winner]!.net! + figures[loser]!.net!).toBe(0);
    expect(figures[winner]!.net).toBeGreaterThan(0);
  });

  it('掀棋: each settled game counts as played by the three seats, won by those paid, with its chips', () => {
    const state = { seats: [A, B, C], leavers: [] } as unknown as XianqiState;
    const before = playing('xianqi', state);
    const settled = [{ type: 'settled', reason: 'two-gou', changes: { [A]: 2, [B]: -1, [C]: -1 } }];
    expect(figuresOf(gameResult(GAMES, before, after(before, state), settled, AT))).toEqual({
      [A]: { played: 1, won: 1, net: 2 },
      [B]: { played: 1, won: 0, net: -1 },
      [C]: { played: 1, won: 0, net: -1 },
    });
    const abandoned = [{ type: 'settled', reason: 'abandoned', changes: { [A]: 0, [B]: 0, [C]: 0 } }];
    const gone = { ...state, leavers: [C] };
    expect(figuresOf(gameResult(GAMES, before, after(before, gone), abandoned, AT))[C]).toEqual({ played: 1, won: 0, net: 0 });
  });

  it('records nothing for a game closed half-way or a rematch; a table outside a server (a group DM) counts for that conversation', () => {
    const start = pirateDice.setup([A, B], { onesWild: true }, testRng);
    const before = playing('pirate', start);
    expect(gameResult(GAMES, before, { ...before, phase: 'finished', closedBy: A, version: 2 }, [], AT)).toBeNull();
    const left = pirateDice.forfeit(start, A, testRng);
    expect(gameResult(GAMES, before, { ...after(before, left.state), id: 'other1' }, left.events, AT)).toBeNull();
    // Issue 32: a group DM's (or DM's) figures are its own, keyed by its channel, never the server's of another table.
    const grouped = gameResult(GAMES, { ...before, guildId: null }, after({ ...before, guildId: null }, left.state), left.events, AT);
    expect(grouped?.guildId).toBe(before.channelId);
    expect(gameResult(GAMES, before, after(before, left.state), left.events, AT)?.guildId).toBe(before.guildId);
  });
});

describe('the runner records a result with the commit that ends the game', () => {
  it('once, even when two processes race to end it', async () => {
    const store = new MemorySessionStore(GAMES, 3_600_000);
    const log = pino({ level: 'silent' });
    const [one, two] = [
      new Runner({ games: GAMES, store, rng: testRng, now: Date.now, log }),
      new Runner({ games: GAMES, store, rng: testRng, now: Date.now, log }),
    ];
    const opened = await one.open({
      channelId: '940000000000000001',
      guildId: '900000000000000001',
      host: { id: A, name: 'a' },
      game: 'pirate',
      config: {},
      locale: 'en',
    });
    if (opened.kind !== 'created') throw new Error(opened.kind);
    const target = { channelId: opened.session.channelId, sessionId: opened.session.id };
    await one.join(target, { userId: B, name: 'b' });
    await one.start(target, { userId: A, name: 'a' });
    await two.load(target.channelId);
    const results = await Promise.all([one.leave(target, { userId: A, name: 'a' }), two.leave(target, { userId: A, name: 'a' })]);
    expect(results.map((r) => r.kind).sort()).toEqual(['ok', 'rejected']);
    expect(await store.figures('900000000000000001', B, 'pirate')).toEqual({ played: 1, won: 1 });
    expect(await store.figures('900000000000000001', A, 'pirate')).toEqual({ played: 1, won: 0 });
    expect(await store.board('900000000000000001', 'pirate', 'week', Date.now())).toEqual([
      { userId: B, score: 1 },
      { userId: A, score: 0 },
    ]);
  });
});
