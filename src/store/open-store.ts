import { Redis } from 'ioredis';
import type { Logger } from 'pino';
import type { Config } from '../config.js';
import { MemorySessionStore } from './memory-store.js';
import { RedisSessionStore } from './redis-store.js';
import type { SessionStore } from './session-store.js';

/** Redis when a URL is configured; otherwise the embedded in-memory store, said loudly. */
export async function openStore(config: Config, log: Logger): Promise<SessionStore> {
  const idleTtlMs = config.SESSION_IDLE_HOURS * 3_600_000;
  if (!config.REDIS_URL) {
    log.warn('REDIS_URL is not set: sessions live in memory in this process and are lost when it stops');
    return new MemorySessionStore(idleTtlMs);
  }
  const redis = new Redis(config.REDIS_URL, {
    lazyConnect: true,
    // Fail fast instead of queueing while Redis is away: the user gets a clear answer at once.
    enableOfflineQueue: false,
    maxRetriesPerRequest: 1,
    connectTimeout: 5_000,
    // Commands issued in the same tick (many tables at once) share one socket write.
    enableAutoPipelining: true,
  });
  redis.on('error', (error: Error) => log.warn({ err: error.message }, 'redis connection problem'));
  await redis.connect();
  const where = new URL(config.REDIS_URL);
  log.info({ redis: `${where.hostname}:${where.port || 6379}`, prefix: config.REDIS_KEY_PREFIX }, 'sessions are stored in Redis');
  return new RedisSessionStore(redis, { prefix: config.REDIS_KEY_PREFIX, idleTtlMs });
}
