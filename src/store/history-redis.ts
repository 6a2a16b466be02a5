import type { Cluster, Redis } from 'ioredis';
import { historyKey, type HistoryStore } from './history-store.js';

export class RedisHistoryStore implements HistoryStore {
  constructor(
    private readonly redis: Redis | Cluster,
    private readonly options: { prefix: string; ttlMs: number },
  ) {}

  private key(channelId: string, kind: 'log' | 'shelf', name: string): string {
    return historyKey(this.options.prefix, channelId, kind, name);
  }

  async append(channelId: string, log: string, entries: readonly string[]): Promise<void> {
    if (entries.length === 0) return;
    const key = this.key(channelId, 'log', log);
    await this.redis
      .multi()
      .rpush(key, ...entries)
      .pexpire(key, this.options.ttlMs)
      .exec();
  }

  read(channelId: string, log: string): Promise<string[]> {
    return this.redis.lrange(this.key(channelId, 'log', log), 0, -1);
  }

  async shelve(channelId: string, shelf: string, record: string, keep: number, fromLog: string): Promise<void> {
    const key = this.key(channelId, 'shelf', shelf);
    await this.redis
      .multi()
      .lpush(key, record)
      .ltrim(key, 0, keep - 1)
      .pexpire(key, this.options.ttlMs)
      .del(this.key(channelId, 'log', fromLog))
      .exec();
  }

  recent(channelId: string, shelf: string, count: number): Promise<string[]> {
    return this.redis.lrange(this.key(channelId, 'shelf', shelf), 0, count - 1);
  }
}
