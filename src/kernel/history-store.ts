/**
 * Where histories live, outside the session record: open logs that grow move by move (a hand or
 * a game being played) and shelves of finished records, newest first and capped. Everything is
 * per channel and expires `ttlMs` after its last write.
 */
export interface HistoryStore {
  /** Adds entries at the end of an open log. */
  append(channelId: string, log: string, entries: readonly string[]): Promise<void>;
  /** An open log, oldest entry first (empty when there is none). */
  read(channelId: string, log: string): Promise<string[]>;
  /** Puts a finished record at the front of a shelf, keeps the newest `keep`, and deletes the open log it was made from. */
  shelve(channelId: string, shelf: string, record: string, keep: number, fromLog: string): Promise<void>;
  /** The newest `count` records of a shelf, newest first. */
  recent(channelId: string, shelf: string, count: number): Promise<string[]>;
}

export const HISTORY_TTL_MS = 30 * 24 * 3_600_000;

/** A channel's history keys share one hash tag, so `shelve` touches a single slot on Redis Cluster. */
export const historyKey = (prefix: string, channelId: string, kind: 'log' | 'shelf', name: string): string => `${prefix}{h${channelId}}:${kind}:${name}`;
