import type { Cluster, Redis } from 'ioredis';
import { historyKey, type HistoryStore } from '../kernel/history-store.js';
import { isMoveListName, moveListKey } from './keys.js';

export class RedisHistoryStore implements HistoryStore {
  constructor(
    private readonly redis: Redis | Cluster,
    private readonly options: { prefix: string; ttlMs: number },
  ) {}

  /** A move list lives beside its table (the commit appends to it); every other log and shelf under the channel's own tag. */
  private key(channelId: string, kind: 'log' | 'shelf', name: string): string {
    if (kind === 'log' && isMoveListName(name)) return moveListKey(this.options.prefix, channelId, name);
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

  async read(channelId: string, log: string): Promise<string[]> {
    const entries = await this.redis.lrange(this.key(channelId, 'log', log), 0, -1);
    if (!isMoveListName(log)) return entries;
    // A game begun before move lists moved beside their tables kept its first moves under the channel's tag.
    return [...(await this.redis.lrange(historyKey(this.options.prefix, channelId, 'log', log), 0, -1)), ...entries];
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
