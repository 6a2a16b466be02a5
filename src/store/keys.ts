/**
 * Key layout. Tables are spread over a fixed number of buckets; a table and the due-timer
 * index of its bucket share one hash tag, so every script touches a single slot and the
 * layout stays valid on Redis Cluster.
 */
export const BUCKETS = 16;

export function bucketOf(channelId: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < channelId.length; i++) {
    hash ^= channelId.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash % BUCKETS;
}

export function tableKey(prefix: string, channelId: string): string {
  return `${prefix}{b${bucketOf(channelId)}}:table:${channelId}`;
}

export function dueKey(prefix: string, bucket: number): string {
  return `${prefix}{b${bucket}}:due`;
}

/** A server's settings: one hash per server, so every read and write touches one key (and one slot on Redis Cluster). */
export function serverSettingsKey(prefix: string, guildId: string): string {
  return `${prefix}{s${guildId}}:settings`;
}

/** A channel's current turn ping: beside its table, with the table's hash tag. */
export function turnPingKey(prefix: string, channelId: string): string {
  return `${prefix}{b${bucketOf(channelId)}}:ping:${channelId}`;
}

/** The name of a session's move list among the channel's open logs (history/game-log.ts). */
export const moveListName = (sessionId: string): string => `game:${sessionId}`;

export const isMoveListName = (log: string): boolean => log.startsWith('game:');

/**
 * A session's move list (the open log named `log`, moveListName): beside its table, with the table's
 * hash tag, so the commit script appends to it in the same call.
 */
export function moveListKey(prefix: string, channelId: string, log: string): string {
  return `${prefix}{b${bucketOf(channelId)}}:log:${channelId}:${log}`;
}

/** The interaction tokens of a table that lives on interactions (store/hosted-tokens.ts): beside its table, with the table's hash tag. */
export function hostedTableKey(prefix: string, channelId: string): string {
  return `${prefix}{b${bucketOf(channelId)}}:hosted:${channelId}`;
}

/** When the reach of each table on interactions ends, by bucket (store/lua/hosted-change.lua): read at start to plan their last calls again. */
export function hostedEndsKey(prefix: string, bucket: number): string {
  return `${prefix}{b${bucket}}:hosted-ends`;
}
