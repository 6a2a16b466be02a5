import type { HistoryStore } from '../kernel/history-store.js';

interface List {
  items: string[];
  expiresAt: number;
}

/** The embedded history store (no Redis): one process, gone when it stops; expiry as in Redis. */
export class MemoryHistoryStore implements HistoryStore {
  private readonly lists = new Map<string, List>();

  constructor(
    private readonly ttlMs: number,
    private readonly now: () => number = Date.now,
  ) {}

  private live(key: string): string[] {
    const list = this.lists.get(key);
    if (list && list.expiresAt > this.now()) return list.items;
    this.lists.delete(key);
    return [];
  }

  private write(key: string, items: string[]): void {
    this.lists.set(key, { items, expiresAt: this.now() + this.ttlMs });
  }

  async append(channelId: string, log: string, entries: readonly string[]): Promise<void> {
    if (entries.length === 0) return;
    const key = `${channelId}:log:${log}`;
    this.write(key, [...this.live(key), ...entries]);
  }

  async read(channelId: string, log: string): Promise<string[]> {
    return [...this.live(`${channelId}:log:${log}`)];
  }

  async shelve(channelId: string, shelf: string, record: string, keep: number, fromLog: string): Promise<void> {
    const key = `${channelId}:shelf:${shelf}`;
    this.write(key, [record, ...this.live(key)].slice(0, keep));
    this.lists.delete(`${channelId}:log:${fromLog}`);
  }

  async recent(channelId: string, shelf: string, count: number): Promise<string[]> {
    return this.live(`${channelId}:shelf:${shelf}`).slice(0, count);
  }
}
