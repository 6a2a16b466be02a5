/**
 * The shard Discord sends a guild's events to: (guild_id >> 22) % shard_count.
 * Direct messages, which have no guild, go to shard 0.
 * https://discord.com/developers/docs/events/gateway#sharding
 */
export function shardOf(guildId: string | null | undefined, shardCount: number): number {
  if (!guildId || shardCount <= 1) return 0;
  return Number((BigInt(guildId) >> 22n) % BigInt(shardCount));
}
