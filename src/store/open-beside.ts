import type { Cluster, Redis } from 'ioredis';
import type { Logger } from 'pino';
import type { Config } from '../config.js';
import { clusterClient, redisClient } from './open-store.js';
import type { RedisBesideOptions } from './redis-json-keys.js';

/** How to make one store kept beside the tables: in this process's memory, or in Redis. */
export interface BesideStore<S> {
  memory: (ttlMs: number) => S;
  redis: (redis: Redis | Cluster, options: RedisBesideOptions) => S;
}

/**
 * A store kept beside the tables (turn pings, interaction tokens) goes where the sessions go: a Redis
 * Cluster, one Redis, else this process's memory; on its own connection, each entry kept as long as an idle table.
 */
export async function openBeside<S>(config: Config, log: Logger, make: BesideStore<S>): Promise<{ store: S; close(): Promise<void> }> {
  const ttlMs = config.SESSION_IDLE_HOURS * 3_600_000;
  const redis = config.REDIS_CLUSTER_NODES
    ? clusterClient(config.REDIS_CLUSTER_NODES, config.REDIS_COMMAND_TIMEOUT_MS)
    : config.REDIS_URL
      ? redisClient(config.REDIS_URL, config.REDIS_COMMAND_TIMEOUT_MS)
      : null;
  if (!redis) return { store: make.memory(ttlMs), close: async () => {} };
  redis.on('error', () => {});
  await redis.connect();
  return { store: make.redis(redis, { prefix: config.REDIS_KEY_PREFIX, ttlMs, log }), close: async () => void (await redis.quit()) };
}
