import { afterAll, afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Redis } from 'ioredis';
import { MemoryHistoryStore } from '../../src/store/history-memory.js';
import { RedisHistoryStore } from '../../src/store/history-redis.js';
import { historyKey, type HistoryStore } from '../../src/kernel/history-store.js';
import { isMoveListName, moveListKey } from '../../src/store/keys.js';
import { connectRedis, dropPrefix, randomPrefix } from '../support/redis.js';

const DAY = 24 * 3_600_000;

interface Harness {
  store: HistoryStore;
  /** Milliseconds until the key of a log or shelf expires (null when it does not exist). */
  ttl(channelId: string, kind: 'log' | 'shelf', name: string): Promise<number | null>;
  /** Lets `ms` pass for the store's expiry. */
  advance(ms: number): Promise<void>;
  cleanup(): Promise<void>;
}

const redis: Redis = connectRedis();
afterAll(() => redis.quit());

const harnesses: Record<string, () => Harness> = {
  memory: () => {
    let clock = 1_000_000;
    const store = new MemoryHistoryStore(30 * DAY, () => clock);
    return {
      store,
      ttl: async (c, kind, name) => ((kind === 'log' ? await store.read(c, name) : await store.recent(c, name, 1)).length ? 30 * DAY : null),
      advance: async (ms) => void (clock += ms),
      cleanup: async () => {},
    };
  },
  redis: () => {
    const prefix = randomPrefix();
    const store = new RedisHistoryStore(redis, { prefix, ttlMs: 30 * DAY });
    return {
      store,
      ttl: async (c, kind, name) => {
        // A move list lives beside its table (the commit appends to it).
        const ms = await redis.pttl(kind === 'log' && isMoveListName(name) ? moveListKey(prefix, c, name) : historyKey(prefix, c, kind, name));
        return ms < 0 ? null : ms;
      },
      // Redis keeps its own clock: expire the test's keys now instead of waiting.
      advance: async () => {
        for (const key of await redis.keys(`${prefix}*`)) await redis.pexpire(key, 1);
        await new Promise((r) => setTimeout(r, 5));
      },
      cleanup: () => dropPrefix(redis, prefix),
    };
  },
};

describe.each(Object.keys(harnesses))('HistoryStore contract: %s', (name) => {
  let h: Harness;
  beforeEach(() => {
    h = harnesses[name]!();
  });
  afterEach(() => h.cleanup());

  it('an open log keeps its entries in order, per channel and per name', async () => {
    await h.store.append('c1', 'hand:1', ['a', 'b']);
    await h.store.append('c1', 'hand:1', ['c']);
    await h.store.append('c1', 'hand:2', ['x']);
    await h.store.append('c2', 'hand:1', ['y']);
    await h.store.append('c1', 'hand:1', []);
    expect(await h.store.read('c1', 'hand:1')).toEqual(['a', 'b', 'c']);
    expect(await h.store.read('c1', 'hand:2')).toEqual(['x']);
    expect(await h.store.read('c2', 'hand:1')).toEqual(['y']);
    expect(await h.store.read('c3', 'hand:1')).toEqual([]);
  });

  it('shelving puts the record first, keeps only the newest, and deletes its open log', async () => {
    await h.store.append('c1', 'hand:3', ['a']);
    for (const record of ['r1', 'r2', 'r3']) await h.store.shelve('c1', 'hands', record, 2, 'hand:3');
    expect(await h.store.recent('c1', 'hands', 10)).toEqual(['r3', 'r2']);
    expect(await h.store.recent('c1', 'hands', 1)).toEqual(['r3']);
    expect(await h.store.read('c1', 'hand:3')).toEqual([]);
    expect(await h.store.recent('c2', 'hands', 10)).toEqual([]);
  });

  it('logs and shelves expire 30 days after their last write', async () => {
    await h.store.append('c1', 'game:x', ['a']);
    await h.store.shelve('c1', 'hands', 'r1', 200, 'hand:1');
    for (const [kind, key] of [
      ['log', 'game:x'],
      ['shelf', 'hands'],
    ] as const) {
      const ttl = await h.ttl('c1', kind, key);
      expect(ttl).not.toBeNull();
      expect(ttl!).toBeGreaterThan(29 * DAY);
      expect(ttl!).toBeLessThanOrEqual(30 * DAY);
    }
    await h.advance(30 * DAY + 1);
    expect(await h.store.read('c1', 'game:x')).toEqual([]);
    expect(await h.store.recent('c1', 'hands', 10)).toEqual([]);
  });
});
