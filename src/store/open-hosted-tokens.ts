import type { Logger } from 'pino';
import type { Config } from '../config.js';
import { MemoryHostedTokens, type HostedTokenStore } from './hosted-tokens.js';
import { RedisHostedTokens } from './hosted-tokens-redis.js';
import { clusterClient, redisClient } from './open-store.js';

/** Tables on interactions keep their tokens where the sessions go (a Redis Cluster, one Redis, else memory), as long as an idle table. */
export async function openHostedTokens(config: Config, log: Logger): Promise<{ hostedTokens: HostedTokenStore; close(): Promise<void> }> {
  const ttlMs = config.SESSION_IDLE_HOURS * 3_600_000;
  const redis = config.REDIS_CLUSTER_NODES
    ? clusterClient(config.REDIS_CLUSTER_NODES, config.REDIS_COMMAND_TIMEOUT_MS)
    : config.REDIS_URL
      ? redisClient(config.REDIS_URL, config.REDIS_COMMAND_TIMEOUT_MS)
      : null;
  if (!redis) return { hostedTokens: new MemoryHostedTokens(ttlMs), close: async () => {} };
  redis.on('error', () => {});
  await redis.connect();
  return { hostedTokens: new RedisHostedTokens(redis, { prefix: config.REDIS_KEY_PREFIX, ttlMs, log }), close: async () => void (await redis.quit()) };
}
