import { ConfigError, loadConfig } from '../config.js';
import { createLogger } from '../logger.js';
import { planShards } from '../sharding/plan.js';

/**
 * `npm start` with a token: the bot with the built-in games (`startApp`), in this process or its shards'.
 * - SHARD_IDS (or PROCESS_INDEX): this process runs that range of SHARD_COUNT's shards itself, one
 *   gateway connection per shard, beside processes on other hosts running the other ranges.
 * - One shard: the bot runs in this very process, as it always has (nothing between the operator's
 *   supervisor and the bot).
 * - More, with no range given (one host): this process becomes discord.js's ShardingManager, and every
 *   shard runs the bot in a child process.
 */
export async function startBot(): Promise<void> {
  const config = loadConfig(process.env);
  // Over HTTP there is no gateway, so no shards: every process takes any interaction.
  if (config.INTERACTIONS === 'http') {
    return startHere();
  }
  if (config.SHARD_IDS) {
    const count = config.SHARD_COUNT as number;
    if (count > 1) requireRedis(config, count);
    return startHere();
  }
  const plan = await planShards(config);
  if (plan.count === 1) {
    return startHere();
  }
  requireRedis(config, plan.count);
  const log = createLogger(config.LOG_LEVEL, config.LOG_FORMAT).child({ role: 'shard-manager' });
  const { runShardingManager } = await import('../sharding/manager.js');
  await runShardingManager(config, plan, log);
}

/** The bot in this process, loaded only then: a shard manager never loads it. */
async function startHere(): Promise<void> {
  const { startApp } = await import('./start.js');
  await startApp();
}

function requireRedis(config: { REDIS_URL?: string | undefined; REDIS_CLUSTER_NODES?: unknown }, count: number): void {
  if (config.REDIS_URL || config.REDIS_CLUSTER_NODES) return;
  throw new ConfigError(
    `Invalid configuration: REDIS_URL or REDIS_CLUSTER_NODES is required with more than one shard (${count}): the shards share their tables, timers and Discord's limits through Redis`,
  );
}
