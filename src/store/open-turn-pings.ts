import type { Logger } from 'pino';
import type { Config } from '../config.js';
import { MemoryTurnPings, type TurnPingStore } from './turn-pings.js';
import { RedisTurnPings } from './turn-pings-redis.js';
import { clusterClient, redisClient } from './open-store.js';

/** Turn pings go where the sessions go (a Redis Cluster, one Redis, else this process's memory), on their own connection, kept as long as an idle table. */
export async function openTurnPings(config: Config, log: Logger): Promise<{ turnPings: TurnPingStore; close(): Promise<void> }> {
  const ttlMs = config.SESSION_IDLE_HOURS * 3_600_000;
  const redis = config.REDIS_CLUSTER_NODES
    ? clusterClient(config.REDIS_CLUSTER_NODES, config.REDIS_COMMAND_TIMEOUT_MS)
    : config.REDIS_URL
      ? redisClient(config.REDIS_URL, config.REDIS_COMMAND_TIMEOUT_MS)
      : null;
  if (!redis) return { turnPings: new MemoryTurnPings(ttlMs), close: async () => {} };
  redis.on('error', () => {});
  await redis.connect();
  return { turnPings: new RedisTurnPings(redis, { prefix: config.REDIS_KEY_PREFIX, ttlMs, log }), close: async () => void (await redis.quit()) };
}
