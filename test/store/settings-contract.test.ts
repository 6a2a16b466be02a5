import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Redis } from 'ioredis';
import { DEFAULT_SERVER_SETTINGS, MemoryServerSettings, type ServerSettingsStore } from '../../src/store/server-settings.js';
import { RedisServerSettings } from '../../src/store/server-settings-redis.js';
import { serverSettingsKey } from '../../src/store/keys.js';
import { StoreUnavailableError } from '../../src/kernel/session.js';
import { connectRedis, dropPrefix, randomPrefix } from '../support/redis.js';
import { clusterOnDemand } from '../support/redis-cluster.js';
import { quietLog } from '../support/quiet-log.js';

const GUILD = '900000000000000001';
const OTHER = '900000000000000002';

const redis: Redis = connectRedis();
afterAll(() => redis.quit());

const cluster = clusterOnDemand();
afterAll(() => cluster.stop());

interface Harness {
  store: ServerSettingsStore;
  cleanup(): Promise<void>;
}

const harnesses: Record<string, () => Harness> = {
  memory: () => ({ store: new MemoryServerSettings(), cleanup: async () => {} }),
  redis: () => {
    const prefix = randomPrefix();
    return { store: new RedisServerSettings(redis, { prefix, log: quietLog() }), cleanup: () => dropPrefix(redis, prefix) };
  },
  'redis cluster': () => {
    const prefix = randomPrefix();
    return { store: new RedisServerSettings(cluster.client(), { prefix, log: quietLog() }), cleanup: () => dropPrefix(cluster.client(), prefix) };
  },
};

describe.each(Object.keys(harnesses))('server settings: %s', (name) => {
  let h: Harness;
  beforeAll(async () => {
    if (name === 'redis cluster') await cluster.start();
  });
  beforeEach(() => {
    h = harnesses[name]!();
  });
  afterEach(() => h.cleanup());

  it('are the defaults until changed: pictures on, two colours', async () => {
    expect(await h.store.get(GUILD)).toEqual({ pictures: true, fourColour: false });
    expect(DEFAULT_SERVER_SETTINGS).toEqual({ pictures: true, fourColour: false });
  });

  it('change only what is given, per server, and are read back as changed', async () => {
    expect(await h.store.set(GUILD, { pictures: false })).toEqual({ pictures: false, fourColour: false });
    expect(await h.store.set(GUILD, { fourColour: true })).toEqual({ pictures: false, fourColour: true });
    expect(await h.store.get(GUILD)).toEqual({ pictures: false, fourColour: true });
    expect(await h.store.get(OTHER)).toEqual({ pictures: true, fourColour: false });
    expect(await h.store.set(GUILD, { pictures: true })).toEqual({ pictures: true, fourColour: true });
    expect(await h.store.set(GUILD, {})).toEqual({ pictures: true, fourColour: true });
  });

  it('hand out copies: changing what was read changes nothing stored', async () => {
    const read = await h.store.get(GUILD);
    read.pictures = false;
    expect(await h.store.get(GUILD)).toEqual({ pictures: true, fourColour: false });
  });
});

describe('server settings in Redis', () => {
  const prefix = randomPrefix();
  afterEach(() => dropPrefix(redis, prefix));

  it('live in one hash per server under the key prefix, with its own hash tag (one slot on a Cluster), and never expire', async () => {
    const store = new RedisServerSettings(redis, { prefix, log: quietLog() });
    await store.set(GUILD, { pictures: false, fourColour: true });
    const key = serverSettingsKey(prefix, GUILD);
    expect(key).toBe(`${prefix}{s${GUILD}}:settings`);
    expect(await redis.hgetall(key)).toEqual({ pictures: '0', four_colour: '1' });
    expect(await redis.pttl(key)).toBe(-1);
    expect(await redis.keys(`${prefix}*`)).toEqual([key]);
  });

  it('read a damaged setting as its default, keep the others, and say so in the log', async () => {
    const log = quietLog();
    const store = new RedisServerSettings(redis, { prefix, log });
    await redis.hset(serverSettingsKey(prefix, GUILD), 'pictures', 'maybe', 'four_colour', '1');
    expect(await store.get(GUILD)).toEqual({ pictures: true, fourColour: true });
    expect(log.warn).toHaveBeenCalledWith(expect.objectContaining({ guildId: GUILD, setting: 'pictures' }), 'server setting unreadable: its default used');
  });

  it('read a key of another type as the defaults (logged), and a change replaces it', async () => {
    const log = quietLog();
    const store = new RedisServerSettings(redis, { prefix, log });
    const key = serverSettingsKey(prefix, GUILD);
    await redis.set(key, 'not a hash');
    expect(await store.get(GUILD)).toEqual({ pictures: true, fourColour: false });
    expect(log.warn).toHaveBeenCalledWith(expect.objectContaining({ guildId: GUILD }), 'server settings unreadable: defaults used');
    expect(await store.set(GUILD, { pictures: false })).toEqual({ pictures: false, fourColour: false });
    expect(await redis.hgetall(key)).toEqual({ pictures: '0' });
  });

  it('read as the defaults when Redis does not answer, and refuse a change as the store being down', async () => {
    const log = quietLog();
    const gone = connectRedis();
    await gone.quit();
    const store = new RedisServerSettings(gone, { prefix, log });
    expect(await store.get(GUILD)).toEqual({ pictures: true, fourColour: false });
    expect(log.warn).toHaveBeenCalledWith(expect.objectContaining({ guildId: GUILD }), 'server settings unreadable: defaults used');
    await expect(store.set(GUILD, { pictures: false })).rejects.toBeInstanceOf(StoreUnavailableError);
  });
});
