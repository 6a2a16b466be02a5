import type { GameId } from '../kernel/engine.js';
import type { Figures, GameResult } from '../community/figures.js';
import { liveSpans, periodSpan, type Period } from '../kernel/periods.js';
import { ALL_BUCKETS, boardKey, figuresKey, statWrites, type StatWrite } from './stats-keys.js';
import { foldBoards, foldFigures } from './stats-store.js';
import type { BoardEntry, StatsStore } from '../table/session-store.js';
import type { GameCatalog } from '../kernel/catalog.js';

/**
 * The in-memory store's stats: the same keys and the same writes as Redis, on plain maps, with
 * boards dropped at their expiry time the way Redis drops them.
 */
export class MemoryStats implements StatsStore {
  private readonly hashes = new Map<string, Map<string, number>>();
  private readonly boards = new Map<string, { members: Map<string, number>; expiresAt: number | null }>();
  /** The games any result was kept for: the only ones a player can have figures in. */
  private readonly games = new Set<GameId>();

  constructor(
    private readonly catalog: GameCatalog,
    private readonly now: () => number,
    private readonly prefix = 'mem:',
  ) {}

  apply(bucket: number, result: GameResult): void {
    this.games.add(result.game);
    for (const write of statWrites(this.catalog, this.prefix, bucket, result)) this.write(write);
  }

  async figures(guildId: string, userId: string, game: GameId): Promise<Figures> {
    return foldFigures(
      this.catalog,
      game,
      ALL_BUCKETS.map((b) => Object.fromEntries(this.hashes.get(figuresKey(this.prefix, b, guildId, game, userId)) ?? [])),
    );
  }

  async board(guildId: string, game: GameId, period: Period, now: number): Promise<BoardEntry[]> {
    const span = periodSpan(period, now);
    return foldBoards(
      this.catalog,
      game,
      ALL_BUCKETS.map((b) => [...(this.liveBoard(boardKey(this.prefix, b, guildId, game, span))?.members ?? [])].map(([userId, score]) => ({ userId, score }))),
    );
  }

  async forget(guildId: string, userId: string, now: number): Promise<void> {
    for (const b of ALL_BUCKETS) {
      for (const game of this.games) {
        this.hashes.delete(figuresKey(this.prefix, b, guildId, game, userId));
        for (const span of liveSpans(now)) this.boards.get(boardKey(this.prefix, b, guildId, game, span))?.members.delete(userId);
      }
    }
  }

  async resetBoard(guildId: string, game: GameId, now: number): Promise<void> {
    for (const b of ALL_BUCKETS) for (const span of liveSpans(now)) this.boards.delete(boardKey(this.prefix, b, guildId, game, span));
  }

  private liveBoard(key: string) {
    const board = this.boards.get(key);
    if (board && board.expiresAt !== null && board.expiresAt <= this.now()) {
      this.boards.delete(key);
      return undefined;
    }
    return board;
  }

  private write({ op, key, field, value }: StatWrite): void {
    if (op === 'hincr' || op === 'hmax') {
      let hash = this.hashes.get(key);
      if (!hash) this.hashes.set(key, (hash = new Map()));
      const current = hash.get(field);
      hash.set(field, op === 'hincr' ? (current ?? 0) + value : Math.max(current ?? value, value));
      return;
    }
    let board = this.liveBoard(key);
    if (!board) this.boards.set(key, (board = { members: new Map(), expiresAt: null }));
    if (op === 'expireat') board.expiresAt = value;
    else {
      const current = board.members.get(field);
      board.members.set(field, op === 'zincr' ? (current ?? 0) + value : Math.max(current ?? value, value));
    }
  }
}
