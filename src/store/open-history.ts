import type { Config } from '../config.js';
import { MemoryHistoryStore } from './history-memory.js';
import { RedisHistoryStore } from './history-redis.js';
import { HISTORY_TTL_MS, type HistoryStore } from '../kernel/history-store.js';
import { clusterClient, redisClient } from './open-store.js';
import { MemorySessionStore } from './memory-store.js';
import type { SessionStore } from '../table/session-store.js';

/**
 * Histories go where the sessions go: a Redis Cluster, one Redis, else this process's memory. Their own
 * connection, with the sessions' settings; a history key holds one channel's tag, so a cluster keeps
 * each channel's hands on one node.
 */
export async function openHistoryStore(config: Config, sessions?: SessionStore): Promise<{ history: HistoryStore; close(): Promise<void> }> {
  const redis = config.REDIS_CLUSTER_NODES
    ? clusterClient(config.REDIS_CLUSTER_NODES, config.REDIS_COMMAND_TIMEOUT_MS)
    : config.REDIS_URL
      ? redisClient(config.REDIS_URL, config.REDIS_COMMAND_TIMEOUT_MS)
      : null;
  // In memory, the move lists the sessions' commits append to are the histories' own.
  if (!redis) return { history: sessions instanceof MemorySessionStore ? sessions.history : new MemoryHistoryStore(HISTORY_TTL_MS), close: async () => {} };
  redis.on('error', () => {});
  await redis.connect();
  return { history: new RedisHistoryStore(redis, { prefix: config.REDIS_KEY_PREFIX, ttlMs: HISTORY_TTL_MS }), close: async () => void (await redis.quit()) };
}
