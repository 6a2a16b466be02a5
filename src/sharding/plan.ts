import { DiscordAPIError, REST } from 'discord.js';
import { Routes, type RESTGetAPIGatewayBotResult } from 'discord-api-types/v10';
import type { Config } from '../config.js';

/** Discord's wait between two IDENTIFYs in the same rate-limit bucket, with a margin. */
const IDENTIFY_INTERVAL_MS = 5_500;

export interface ShardPlan {
  count: number;
  /** Milliseconds between starting two shard processes, so IDENTIFYs keep to Discord's limit. */
  spawnDelayMs: number;
}

/**
 * How many shards to run: SHARD_COUNT, or with `auto` the count Discord recommends (GET /gateway/bot,
 * from DISCORD_API_URL when set, so the stand-in answers in tests and the playground).
 * Shard i identifies in bucket i % max_concurrency, one IDENTIFY per bucket per 5 s: starting the
 * processes one after another, 5.5 s / max_concurrency apart, keeps every bucket to that.
 */
export async function planShards(config: Config): Promise<ShardPlan> {
  if (config.SHARD_COUNT === 1) return { count: 1, spawnDelayMs: 0 };
  const rest = new REST(config.DISCORD_API_URL ? { api: config.DISCORD_API_URL } : {}).setToken(config.DISCORD_TOKEN);
  const gateway = (await rest.get(Routes.gatewayBot()).catch((error: unknown) => {
    const reason =
      error instanceof DiscordAPIError && error.status === 401 ? 'Discord refused DISCORD_TOKEN' : error instanceof Error ? error.message : String(error);
    throw new Error(`could not ask Discord how many shards to run (GET /gateway/bot): ${reason}. A fixed SHARD_COUNT skips asking.`);
  })) as RESTGetAPIGatewayBotResult;
  const count = config.SHARD_COUNT === 'auto' ? Math.max(1, gateway.shards) : config.SHARD_COUNT;
  const concurrency = Math.max(1, gateway.session_start_limit.max_concurrency);
  return { count, spawnDelayMs: Math.ceil(IDENTIFY_INTERVAL_MS / concurrency) };
}
