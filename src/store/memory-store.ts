import { decodeSession, wakeAt, type Session } from '../kernel/session.js';
import { advancesNote, publishedNote, showsState } from './published.js';
import type { BoardEntry, CommitNotes, CommitResult, CreateResult, DueTimer, OwedPing, SessionStore } from '../table/session-store.js';
import type { GameId } from '../kernel/engine.js';
import type { Figures, GameResult } from '../community/figures.js';
import type { Period } from '../kernel/periods.js';
import { MemoryStats } from './memory-stats.js';
import { bucketOf, moveListName } from './keys.js';
import { MemoryHistoryStore } from './history-memory.js';
import { HISTORY_TTL_MS } from '../kernel/history-store.js';
import { owedPingOf } from './owed-ping.js';
import type { GameCatalog } from '../kernel/catalog.js';

interface Entry {
  json: string;
  id: string;
  version: number;
  phase: Session['phase'];
  deadline: number | null;
  expiresAt: number;
  /** What the table message shows (see published.ts); kept apart from the JSON, like Redis does. */
  published?: string;
  /** The ping the table's moves owe (CommitNotes.ping), as JSON. */
  owe?: string;
}

/**
 * The embedded store used when no Redis URL is configured: one process, nothing
 * survives a restart. It keeps JSON, not objects, so it behaves like Redis (no aliasing).
 */
export class MemorySessionStore implements SessionStore {
  readonly kind = 'memory' as const;
  private readonly tables = new Map<string, Entry>();
  private readonly due = new Map<string, number>();
  private readonly stats: MemoryStats;
  /** The histories beside these tables: the move lists each commit appends to (open-history.ts hands them out). */
  readonly history: MemoryHistoryStore;

  /** `games`: the games this process hosts (how each keeps its figures). */
  constructor(
    games: GameCatalog,
    private readonly idleTtlMs: number,
    private readonly now: () => number = Date.now,
  ) {
    this.stats = new MemoryStats(games, now);
    this.history = new MemoryHistoryStore(HISTORY_TTL_MS, now);
  }

  async load(channelId: string): Promise<Session | null> {
    const entry = this.live(channelId);
    return entry ? decodeSession(channelId, entry.json) : null;
  }

  async create(session: Session): Promise<CreateResult> {
    const existing = this.live(session.channelId);
    if (existing && existing.phase !== 'finished') return 'occupied';
    this.write(session, true);
    return 'created';
  }

  async commit(next: Session, expectedVersion: number, result: GameResult | null, previous: Session, notes: CommitNotes = {}): Promise<CommitResult> {
    if (next.version !== expectedVersion + 1) throw new Error('commit: next.version must be expectedVersion + 1');
    if (previous.version !== expectedVersion) throw new Error('commit: previous.version must be expectedVersion');
    const existing = this.live(next.channelId);
    if (!existing || existing.version !== expectedVersion || existing.id !== previous.id) return 'conflict';
    const entry = this.write(next);
    // As the commit script does: the note and the owed ping are written with the table, never apart.
    if (notes.shown) entry.published = publishedNote(next.id, next.stateVersion);
    if (notes.ping) entry.owe = JSON.stringify(notes.ping);
    else if (notes.ping === null) delete entry.owe;
    if (result) this.stats.apply(bucketOf(next.channelId), result);
    if (notes.moves) void this.history.append(next.channelId, moveListName(next.id), [notes.moves]);
    return 'ok';
  }

  figures(guildId: string, userId: string, game: GameId): Promise<Figures> {
    return this.stats.figures(guildId, userId, game);
  }

  board(guildId: string, game: GameId, period: Period, now: number): Promise<BoardEntry[]> {
    return this.stats.board(guildId, game, period, now);
  }

  forget(guildId: string, userId: string, now: number): Promise<void> {
    return this.stats.forget(guildId, userId, now);
  }

  resetBoard(guildId: string, game: GameId, now: number): Promise<void> {
    return this.stats.resetBoard(guildId, game, now);
  }

  async remove(channelId: string, expectedVersion: number): Promise<CommitResult> {
    const existing = this.live(channelId);
    if (!existing || existing.version !== expectedVersion) return 'conflict';
    this.tables.delete(channelId);
    this.due.delete(channelId);
    return 'ok';
  }

  async purge(channelId: string): Promise<void> {
    this.tables.delete(channelId);
    this.due.delete(channelId);
  }

  async claimDue(now: number, leaseMs: number, limit: number): Promise<DueTimer[]> {
    const claimed = [...this.due.entries()]
      .filter(([, deadline]) => deadline <= now)
      .sort((a, b) => a[1] - b[1])
      .slice(0, limit)
      .map(([channelId, deadline]) => ({ channelId, deadline }));
    for (const timer of claimed) this.due.set(timer.channelId, now + leaseMs);
    return claimed;
  }

  async markPublished(channelId: string, sessionId: string, stateVersion: number): Promise<void> {
    const entry = this.live(channelId);
    if (entry && advancesNote(entry.published, sessionId, stateVersion)) entry.published = publishedNote(sessionId, stateVersion);
  }

  async unpublished(): Promise<string[]> {
    return [...this.tables.keys()].filter((channelId) => {
      const entry = this.live(channelId);
      if (!entry) return false;
      try {
        return !showsState(entry.published, decodeSession(channelId, entry.json)) || entry.owe !== undefined;
      } catch {
        return false;
      }
    });
  }

  async owedPing(channelId: string): Promise<OwedPing | null> {
    return owedPingOf(this.live(channelId)?.owe);
  }

  async reindex(channelId: string): Promise<void> {
    const deadline = this.live(channelId)?.deadline ?? null;
    if (deadline === null) this.due.delete(channelId);
    else this.due.set(channelId, deadline);
  }

  async ping(): Promise<void> {}

  async close(): Promise<void> {}

  /** Test hook: damage a stored record the way a bad deploy or a hand edit could. */
  corrupt(channelId: string, json: string): void {
    const entry = this.tables.get(channelId);
    if (entry) entry.json = json;
  }

  private live(channelId: string): Entry | undefined {
    const entry = this.tables.get(channelId);
    if (entry && entry.expiresAt <= this.now()) {
      this.tables.delete(channelId);
      return undefined;
    }
    return entry;
  }

  private write(session: Session, fresh = false): Entry {
    const before = fresh ? undefined : this.tables.get(session.channelId);
    const entry: Entry = {
      ...(before?.published ? { published: before.published } : {}),
      ...(before?.owe ? { owe: before.owe } : {}),
      json: JSON.stringify(session),
      id: session.id,
      version: session.version,
      phase: session.phase,
      deadline: wakeAt(session),
      expiresAt: this.now() + this.idleTtlMs,
    };
    this.tables.set(session.channelId, entry);
    const wake = wakeAt(session);
    if (wake === null) this.due.delete(session.channelId);
    else this.due.set(session.channelId, wake);
    return entry;
  }
}
