import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Cluster, Redis } from 'ioredis';
import { MemoryTurnPings, type StoredTurnPing, type TurnPingStore } from '../../src/store/turn-pings.js';
import { RedisTurnPings } from '../../src/store/turn-pings-redis.js';
import { tableKey, turnPingKey } from '../../src/store/keys.js';
import { connectRedis, dropPrefix, randomPrefix } from '../support/redis.js';
import { clusterOnDemand } from '../support/redis-cluster.js';
import { quietLog } from '../support/quiet-log.js';
import { RedisSessionStore } from '../../src/store/redis-store.js';
import { bump, sampleSession } from '../support/sessions.js';
import { GAMES } from '../support/games.js';

const CH = '910000000000000001';
const OTHER = '910000000000000002';
const TTL_MS = 60_000;

const redis: Redis = connectRedis();
afterAll(() => redis.quit());

const cluster = clusterOnDemand();
afterAll(() => cluster.stop());

const ping = (messageId: string, turnToken = 't1'): StoredTurnPing => ({ sessionId: 's1', turnToken, players: ['100000000000000001'], messageId });

interface Harness {
  /** Two handles on the same stored pings, as two processes have. */
  store: TurnPingStore;
  other: TurnPingStore;
  /** The same store with a time to live of `ms`. */
  shortLived(ms: number): TurnPingStore;
  /** Writes raw text where the channel's ping is kept (Redis only). */
  raw?: (channelId: string, text: string) => Promise<unknown>;
  redis?: Redis | Cluster;
  prefix: string;
  log: ReturnType<typeof quietLog>;
  advance(ms: number): Promise<void>;
  cleanup(): Promise<void>;
}

const redisHarness = (client: () => Redis | Cluster): Harness => {
  const prefix = randomPrefix();
  const log = quietLog();
  const make = (ttlMs: number) => new RedisTurnPings(client(), { prefix, ttlMs, log });
  return {
    store: make(TTL_MS),
    other: make(TTL_MS),
    shortLived: make,
    raw: (channelId, text) => client().set(turnPingKey(prefix, channelId), text),
    redis: client(),
    prefix,
    log,
    advance: (ms) => new Promise((r) => setTimeout(r, ms)),
    cleanup: () => dropPrefix(client(), prefix),
  };
};

const harnesses: Record<string, () => Harness> = {
  memory: () => {
    let now = 1_000_000;
    const clock = () => now;
    const shared = new MemoryTurnPings(TTL_MS, clock);
    return {
      store: shared,
      other: shared,
      shortLived: (ms) => new MemoryTurnPings(ms, clock),
      prefix: '',
      log: quietLog(),
      advance: async (ms) => void (now += ms),
      cleanup: async () => {},
    };
  },
  redis: () => redisHarness(() => redis),
  'redis cluster': () => redisHarness(() => cluster.client()),
};

describe.each(Object.keys(harnesses))('stored turn pings: %s', (name) => {
  let h: Harness;
  beforeAll(async () => {
    if (name === 'redis cluster') await cluster.start();
  }, 60_000);
  beforeEach(() => {
    h = harnesses[name]!();
  });
  afterEach(() => h.cleanup());

  it('hold one ping per channel, read back by another process, and say which ping a new one replaced', async () => {
    expect(await h.store.get(CH)).toBeNull();
    expect(await h.store.put(CH, ping('5001'))).toBeNull();
    expect(await h.other.get(CH)).toEqual(ping('5001'));
    expect(await h.other.get(OTHER)).toBeNull();
    expect(await h.other.put(CH, ping('5002', 't2'))).toEqual(ping('5001'));
    // Writing the same ping again replaces nothing new.
    expect(await h.store.put(CH, ping('5002', 't2'))).toBeNull();
    expect(await h.store.get(CH)).toEqual(ping('5002', 't2'));
  });

  it('forget a ping only when it is the stored one, and otherwise name the stored one', async () => {
    expect(await h.store.drop(CH, '5001')).toBeNull();
    await h.store.put(CH, ping('5002'));
    // An older ping deleted late: the newer one stays, and the caller learns of it.
    expect(await h.other.drop(CH, '5001')).toEqual(ping('5002'));
    expect(await h.store.get(CH)).toEqual(ping('5002'));
    expect(await h.other.drop(CH, '5002')).toBeNull();
    expect(await h.store.get(CH)).toBeNull();
  });

  it('expire, so nothing is kept for ever; each write starts the time again', async () => {
    const brief = h.shortLived(200);
    await brief.put(CH, ping('5001'));
    await h.advance(120);
    await brief.put(CH, ping('5002'));
    await h.advance(120);
    expect(await brief.get(CH)).toEqual(ping('5002'));
    await h.advance(150);
    expect(await brief.get(CH)).toBeNull();
  });

  // Only a Redis store has keys, expiries and bytes that can be damaged.
  if (name !== 'memory') {
    it('live under the key prefix, beside the table with its hash tag (one slot on a Cluster), with an expiry', async () => {
      await h.store.put(CH, ping('5001'));
      const key = turnPingKey(h.prefix, CH);
      expect(key.startsWith(h.prefix)).toBe(true);
      const tag = (k: string) => k.match(/\{[^}]+\}/)![0];
      expect(tag(key)).toBe(tag(tableKey(h.prefix, CH)));
      expect(JSON.parse((await h.redis!.get(key))!)).toEqual(ping('5001'));
      const ttl = await h.redis!.pttl(key);
      expect(ttl).toBeGreaterThan(TTL_MS - 5_000);
      expect(ttl).toBeLessThanOrEqual(TTL_MS);
    });

    it("settle the table's owed ping of the same turn as they store the posted one, and only that turn's", async () => {
      const sessions = new RedisSessionStore(h.redis!, { prefix: h.prefix, idleTtlMs: TTL_MS, games: GAMES });
      const s = sampleSession({ channelId: CH, id: 's1', phase: 'playing', turnToken: 't2' });
      await sessions.create(s);
      const owed = { sessionId: 's1', turnToken: 't2', players: ['100000000000000001'] };
      expect(await sessions.commit(bump(s), s.version, null, s, { ping: owed })).toBe('ok');
      expect(await sessions.owedPing(CH)).toEqual(owed);
      // A ping of an earlier turn, stored late, leaves the debt alone.
      await h.store.put(CH, ping('5001', 't1'));
      expect(await sessions.owedPing(CH)).toEqual(owed);
      await h.store.put(CH, ping('5002', 't2'));
      expect(await sessions.owedPing(CH)).toBeNull();
    });

    it('read a damaged ping as none (logged), and a drop clears it', async () => {
      await h.raw!(CH, '{"messageId": 5');
      expect(await h.store.get(CH)).toBeNull();
      expect(h.log.warn).toHaveBeenCalledWith({ channelId: CH }, 'stored turn ping unreadable: taken as none');
      expect(await h.store.drop(CH, '5001')).toBeNull();
      expect(await h.redis!.exists(turnPingKey(h.prefix, CH))).toBe(0);
      // A ping written over a damaged one replaces "none".
      await h.raw!(CH, 'not json');
      expect(await h.store.put(CH, ping('5002'))).toBeNull();
      expect(await h.store.get(CH)).toEqual(ping('5002'));
    });
  }
});
