import { Redis } from 'ioredis';
import type { Config } from '../config.js';
import { MemoryHistoryStore } from './history-memory.js';
import { RedisHistoryStore } from './history-redis.js';
import { HISTORY_TTL_MS, type HistoryStore } from './history-store.js';

/** Histories go where the sessions go: Redis when a URL is configured, else this process's memory. */
export async function openHistoryStore(config: Config): Promise<{ history: HistoryStore; close(): Promise<void> }> {
  if (!config.REDIS_URL) return { history: new MemoryHistoryStore(HISTORY_TTL_MS), close: async () => {} };
  const redis = new Redis(config.REDIS_URL, { lazyConnect: true, enableOfflineQueue: false, maxRetriesPerRequest: 1, connectTimeout: 5_000, enableAutoPipelining: true });
  redis.on('error', () => {});
  await redis.connect();
  return { history: new RedisHistoryStore(redis, { prefix: config.REDIS_KEY_PREFIX, ttlMs: HISTORY_TTL_MS }), close: async () => void (await redis.quit()) };
}
