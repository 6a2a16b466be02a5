import { DefaultRestOptions, type RESTOptions, type WebSocketOptions } from 'discord.js';
import type { Logger } from 'pino';
import type { Config } from '../config.js';
import { clusterClient, redisClient } from '../store/open-store.js';
import { buildSharedIdentifyThrottler } from './identify-throttle.js';
import { DISCORD_GLOBAL_REQUESTS_PER_SECOND, SharedRestBudget } from './rest-budget.js';
import type { ShardAssignment } from './shard-env.js';

/** The client options that keep the bot within Discord's limits, and how they are kept. */
export interface DiscordLimits {
  rest: Partial<RESTOptions>;
  ws: WebSocketOptions;
  /** `shared`: through Redis with every other process of the bot; `local`: this process alone (no Redis). */
  mode: 'shared' | 'local';
  /** The shared REST budget (null without Redis). */
  restBudget: SharedRestBudget | null;
  close(): Promise<void>;
}

/**
 * With Redis, every process of the bot (on one host or many) shares Discord's limits through it:
 * IDENTIFYs per bucket and per day (identify-throttle.ts) and the global REST budget
 * (rest-budget.ts), on a connection of their own. Without Redis the bot is one process, and
 * discord.js's own pacing keeps it within both.
 */
export async function openDiscordLimits(config: Config, shards: ShardAssignment, log: Logger): Promise<DiscordLimits> {
  const redis = config.REDIS_CLUSTER_NODES
    ? clusterClient(config.REDIS_CLUSTER_NODES, config.REDIS_COMMAND_TIMEOUT_MS)
    : config.REDIS_URL
      ? redisClient(config.REDIS_URL, config.REDIS_COMMAND_TIMEOUT_MS)
      : null;
  const rest = { globalRequestsPerSecond: DISCORD_GLOBAL_REQUESTS_PER_SECOND };
  if (!redis) return { rest, ws: {}, mode: 'local', restBudget: null, close: async () => {} };
  // The store's connection already reported whether Redis answers; problems later are logged where they matter.
  redis.on('error', () => {});
  await redis.connect();
  const prefix = config.REDIS_KEY_PREFIX;
  const ownShare = Math.floor((DISCORD_GLOBAL_REQUESTS_PER_SECOND * shards.ids.length) / shards.count);
  const budget = new SharedRestBudget({ redis, prefix, log, fallbackPerWindow: ownShare });
  return {
    rest: { ...rest, makeRequest: budget.wrap(DefaultRestOptions.makeRequest, DefaultRestOptions.timeout) },
    ws: { buildIdentifyThrottler: (manager) => buildSharedIdentifyThrottler(manager, { redis, prefix, log }) },
    mode: 'shared',
    restBudget: budget,
    close: async () => void (await redis.quit().catch(() => redis.disconnect())),
  };
}
