import type { Cluster, Redis } from 'ioredis';
import type { Logger } from 'pino';
import { hostedTableKey } from './keys.js';
import { hostedTableSchema, type HostedTable, type HostedTokenStore } from './hosted-tokens.js';

/** One string key per channel (JSON) beside its table, with an expiry renewed by each write. */
export class RedisHostedTokens implements HostedTokenStore {
  constructor(
    private readonly redis: Redis | Cluster,
    private readonly options: { prefix: string; ttlMs: number; log: Logger },
  ) {}

  async get(channelId: string): Promise<HostedTable | null> {
    const stored = await this.redis.get(hostedTableKey(this.options.prefix, channelId));
    if (stored === null) return null;
    try {
      return hostedTableSchema.parse(JSON.parse(stored));
    } catch {
      this.options.log.warn({ channelId }, 'stored interaction tokens unreadable: taken as none');
      return null;
    }
  }

  async put(channelId: string, table: HostedTable): Promise<void> {
    await this.redis.set(hostedTableKey(this.options.prefix, channelId), JSON.stringify(hostedTableSchema.parse(table)), 'PX', this.options.ttlMs);
  }
}
