import { ConfigError, loadConfig } from '../config.js';
import { createLogger } from '../logger.js';
import { planShards } from './plan.js';

/**
 * `npm start` with a token. One shard: the bot runs in this very process, as it always has (nothing
 * between the operator's supervisor and the bot). More: this process becomes discord.js's
 * ShardingManager, and every shard runs the bot in a child process.
 */
export async function startBot(): Promise<void> {
  const config = loadConfig(process.env);
  const plan = await planShards(config);
  if (plan.count === 1) {
    await import('../index.js');
    return;
  }
  if (!config.REDIS_URL) {
    throw new ConfigError(`Invalid configuration: REDIS_URL is required with more than one shard (${plan.count}): the shards share their tables and timers through Redis`);
  }
  const log = createLogger(config.LOG_LEVEL, config.LOG_FORMAT).child({ role: 'shard-manager' });
  const { runShardingManager } = await import('./manager.js');
  await runShardingManager(config, plan, log);
}
