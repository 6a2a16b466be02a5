import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Cluster, Redis } from 'ioredis';
import { MemorySessionStore } from '../../src/store/memory-store.js';
import { RedisSessionStore } from '../../src/store/redis-store.js';
import type { SessionStore } from '../../src/table/session-store.js';
import { CorruptSessionError, StoreUnavailableError, type Session } from '../../src/kernel/session.js';
import { BUCKETS, bucketOf, dueKey, moveListKey, tableKey } from '../../src/store/keys.js';
import { RedisHistoryStore } from '../../src/store/history-redis.js';
import { HISTORY_TTL_MS, historyKey } from '../../src/kernel/history-store.js';
import { gameLog } from '../../src/history/game-log.js';
import { figuresKey } from '../../src/store/stats-keys.js';
import { COMPRESS_ABOVE } from '../../src/store/session-codec.js';
import type { GameResult } from '../../src/community/figures.js';
import { bump, sampleSession } from '../support/sessions.js';
import { connectRedis, dropPrefix, keysMatching, randomPrefix, REDIS_URL } from '../support/redis.js';
import { startRedisCluster, type TestCluster } from '../support/redis-cluster.js';
import { clusterClient, redisClient } from '../../src/store/open-store.js';
import { parseClusterNodes } from '../../src/store/cluster-nodes.js';
import { TcpProxy } from '../support/tcp-proxy.js';
import { productionStore } from '../../src/metrics/production-store.js';
import { createMetrics } from '../../src/metrics/metrics.js';
import { GAMES } from '../support/games.js';

const HOUR = 3_600_000;

interface Harness {
  store: SessionStore;
  /** Writes raw text where the session JSON lives. */
  corrupt(channelId: string, raw: string): Promise<void>;
  cleanup(): Promise<void>;
}

const redis: Redis = connectRedis();
afterAll(() => redis.quit());

// A local Redis Cluster of three masters, and a client built as the bot builds it (REDIS_CLUSTER_NODES),
// started by the first cluster suite; when it cannot start, only the cluster suites fail.
let cluster: TestCluster;
let clustered: Cluster;
let clusterStarted: Promise<void> | null = null;
const startCluster = () =>
  (clusterStarted ??= (async () => {
    cluster = await startRedisCluster();
    clustered = clusterClient(parseClusterNodes(cluster.nodes), 5_000);
    await clustered.connect();
  })());
afterAll(async () => {
  clustered?.disconnect();
  await cluster?.stop();
});

const bareHarnesses: Record<string, () => Harness> = {
  memory: () => {
    const store = new MemorySessionStore(GAMES, HOUR);
    return { store, corrupt: async (c, raw) => store.corrupt(c, raw), cleanup: async () => {} };
  },
  redis: () => {
    const prefix = randomPrefix();
    const store = new RedisSessionStore(redis, { prefix, idleTtlMs: HOUR, games: GAMES });
    return {
      store,
      corrupt: async (c, raw) => void (await redis.hset(tableKey(prefix, c), 'json', raw)),
      cleanup: () => dropPrefix(redis, prefix),
    };
  },
  'redis cluster': () => {
    const prefix = randomPrefix();
    const store = new RedisSessionStore(clustered, { prefix, idleTtlMs: HOUR, games: GAMES });
    return {
      store,
      corrupt: async (c, raw) => void (await clustered.hset(tableKey(prefix, c), 'json', raw)),
      cleanup: () => dropPrefix(clustered, prefix),
    };
  },
};

/** The same stores as the bot composes them (measured, src/metrics/production-store.ts): the contract must hold there too. */
const harnesses: Record<string, () => Harness> = {
  ...bareHarnesses,
  ...Object.fromEntries(
    Object.entries(bareHarnesses).map(([name, bare]) => [
      `production ${name}`,
      (): Harness => {
        const h = bare();
        return { ...h, store: productionStore(h.store, createMetrics({ idleTtlMs: HOUR, processMetrics: false })) };
      },
    ]),
  ),
};
const isCluster = (name: string) => name.endsWith('redis cluster');

describe.each(Object.keys(harnesses))('SessionStore contract: %s', (name) => {
  let h: Harness;
  beforeAll(() => (isCluster(name) ? startCluster() : undefined));
  beforeEach(() => {
    h = harnesses[name]!();
  });
  afterEach(() => h.cleanup());

  it('round-trips a session unchanged', async () => {
    const s = sampleSession();
    expect(await h.store.create(s)).toBe('created');
    expect(await h.store.load(s.channelId)).toEqual(s);
  });

  it('returns null for a channel with no table', async () => {
    expect(await h.store.load('123456789012345678')).toBeNull();
  });

  it('refuses a second table while the first is not finished, and allows one after', async () => {
    const s = sampleSession();
    await h.store.create(s);
    expect(await h.store.create({ ...s, id: 'other1' })).toBe('occupied');
    expect((await h.store.load(s.channelId))!.id).toBe(s.id);
    await h.store.commit(bump(s, { phase: 'finished' }), s.version, null, s);
    expect(await h.store.create({ ...s, id: 'other2' })).toBe('created');
    expect((await h.store.load(s.channelId))!.id).toBe('other2');
  });

  it('commits only against the expected version', async () => {
    const s = sampleSession();
    await h.store.create(s);
    const next = bump(s, { players: [...s.players, { id: '100000000000000002', name: 'Bo' }] });
    expect(await h.store.commit(next, 1, null, s)).toBe('ok');
    expect(await h.store.commit(bump(s, { hostId: 'x' }), 1, null, s)).toBe('conflict');
    expect(await h.store.load(s.channelId)).toEqual(next);
  });

  it('refuses a change made on an earlier table of the channel that had reached the same version', async () => {
    const old = sampleSession();
    await h.store.create(old);
    const oldFinished = bump(old, { phase: 'finished' });
    expect(await h.store.commit(oldFinished, 1, null, old)).toBe('ok');
    // A new table in the channel starts again at version 1 and is played to version 2 elsewhere.
    const fresh = { ...old, id: 'fresh1', phase: 'lobby' as const };
    expect(await h.store.create(fresh)).toBe('created');
    expect(await h.store.commit(bump(fresh, { hostId: 'new-host' }), 1, null, fresh)).toBe('ok');
    // A process still holding the old table at version 2 (a rematch clicked on its last message):
    const rematch = bump(oldFinished, { id: 'rematch1', phase: 'lobby' });
    expect(await h.store.commit(rematch, 2, null, oldFinished)).toBe('conflict');
    const stored = await h.store.load(old.channelId);
    expect(stored).toMatchObject({ id: 'fresh1', version: 2, hostId: 'new-host' });
    // The same change made on the table that is there now is written.
    expect(await h.store.commit(bump(stored!, { hostId: 'next' }), 2, null, stored!)).toBe('ok');
    await expect(h.store.commit({ ...stored!, version: 4 }, 3, null, stored!)).rejects.toThrow(/previous.version/);
  });

  it('lets exactly one of many simultaneous commits from the same version win', async () => {
    const s = sampleSession();
    await h.store.create(s);
    const attempts = Array.from({ length: 20 }, (_, i) => h.store.commit(bump(s, { hostId: `host${i}` }), s.version, null, s));
    const results = await Promise.all(attempts);
    expect(results.filter((r) => r === 'ok')).toHaveLength(1);
    const winner = results.indexOf('ok');
    expect((await h.store.load(s.channelId))!.hostId).toBe(`host${winner}`);
  });

  it('commits many tables in the same tick, each against its own version', async () => {
    const tables = Array.from({ length: 24 }, () => sampleSession({ deadline: 5_000 }));
    for (const t of tables) await h.store.create(t);
    // Every third commit comes from a copy that is behind; the others are current.
    const copies = tables.map((t, i) => (i % 3 === 0 ? { ...t, version: 2 } : t));
    const outcomes = await Promise.all(copies.map((c, i) => h.store.commit(bump(c, { hostId: `host${i}` }), c.version, null, c)));
    expect(outcomes).toEqual(tables.map((_, i) => (i % 3 === 0 ? 'conflict' : 'ok')));
    for (const [i, t] of tables.entries()) expect((await h.store.load(t.channelId))?.hostId).toBe(i % 3 === 0 ? t.hostId : `host${i}`);
  });

  it('refuses a commit to a channel that has no table', async () => {
    const s = sampleSession();
    expect(await h.store.commit(bump(s), 1, null, s)).toBe('conflict');
    expect(await h.store.load(s.channelId)).toBeNull();
  });

  it('rejects a commit whose next version is not one more', async () => {
    const s = sampleSession();
    await h.store.create(s);
    await expect(h.store.commit({ ...s, version: 5 }, 1, null, s)).rejects.toThrow();
  });

  it('removes only against the expected version', async () => {
    const s = sampleSession();
    await h.store.create(s);
    expect(await h.store.remove(s.channelId, 7)).toBe('conflict');
    expect(await h.store.remove(s.channelId, 1)).toBe('ok');
    expect(await h.store.load(s.channelId)).toBeNull();
  });

  it('indexes deadlines, hands due ones out once per lease, and follows commits', async () => {
    const a = sampleSession({ deadline: 1_000 });
    const b = sampleSession({ deadline: 5_000 });
    await h.store.create(a);
    await h.store.create(b);
    expect(await h.store.claimDue(2_000, 10_000, 10)).toEqual([{ channelId: a.channelId, deadline: 1_000 }]);
    expect(await h.store.claimDue(2_000, 10_000, 10)).toEqual([]); // leased
    expect((await h.store.claimDue(12_000, 10_000, 10)).map((d) => d.channelId).sort()).toEqual([a.channelId, b.channelId].sort()); // lease lapsed
    await h.store.commit(bump(a, { deadline: null }), 1, null, a);
    expect(await h.store.claimDue(100_000, 10_000, 10)).toEqual([{ channelId: b.channelId, deadline: 22_000 }]);
  });

  it('reindex puts a leased entry back at the table deadline, or drops it', async () => {
    const a = sampleSession({ deadline: 1_000 });
    await h.store.create(a);
    await h.store.claimDue(2_000, 60_000, 10);
    await h.store.reindex(a.channelId);
    expect(await h.store.claimDue(2_000, 60_000, 10)).toEqual([{ channelId: a.channelId, deadline: 1_000 }]);
    await h.store.remove(a.channelId, 1);
    await h.store.reindex(a.channelId);
    expect(await h.store.claimDue(1e12, 60_000, 10)).toEqual([]);
  });

  it('respects the claim limit', async () => {
    for (let i = 0; i < 5; i++) await h.store.create(sampleSession({ deadline: 100 + i }));
    expect(await h.store.claimDue(1_000, 60_000, 3)).toHaveLength(3);
    expect(await h.store.claimDue(1_000, 60_000, 3)).toHaveLength(2);
  });

  it('reports a damaged record as corrupt, naming what is wrong', async () => {
    const s = sampleSession();
    await h.store.create(s);
    await h.corrupt(s.channelId, '{not json');
    await expect(h.store.load(s.channelId)).rejects.toBeInstanceOf(CorruptSessionError);
    await h.corrupt(s.channelId, JSON.stringify({ ...s, phase: 'dancing' }));
    await expect(h.store.load(s.channelId)).rejects.toThrow(/phase/);
  });

  it('lists a table as unpublished until its message is noted at its state version, and again after a visible change', async () => {
    const s = sampleSession();
    await h.store.create(s);
    expect(await h.store.unpublished()).toEqual([s.channelId]);
    await h.store.markPublished(s.channelId, s.id, 1);
    expect(await h.store.unpublished()).toEqual([]);
    // A write players cannot see (which message shows the table) keeps the note current.
    const meta = bump(s, { tableMessageId: '555' });
    await h.store.commit(meta, 1, null, s);
    expect(await h.store.unpublished()).toEqual([]);
    const moved = bump(meta, { stateVersion: 2 });
    await h.store.commit(moved, 2, null, meta);
    expect(await h.store.unpublished()).toEqual([s.channelId]);
    await h.store.markPublished(s.channelId, s.id, 2);
    expect(await h.store.unpublished()).toEqual([]);
    expect(await h.store.load(s.channelId)).toEqual(moved);
  });

  it("notes the message as shown, and the ping a move owes, in the move's own commit", async () => {
    const s = sampleSession({ phase: 'playing', turnToken: 't1' });
    await h.store.create(s);
    const owed = { sessionId: s.id, turnToken: 't2', players: ['100000000000000002'] };
    const moved = bump(s, { stateVersion: 2, turnToken: 't2' });
    expect(await h.store.commit(moved, 1, null, s, { shown: true, ping: owed })).toBe('ok');
    expect(await h.store.owedPing(s.channelId)).toEqual(owed);
    // Shown by the interaction's answer, but a ping is still owed: a restart looks at it.
    expect(await h.store.unpublished()).toEqual([s.channelId]);
    // A change of the same turn leaves the debt; a refused commit writes nothing of its notes.
    const same = bump(moved, { stateVersion: 3 });
    expect(await h.store.commit(same, 2, null, moved, { shown: true })).toBe('ok');
    expect(await h.store.commit(bump(moved), 2, null, moved, { ping: null })).toBe('conflict');
    expect(await h.store.owedPing(s.channelId)).toEqual(owed);
    // The game over: no turn, no ping owed; shown by the answer, nothing is behind.
    const over = bump(same, { stateVersion: 4, phase: 'finished', turnToken: null });
    expect(await h.store.commit(over, 3, null, same, { shown: true, ping: null })).toBe('ok');
    expect(await h.store.owedPing(s.channelId)).toBeNull();
    expect(await h.store.unpublished()).toEqual([]);
    expect(await h.store.load(s.channelId)).toEqual(over);
  });

  it('never moves a note back within a session, never creates a table, and forgets the note with the session', async () => {
    const s = sampleSession({ stateVersion: 5 });
    await h.store.create(s);
    await h.store.markPublished(s.channelId, s.id, 5);
    await h.store.markPublished(s.channelId, s.id, 3); // a slow, older edit finishing late
    expect(await h.store.unpublished()).toEqual([]);
    await h.store.markPublished('123456789012345678', 'nobody', 1);
    expect(await h.store.load('123456789012345678')).toBeNull();
    await h.store.commit(bump(s, { phase: 'finished' }), 1, null, s);
    const next = sampleSession({ channelId: s.channelId, id: 'fresh1' });
    await h.store.create(next);
    expect(await h.store.unpublished()).toEqual([s.channelId]);
    await h.store.markPublished(s.channelId, s.id, 9); // the old session's edit, late: not this table's
    expect(await h.store.unpublished()).toEqual([s.channelId]);
  });

  it('leaves a damaged record out of the unpublished list', async () => {
    const s = sampleSession();
    await h.store.create(s);
    await h.corrupt(s.channelId, 'garbage');
    expect(await h.store.unpublished()).toEqual([]);
  });

  it('purge clears even a damaged record', async () => {
    const s = sampleSession();
    await h.store.create(s);
    await h.corrupt(s.channelId, 'garbage');
    await h.store.purge(s.channelId);
    expect(await h.store.load(s.channelId)).toBeNull();
  });
});

const GUILD = '900000000000000001';
const ANN = '100000000000000001';
const BO = '100000000000000002';
const DAY = 86_400_000;

function pirateResult(at: number, winner: string, loser: string, guildId = GUILD): GameResult {
  return {
    guildId,
    game: 'pirate',
    at,
    players: [
      { userId: winner, add: { played: 1, won: 1, challengesWon: 2 }, best: {} },
      { userId: loser, add: { played: 1, won: 0 }, best: {} },
    ],
  };
}

const CY = '100000000000000003';
const DD = '100000000000000004';

/** `count` tables that all fall in one bucket. */
function tablesInOneBucket(count: number): Session[] {
  const first = sampleSession();
  const tables = [first];
  while (tables.length < count) {
    const s = sampleSession();
    if (bucketOf(s.channelId) === bucketOf(first.channelId)) tables.push(s);
  }
  return tables;
}

/** Records the name of every script call the client sends (EVALSHA, or EVAL after NOSCRIPT). */
function countScriptCalls(client: Redis | Cluster): string[] {
  const scripts: string[] = [];
  const send = client.sendCommand.bind(client);
  client.sendCommand = ((command: Parameters<typeof send>[0], ...rest: unknown[]) => {
    if (command.name === 'evalsha' || command.name === 'eval') scripts.push(command.name);
    return (send as (...a: unknown[]) => ReturnType<typeof send>)(command, ...rest);
  }) as typeof client.sendCommand;
  return scripts;
}

/** Two tables in different buckets, so a server's figures must be folded over buckets. */
function tablesInTwoBuckets() {
  const a = sampleSession();
  let b = sampleSession();
  while (bucketOf(b.channelId) === bucketOf(a.channelId)) b = sampleSession();
  return [a, b] as const;
}

describe.each(Object.keys(harnesses))('Stats contract: %s', (name) => {
  let h: Harness;
  beforeAll(() => (isCluster(name) ? startCluster() : undefined));
  beforeEach(() => {
    h = harnesses[name]!();
  });
  afterEach(() => h.cleanup());

  it('applies a result with its commit, once: a retried commit from the same version changes nothing', async () => {
    const s = sampleSession();
    await h.store.create(s);
    const result = pirateResult(Date.now(), ANN, BO);
    expect(await h.store.commit(bump(s, { phase: 'finished' }), s.version, result, s)).toBe('ok');
    expect(await h.store.commit(bump(s, { phase: 'finished' }), s.version, result, s)).toBe('conflict');
    expect(await h.store.figures(GUILD, ANN, 'pirate')).toEqual({ played: 1, won: 1, challengesWon: 2 });
    expect(await h.store.figures(GUILD, BO, 'pirate')).toEqual({ played: 1, won: 0 });
  });

  it('counts a result once when many processes commit the same finishing move at once', async () => {
    const s = sampleSession();
    await h.store.create(s);
    const result = pirateResult(Date.now(), ANN, BO);
    const outcomes = await Promise.all(Array.from({ length: 12 }, () => h.store.commit(bump(s, { phase: 'finished' }), s.version, result, s)));
    expect(outcomes.filter((o) => o === 'ok')).toHaveLength(1);
    expect((await h.store.figures(GUILD, ANN, 'pirate')).won).toBe(1);
    expect(await h.store.board(GUILD, 'pirate', 'all', Date.now())).toEqual([
      { userId: ANN, score: 1 },
      { userId: BO, score: 0 },
    ]);
  });

  it('writes nothing for a commit to a table that is gone', async () => {
    const s = sampleSession();
    expect(await h.store.commit(bump(s), s.version, pirateResult(Date.now(), ANN, BO), s)).toBe('conflict');
    expect(await h.store.figures(GUILD, ANN, 'pirate')).toEqual({});
    expect(await h.store.board(GUILD, 'pirate', 'all', Date.now())).toEqual([]);
  });

  it('folds a server over its tables: counters add up, bests keep the highest; other servers stay apart', async () => {
    const [a, b] = tablesInTwoBuckets();
    const now = Date.now();
    await h.store.create({ ...a, game: 'yahtzee' });
    await h.store.create({ ...b, game: 'yahtzee' });
    const yahtzee = (score: number): GameResult => ({
      guildId: GUILD,
      game: 'yahtzee',
      at: now,
      players: [{ userId: ANN, add: { played: 1, won: 1, scored: 1, scoreSum: score }, best: { bestScore: score } }],
    });
    await h.store.commit(bump({ ...a, game: 'yahtzee' }), 1, yahtzee(240), { ...a, game: 'yahtzee' });
    await h.store.commit(bump({ ...b, game: 'yahtzee' }), 1, yahtzee(180), { ...b, game: 'yahtzee' });
    expect(await h.store.figures(GUILD, ANN, 'yahtzee')).toEqual({ played: 2, won: 2, scored: 2, scoreSum: 420, bestScore: 240 });
    expect(await h.store.board(GUILD, 'yahtzee', 'week', now)).toEqual([{ userId: ANN, score: 240 }]);
    expect(await h.store.figures('900000000000000002', ANN, 'yahtzee')).toEqual({});
    expect(await h.store.board('900000000000000002', 'yahtzee', 'all', now)).toEqual([]);
  });

  it('keeps boards per calendar period: an old result is gone from this week and month, but counts for all time', async () => {
    const [a, b] = tablesInTwoBuckets();
    const now = Date.now();
    await h.store.create(a);
    await h.store.create(b);
    await h.store.commit(bump(a), 1, pirateResult(now - 70 * DAY, BO, ANN), a);
    await h.store.commit(bump(b), 1, pirateResult(now, ANN, BO), b);
    await h.store.commit(bump(bump(b)), 2, pirateResult(now, ANN, BO), bump(b));
    expect(await h.store.board(GUILD, 'pirate', 'week', now)).toEqual([
      { userId: ANN, score: 2 },
      { userId: BO, score: 0 },
    ]);
    expect(await h.store.board(GUILD, 'pirate', 'month', now)).toEqual([
      { userId: ANN, score: 2 },
      { userId: BO, score: 0 },
    ]);
    expect(await h.store.board(GUILD, 'pirate', 'all', now)).toEqual([
      { userId: ANN, score: 2 },
      { userId: BO, score: 1 },
    ]);
  });

  it("forgets one person everywhere in one server, and resets a board without touching anyone's figures", async () => {
    const [a, b] = tablesInTwoBuckets();
    const now = Date.now();
    await h.store.create(a);
    await h.store.create(b);
    await h.store.commit(bump(a), 1, pirateResult(now, ANN, BO), a);
    await h.store.commit(bump(b), 1, pirateResult(now, BO, ANN), b);
    await h.store.commit(bump(bump(b)), 2, pirateResult(now, BO, ANN, '900000000000000002'), bump(b));

    await h.store.forget(GUILD, ANN, now);
    expect(await h.store.figures(GUILD, ANN, 'pirate')).toEqual({});
    expect(await h.store.figures(GUILD, BO, 'pirate')).toEqual({ played: 2, won: 1, challengesWon: 2 });
    for (const period of ['week', 'month', 'all'] as const) expect(await h.store.board(GUILD, 'pirate', period, now)).toEqual([{ userId: BO, score: 1 }]);
    expect((await h.store.figures('900000000000000002', ANN, 'pirate')).played).toBe(1);

    await h.store.resetBoard(GUILD, 'pirate', now);
    for (const period of ['week', 'month', 'all'] as const) expect(await h.store.board(GUILD, 'pirate', period, now)).toEqual([]);
    expect((await h.store.figures(GUILD, BO, 'pirate')).played).toBe(2);
    expect(await h.store.board('900000000000000002', 'pirate', 'all', now)).toHaveLength(2);
  });
});

describe('Redis specifics', () => {
  it('writes stats under the hash tag of the table that produced them, with period boards set to expire', async () => {
    const prefix = randomPrefix();
    const store = new RedisSessionStore(redis, { prefix, idleTtlMs: HOUR, games: GAMES });
    const s = sampleSession();
    await store.create(s);
    await store.commit(bump(s), 1, pirateResult(Date.now(), ANN, BO), s);
    const keys = await redis.keys(`${prefix}*`);
    const tags = new Set(keys.map((k) => /\{(.+?)\}/.exec(k)?.[1]));
    expect(tags).toEqual(new Set([`b${bucketOf(s.channelId)}`]));
    const boards = keys.filter((k) => k.includes(':board:'));
    expect(boards).toHaveLength(3);
    for (const key of boards) expect((await redis.pttl(key)) > 0).toBe(!key.endsWith(':all'));
    expect(await redis.pttl(boards.find((k) => /:w\d/.test(k))!)).toBeGreaterThan(7 * DAY);
    await dropPrefix(redis, prefix);
  });

  it("appends a move's entry to its move list in the commit, beside the table, read back through the histories", async () => {
    const prefix = randomPrefix();
    const store = new RedisSessionStore(redis, { prefix, idleTtlMs: HOUR, games: GAMES });
    const history = new RedisHistoryStore(redis, { prefix, ttlMs: HISTORY_TTL_MS });
    const s = sampleSession();
    await store.create(s);
    // A game begun before the move lists moved keeps its first entry under the channel's own tag.
    await redis.rpush(historyKey(prefix, s.channelId, 'log', gameLog(s.id)), '{"version":1}');
    await store.commit(bump(s), 1, null, s, { moves: '{"version":2}' });
    expect(await store.commit(bump(s), 1, null, s, { moves: '{"version":3}' })).toBe('conflict');
    const key = moveListKey(prefix, s.channelId, gameLog(s.id));
    expect(/\{(.+?)\}/.exec(key)?.[1]).toBe(`b${bucketOf(s.channelId)}`);
    expect(await redis.lrange(key, 0, -1)).toEqual(['{"version":2}']);
    expect(await redis.pttl(key)).toBeGreaterThan(HISTORY_TTL_MS - 60_000);
    expect(await history.read(s.channelId, gameLog(s.id))).toEqual(['{"version":1}', '{"version":2}']);
    await dropPrefix(redis, prefix);
  });

  it('keeps a table and its due index in one hash tag, and sets the idle TTL', async () => {
    const prefix = randomPrefix();
    const store = new RedisSessionStore(redis, { prefix, idleTtlMs: 90_000, games: GAMES });
    const s = sampleSession({ deadline: 10 });
    await store.create(s);
    const keys = await redis.keys(`${prefix}*`);
    expect(keys).toHaveLength(2);
    const tags = keys.map((k) => /\{(.+?)\}/.exec(k)?.[1]);
    expect(tags[0]).toBeDefined();
    expect(tags[0]).toBe(tags[1]);
    const ttl = await redis.pttl(tableKey(prefix, s.channelId));
    expect(ttl).toBeGreaterThan(80_000);
    expect(ttl).toBeLessThanOrEqual(90_000);
    await dropPrefix(redis, prefix);
  });

  it('checks the session id only against a note written at the current version (a table an older release moved keeps working)', async () => {
    const prefix = randomPrefix();
    const store = new RedisSessionStore(redis, { prefix, idleTtlMs: HOUR, games: GAMES });
    const s = sampleSession();
    await store.create(s);
    const key = tableKey(prefix, s.channelId);
    expect(await redis.hget(key, 'id')).toBe(`${s.id}@1`);
    // An older release's commit script rematched the table (a new id) and left the note as it was.
    const rematched = bump(s, { id: 'rematch1' });
    await redis.hset(key, 'v', '2', 'json', JSON.stringify(rematched));
    expect(await store.commit(bump(rematched, { hostId: 'next' }), 2, null, rematched)).toBe('ok');
    expect(await redis.hget(key, 'id')).toBe('rematch1@3');
    // Now the note is current, and a change made on another session at that version is refused.
    expect(await store.commit(bump({ ...rematched, version: 3 }), 3, null, { ...rematched, id: 'someone', version: 3 })).toBe('conflict');
    await dropPrefix(redis, prefix);
  });

  it('sends the commits of many tables of one bucket made in one tick as one script call', async () => {
    const counting = redisClient(REDIS_URL, 5_000);
    await counting.connect();
    const scripts = countScriptCalls(counting);
    const prefix = randomPrefix();
    const store = new RedisSessionStore(counting, { prefix, idleTtlMs: HOUR, games: GAMES });
    try {
      const tables = tablesInOneBucket(30);
      for (const t of tables) await store.create(t);
      // A first round loads the script into Redis (a fresh Redis answers the first EVALSHA with NOSCRIPT).
      await Promise.all(tables.map((t) => store.commit(bump(t), 1, null, t)));
      scripts.length = 0;
      expect(await Promise.all(tables.map((t) => store.commit(bump(bump(t)), 2, null, bump(t))))).toEqual(tables.map(() => 'ok'));
      expect(scripts).toEqual(['evalsha']);
    } finally {
      counting.disconnect();
      await dropPrefix(redis, prefix);
    }
  });

  it('applies the stats of every commit of a call to its own players, even when another commit of that call is refused', async () => {
    const prefix = randomPrefix();
    const store = new RedisSessionStore(redis, { prefix, idleTtlMs: HOUR, games: GAMES });
    const [first, damaged, third] = tablesInOneBucket(3) as [Session, Session, Session];
    for (const t of [first, damaged, third]) await store.create(t);
    const bucket = bucketOf(first.channelId);
    // The second commit's winner has a damaged counter: that commit is refused whole, the others land.
    await redis.hset(figuresKey(prefix, bucket, GUILD, 'pirate', CY), 'played', 'many');
    const now = Date.now();
    const outcomes = await Promise.allSettled([
      store.commit(bump(first, { phase: 'finished' }), 1, pirateResult(now, ANN, BO), first),
      store.commit(bump(damaged, { phase: 'finished' }), 1, pirateResult(now, CY, ANN), damaged),
      store.commit(bump(third, { phase: 'finished' }), 1, pirateResult(now, DD, BO), third),
    ]);
    expect(outcomes.map((o) => o.status)).toEqual(['fulfilled', 'rejected', 'fulfilled']);
    const refusal = (outcomes[1] as PromiseRejectedResult).reason as StoreUnavailableError;
    expect(refusal).toBeInstanceOf(StoreUnavailableError);
    expect(refusal.unsure).toBe(false);
    expect(refusal.message).toMatch(/refused: stats field played of .* is not an integer/);
    expect(await store.figures(GUILD, ANN, 'pirate')).toEqual({ played: 1, won: 1, challengesWon: 2 });
    expect(await store.figures(GUILD, BO, 'pirate')).toEqual({ played: 2, won: 0 });
    expect(await store.figures(GUILD, DD, 'pirate')).toEqual({ played: 1, won: 1, challengesWon: 2 });
    expect(await redis.hgetall(figuresKey(prefix, bucket, GUILD, 'pirate', CY))).toEqual({ played: 'many' });
    // The refused commit's players are on no board through it: CY not at all, ANN only through the first table.
    expect((await store.board(GUILD, 'pirate', 'all', now)).map((e) => e.userId).sort()).toEqual([ANN, BO, DD].sort());
    expect([
      (await store.load(first.channelId))?.version,
      (await store.load(damaged.channelId))?.version,
      (await store.load(third.channelId))?.version,
    ]).toEqual([2, 1, 2]);
    await dropPrefix(redis, prefix);
  });

  it('refuses a commit whose bucket has a damaged due index, writing nothing of it', async () => {
    const prefix = randomPrefix();
    const store = new RedisSessionStore(redis, { prefix, idleTtlMs: HOUR, games: GAMES });
    const s = sampleSession();
    await store.create(s);
    await redis.set(dueKey(prefix, bucketOf(s.channelId)), 'not a sorted set');
    await expect(store.commit(bump(s, { deadline: 5_000 }), 1, null, s)).rejects.toThrow(/refused: due index .* holds a string, not a zset/);
    expect((await store.load(s.channelId))?.version).toBe(1);
    await dropPrefix(redis, prefix);
  });

  it('refuses a commit whose stats key holds the wrong type, writing nothing of it; another table moving at once lands', async () => {
    const prefix = randomPrefix();
    const store = new RedisSessionStore(redis, { prefix, idleTtlMs: HOUR, games: GAMES });
    const [a, b] = tablesInTwoBuckets();
    await store.create(a);
    await store.create(b);
    await redis.set(figuresKey(prefix, bucketOf(a.channelId), GUILD, 'pirate', BO), 'not a hash');
    const [forA, forB] = await Promise.allSettled([
      store.commit(bump(a, { phase: 'finished' }), 1, pirateResult(Date.now(), ANN, BO), a),
      store.commit(bump(b), 1, null, b),
    ]);
    expect(forA.status).toBe('rejected');
    expect((forA as PromiseRejectedResult).reason).toBeInstanceOf(StoreUnavailableError);
    expect((forA as PromiseRejectedResult).reason.message).toMatch(/holds a string, not a hash/);
    expect(forB).toEqual({ status: 'fulfilled', value: 'ok' });
    expect((await store.load(a.channelId))?.version).toBe(1);
    expect(await redis.exists(figuresKey(prefix, bucketOf(a.channelId), GUILD, 'pirate', ANN))).toBe(0);
    expect((await store.load(b.channelId))?.version).toBe(2);
    await dropPrefix(redis, prefix);
  });

  it('turns a Redis that cannot be reached into StoreUnavailableError', async () => {
    const { Redis: RedisClient } = await import('ioredis');
    const dead = new RedisClient('redis://127.0.0.1:1', { lazyConnect: true, enableOfflineQueue: false, maxRetriesPerRequest: 0, retryStrategy: () => null });
    dead.on('error', () => undefined);
    const store = new RedisSessionStore(dead, { prefix: randomPrefix(), idleTtlMs: HOUR, games: GAMES });
    await expect(store.load('123456789012345678')).rejects.toBeInstanceOf(StoreUnavailableError);
    await expect(store.commit(bump(sampleSession()), 1, null, sampleSession())).rejects.toBeInstanceOf(StoreUnavailableError);
    dead.disconnect();
  });

  it('calls a write whose answer was lost with the connection unsure (it did land), and one never sent a plain outage', async () => {
    const proxy = new TcpProxy(Number(new URL(REDIS_URL).port || 6379));
    await proxy.start();
    const client = redisClient(`redis://127.0.0.1:${proxy.port}`, 5_000);
    client.on('error', () => undefined);
    await client.connect();
    const prefix = randomPrefix();
    const store = new RedisSessionStore(client, { prefix, idleTtlMs: HOUR, games: GAMES });
    const direct = new RedisSessionStore(redis, { prefix, idleTtlMs: HOUR, games: GAMES });
    try {
      const s = sampleSession();
      await store.create(s);
      await store.commit(bump(s), s.version, null, s); // Redis now holds the commit script
      const at = bump(s);
      proxy.muteAnswers();
      const lost = store.commit(bump(at, { hostId: 'landed' }), at.version, null, at).catch((error: unknown) => error);
      await expect.poll(async () => (await direct.load(s.channelId))?.hostId).toBe('landed');
      proxy.cut();
      const error = await lost;
      expect(error).toBeInstanceOf(StoreUnavailableError);
      expect((error as StoreUnavailableError).unsure).toBe(true);
      // While Redis cannot be reached, a write is refused before it is sent: nothing changed, and it says so.
      await expect.poll(() => client.status).not.toBe('ready');
      const refused = await store.commit(bump(bump(at), { hostId: 'never' }), at.version + 1, null, bump(at)).catch((e: unknown) => e);
      expect(refused).toBeInstanceOf(StoreUnavailableError);
      expect((refused as StoreUnavailableError).unsure).toBe(false);
      expect((await direct.load(s.channelId))?.hostId).toBe('landed');
    } finally {
      client.disconnect();
      await proxy.stop();
      await dropPrefix(redis, prefix);
    }
  });

  it('gives a Redis that hangs a time limit: a read is refused, an unanswered write is said to be unsure, and the write still lands', async () => {
    const proxy = new TcpProxy(Number(new URL(REDIS_URL).port || 6379));
    await proxy.start();
    const client = redisClient(`redis://127.0.0.1:${proxy.port}`, 300);
    await client.connect();
    const prefix = randomPrefix();
    const store = new RedisSessionStore(client, { prefix, idleTtlMs: HOUR, games: GAMES });
    try {
      await expectHungRedisRefusesReadsAndCallsWritesUnsure(
        store,
        sampleSession(),
        proxy,
        new RedisSessionStore(redis, { prefix, idleTtlMs: HOUR, games: GAMES }),
      );
    } finally {
      client.disconnect();
      await proxy.stop();
      await dropPrefix(redis, prefix);
    }
  });

  it('stores a small record as its JSON, and one over the threshold compressed, far smaller; both read back unchanged', async () => {
    const prefix = randomPrefix();
    const store = new RedisSessionStore(redis, { prefix, idleTtlMs: HOUR, games: GAMES });
    const small = sampleSession();
    await store.create(small);
    expect(await redis.hget(tableKey(prefix, small.channelId), 'json')).toBe(JSON.stringify(small));
    expect(await store.load(small.channelId)).toEqual(small);
    const seats = Array.from({ length: 9 }, (_, i) => ({ id: `10000000000000000${i}`, name: `Player number ${i}` }));
    const streets = ['preflop', 'flop', 'turn', 'river'];
    const s = sampleSession({
      players: seats,
      state: { log: streets.flatMap((street) => seats.map((p) => ({ player: p.id, type: 'call', to: 20, street }))) },
    });
    await store.create(s);
    const stored = (await redis.hgetBuffer(tableKey(prefix, s.channelId), 'json'))!;
    expect(Buffer.byteLength(JSON.stringify(s))).toBeGreaterThan(COMPRESS_ABOVE);
    expect(stored[0]).toBe(0x01);
    expect(stored.length).toBeLessThan(Buffer.byteLength(JSON.stringify(s)) / 2);
    expect(await store.load(s.channelId)).toEqual(s);
    await dropPrefix(redis, prefix);
  });

  it('still reads a record written as plain JSON before compression, and calls an unknown or broken one corrupt', async () => {
    const prefix = randomPrefix();
    const store = new RedisSessionStore(redis, { prefix, idleTtlMs: HOUR, games: GAMES });
    const s = sampleSession();
    await store.create(s);
    await redis.hset(tableKey(prefix, s.channelId), 'json', JSON.stringify(s));
    expect(await store.load(s.channelId)).toEqual(s);
    await redis.hset(tableKey(prefix, s.channelId), 'json', Buffer.of(0x01, 0xff, 0x00, 0x13));
    await expect(store.load(s.channelId)).rejects.toThrow(/does not inflate/);
    await redis.hset(tableKey(prefix, s.channelId), 'json', Buffer.of(0x09, 0x01));
    await expect(store.load(s.channelId)).rejects.toThrow(/unknown record format/);
    await dropPrefix(redis, prefix);
  });

  it('expires an idle memory table after its TTL', async () => {
    let now = 0;
    const store = new MemorySessionStore(GAMES, 1_000, () => now);
    const s = sampleSession();
    await store.create(s);
    now = 999;
    expect(await store.load(s.channelId)).not.toBeNull();
    now = 1_000;
    expect(await store.load(s.channelId)).toBeNull();
  });
});

describe('Redis Cluster specifics', () => {
  beforeAll(startCluster);

  /** One table in each bucket, each with a deadline. */
  function tableInEveryBucket() {
    const byBucket = new Map<number, ReturnType<typeof sampleSession>>();
    while (byBucket.size < BUCKETS) {
      const s = sampleSession({ deadline: 1_000 + byBucket.size });
      if (!byBucket.has(bucketOf(s.channelId))) byBucket.set(bucketOf(s.channelId), s);
    }
    return [...byBucket.values()];
  }

  it('spreads the buckets over every master, and the sweeper and the start-up scan reach all of them', async () => {
    const prefix = randomPrefix();
    const store = new RedisSessionStore(clustered, { prefix, idleTtlMs: HOUR, games: GAMES });
    try {
      const tables = tableInEveryBucket();
      for (const s of tables) expect(await store.create(s)).toBe('created');
      const masters = clustered.nodes('master');
      expect(masters).toHaveLength(3);
      for (const master of masters) expect((await keysMatching(master, `${prefix}*:table:*`)).length).toBeGreaterThan(0);
      const ids = tables.map((s) => s.channelId).sort();
      expect((await store.unpublished()).sort()).toEqual(ids);
      expect((await store.claimDue(10_000, 60_000, 100)).map((d) => d.channelId).sort()).toEqual(ids);
      expect(await store.claimDue(10_000, 60_000, 100)).toEqual([]);
    } finally {
      await dropPrefix(clustered, prefix);
    }
  });

  it('gathers the commits of one tick into one script call per hash slot, each answered for its own table', async () => {
    const prefix = randomPrefix();
    const client = clusterClient(parseClusterNodes(cluster.nodes), 5_000);
    await client.connect();
    const scripts = countScriptCalls(client);
    const store = new RedisSessionStore(client, { prefix, idleTtlMs: HOUR, games: GAMES });
    try {
      const tables = [...tableInEveryBucket(), ...tableInEveryBucket()];
      for (const t of tables) await store.create(t);
      // A first round loads the script into every master (a fresh one answers the first EVALSHA with NOSCRIPT).
      await Promise.all(tables.map((t) => store.commit(bump(t), 1, null, t)));
      scripts.length = 0;
      // Table 3's copy claims a version the table never had: that commit alone is refused.
      const copies = tables.map((t, i) => ({ ...t, version: i === 3 ? 7 : 2 }));
      const outcomes = await Promise.all(copies.map((c, i) => store.commit(bump(c, { hostId: `host${i}` }), c.version, null, c)));
      expect(outcomes).toEqual(tables.map((_, i) => (i === 3 ? 'conflict' : 'ok')));
      expect(scripts).toHaveLength(BUCKETS);
      for (const [i, t] of tables.entries()) expect((await store.load(t.channelId))?.hostId).toBe(i === 3 ? t.hostId : `host${i}`);
    } finally {
      client.disconnect();
      await dropPrefix(clustered, prefix);
    }
  });

  it('gives a master that hangs a time limit: a read is refused, an unanswered write is said to be unsure, and the write still lands', async (context) => {
    const prefix = randomPrefix();
    const client = clusterClient(parseClusterNodes(cluster.nodes), 300);
    await client.connect();
    const store = new RedisSessionStore(client, { prefix, idleTtlMs: HOUR, games: GAMES });
    const s = sampleSession();
    const slot = Number(await clustered.cluster('KEYSLOT', tableKey(prefix, s.channelId)));
    const owner = client.slots[slot]![0]!; // "host:port" of the slot's master
    const master = cluster.master(Number(owner.slice(owner.lastIndexOf(':') + 1)));
    if (!master) return context.skip('TEST_REDIS_CLUSTER_NODES names a cluster this test cannot freeze');
    try {
      await expectHungRedisRefusesReadsAndCallsWritesUnsure(store, s, master, new RedisSessionStore(clustered, { prefix, idleTtlMs: HOUR, games: GAMES }));
    } finally {
      master.thaw();
      client.disconnect();
      await dropPrefix(clustered, prefix);
    }
  });

  it('keeps every key a script touches in one slot: a table, its due index and the stats of its result', async () => {
    const prefix = randomPrefix();
    const store = new RedisSessionStore(clustered, { prefix, idleTtlMs: HOUR, games: GAMES });
    try {
      const s = sampleSession({ deadline: 5_000 });
      await store.create(s);
      expect(await store.commit(bump(s, { phase: 'finished', deadline: null }), 1, pirateResult(Date.now(), ANN, BO), s)).toBe('ok');
      const keys = await keysMatching(clustered, `${prefix}*`);
      expect(keys.length).toBeGreaterThan(3);
      const slots = new Set(await Promise.all(keys.map((key) => clustered.cluster('KEYSLOT', key))));
      expect(slots.size).toBe(1);
      expect(await store.figures(GUILD, ANN, 'pirate')).toEqual({ played: 1, won: 1, challengesWon: 2 });
      await store.forget(GUILD, ANN, Date.now());
      expect(await store.figures(GUILD, ANN, 'pirate')).toEqual({});
    } finally {
      await dropPrefix(clustered, prefix);
    }
  });
});

/**
 * A Redis that hangs (frozen, not down): a read is refused, a write whose answer never came is
 * called unsure, and once Redis runs again it applies that write (`direct` reads past the hang).
 */
async function expectHungRedisRefusesReadsAndCallsWritesUnsure(
  store: RedisSessionStore,
  created: Session,
  hang: { freeze(): void; thaw(): void },
  direct: RedisSessionStore,
): Promise<void> {
  await store.create(created);
  // One commit first, so Redis holds the commit script: an EVALSHA answered NOSCRIPT after the time limit is never retried.
  await store.commit(bump(created), created.version, null, created);
  const s = bump(created);
  hang.freeze();
  const read = await store.load(s.channelId).catch((error: unknown) => error);
  expect(read).toBeInstanceOf(StoreUnavailableError);
  expect((read as StoreUnavailableError).unsure).toBe(false);
  const write = await store.commit(bump(s), s.version, null, s).catch((error: unknown) => error);
  expect(write).toBeInstanceOf(StoreUnavailableError);
  expect((write as StoreUnavailableError).unsure).toBe(true);
  hang.thaw();
  // Redis, once it runs again, applies the write whose answer was given up on: hence "unsure".
  await expect.poll(async () => (await direct.load(s.channelId))?.version).toBe(s.version + 1);
  expect((await store.load(s.channelId))?.version).toBe(s.version + 1);
}
