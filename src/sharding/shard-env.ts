import type { Config } from '../config.js';
import { formatShardIds } from './shard-ids.js';
import { shardOf } from './shard-of.js';

/** The gateway shards this process runs, out of how many the whole bot runs. */
export interface ShardAssignment {
  readonly ids: readonly number[];
  readonly count: number;
}

/**
 * Which shards this process runs:
 * - under discord.js's ShardingManager (one host, src/sharding/manager.ts): the one shard it set in
 *   SHARDS, of its SHARD_COUNT;
 * - with SHARD_IDS (or PROCESS_INDEX, resolved into it by the config): that range of SHARD_COUNT, so
 *   several processes on several hosts share the shards out;
 * - otherwise it is the only shard: `auto` or a count above 1 without SHARD_IDS is resolved by the
 *   manager's side (src/app/bot.ts), which runs the bot without a manager only with one shard.
 */
export function shardAssignment(config: Pick<Config, 'SHARD_IDS' | 'SHARD_COUNT'>, env: NodeJS.ProcessEnv): ShardAssignment {
  if (isManagedShard(env) && env.SHARDS) {
    const ids: unknown = JSON.parse(env.SHARDS);
    return { ids: Array.isArray(ids) ? ids.map(Number) : [Number(ids)], count: Number(env.SHARD_COUNT) };
  }
  if (config.SHARD_IDS && typeof config.SHARD_COUNT === 'number') return { ids: config.SHARD_IDS, count: config.SHARD_COUNT };
  return { ids: [0], count: 1 };
}

/**
 * discord.js's Client also reads SHARDS and SHARD_COUNT from the environment, and prefers them to
 * a shard count of 1 given in its options: they are set to this process's assignment, so an operator's
 * SHARD_COUNT=auto is never read as a count.
 */
export function pinShardEnv(shards: ShardAssignment, env: NodeJS.ProcessEnv): void {
  env.SHARDS = JSON.stringify(shards.ids);
  env.SHARD_COUNT = String(shards.count);
}

export function isManagedShard(env: NodeJS.ProcessEnv): boolean {
  return Boolean(env.SHARDING_MANAGER);
}

/** This process's shards for log lines (`16-31`, `1`), or undefined when the bot has one shard. */
export function shardLabel(shards: ShardAssignment): string | undefined {
  return shards.count > 1 ? formatShardIds(shards.ids) : undefined;
}

/**
 * Whether a guild's events come to this process, and with them the publishing of its tables (and
 * showing its stale tables again at start): the guilds of this process's shards (direct messages:
 * shard 0's); every guild when the bot has one shard.
 */
export function guildOwnership(shards: ShardAssignment): (guildId: string | null) => boolean {
  if (shards.count <= 1) return () => true;
  const own = new Set(shards.ids);
  return (guildId) => own.has(shardOf(guildId, shards.count));
}
