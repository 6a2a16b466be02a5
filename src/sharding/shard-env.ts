import { shardOf } from './shard-of.js';

/**
 * discord.js's Client reads SHARDS and SHARD_COUNT from the environment by itself. Under the sharding
 * manager (src/sharding/manager.ts) they name this process's shard. Any other process is the only
 * shard, whatever SHARD_COUNT says: `auto` is resolved by the manager's side, which starts the bot
 * without a manager only when there is one shard.
 */
export function pinSingleShardUnlessManaged(env: NodeJS.ProcessEnv): void {
  if (isManagedShard(env)) return;
  env.SHARDS = '[0]';
  env.SHARD_COUNT = '1';
}

export function isManagedShard(env: NodeJS.ProcessEnv): boolean {
  return Boolean(env.SHARDING_MANAGER);
}

/** This process's shard ids under the manager (one per process), for log lines; undefined otherwise. */
export function managedShardIds(env: NodeJS.ProcessEnv): number[] | undefined {
  if (!isManagedShard(env) || !env.SHARDS) return undefined;
  const ids: unknown = JSON.parse(env.SHARDS);
  return Array.isArray(ids) ? ids.map(Number) : [Number(ids)];
}

/**
 * Whether a guild's events come to this process, and with them the publishing of its tables: under
 * the manager, the guilds of this process's shard (direct messages: shard 0); otherwise every guild.
 */
export function guildOwnership(env: NodeJS.ProcessEnv): (guildId: string | null) => boolean {
  const ids = managedShardIds(env);
  const count = Number(env.SHARD_COUNT);
  if (!ids || !(count > 1)) return () => true;
  return (guildId) => ids.includes(shardOf(guildId, count));
}

/** Discord's global REST limit: requests per second for the whole bot, across every shard and process. */
export const DISCORD_GLOBAL_REQUESTS_PER_SECOND = 50;

/**
 * This process's share of Discord's global REST limit. Each shard process paces its own REST calls
 * (@discordjs/rest's `globalRequestsPerSecond`), so under the manager each takes an equal share and
 * together they stay within the bot's limit; a process alone takes all of it.
 */
export function restRequestsPerSecond(env: NodeJS.ProcessEnv): number {
  const count = Number(env.SHARD_COUNT);
  if (!managedShardIds(env) || !(count > 1)) return DISCORD_GLOBAL_REQUESTS_PER_SECOND;
  return Math.max(1, Math.floor(DISCORD_GLOBAL_REQUESTS_PER_SECOND / count));
}
