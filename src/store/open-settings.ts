import type { Logger } from 'pino';
import type { Config } from '../config.js';
import { MemoryServerSettings, type ServerSettingsStore } from './server-settings.js';
import { RedisServerSettings } from './server-settings-redis.js';
import { clusterClient, redisClient } from './open-store.js';

/** Server settings go where the sessions go: a Redis Cluster, one Redis, else this process's memory; on their own connection. */
export async function openServerSettings(config: Config, log: Logger): Promise<{ settings: ServerSettingsStore; close(): Promise<void> }> {
  const redis = config.REDIS_CLUSTER_NODES
    ? clusterClient(config.REDIS_CLUSTER_NODES, config.REDIS_COMMAND_TIMEOUT_MS)
    : config.REDIS_URL
      ? redisClient(config.REDIS_URL, config.REDIS_COMMAND_TIMEOUT_MS)
      : null;
  if (!redis) return { settings: new MemoryServerSettings(), close: async () => {} };
  redis.on('error', () => {});
  await redis.connect();
  return { settings: new RedisServerSettings(redis, { prefix: config.REDIS_KEY_PREFIX, log }), close: async () => void (await redis.quit()) };
}
