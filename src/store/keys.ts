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
