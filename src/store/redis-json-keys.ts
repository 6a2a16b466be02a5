import type { Cluster, Redis } from 'ioredis';
import type { Logger } from 'pino';
import type { z } from 'zod';

export interface RedisBesideOptions {
  prefix: string;
  ttlMs: number;
  log: Logger;
}

/**
 * The shape the stores kept beside each table share in Redis: one string key per channel, holding
 * JSON that `schema` reads, with an expiry renewed by each write. A stored value that does not read
 * counts as none (and is said in the log, without the value: it may hold secrets).
 */
export abstract class RedisJsonKeys<T> {
  constructor(
    protected readonly redis: Redis | Cluster,
    protected readonly options: RedisBesideOptions,
    private readonly what: { schema: z.ZodType<T>; keyOf: (prefix: string, channelId: string) => string; name: string },
  ) {}

  protected key(channelId: string): string {
    return this.what.keyOf(this.options.prefix, channelId);
  }

  protected async readKey(channelId: string): Promise<T | null> {
    return this.read(channelId, await this.redis.get(this.key(channelId)));
  }

  protected read(channelId: string, stored: string | null): T | null {
    if (stored === null) return null;
    try {
      return this.what.schema.parse(JSON.parse(stored));
    } catch {
      this.options.log.warn({ channelId }, `stored ${this.what.name} unreadable: taken as none`);
      return null;
    }
  }
}
