import type { Session } from '../kernel/session.js';
import type { GameId } from '../kernel/engine.js';
import type { Figures, GameResult } from '../community/figures.js';
import type { Period } from '../kernel/periods.js';
import type { BoardEntry } from '../kernel/stats.js';

export type { BoardEntry };

/** A server's stats: read, forgotten, reset. Written only by `SessionStore.commit`, with the table. */
export interface StatsStore {
  /** One person's all-time figures at one game in one server (empty when none). */
  figures(guildId: string, userId: string, game: GameId): Promise<Figures>;
  /** A game's board for the period containing `now`, best first (ties: lower user id first). */
  board(guildId: string, game: GameId, period: Period, now: number): Promise<BoardEntry[]>;
  /** Deletes a person's figures and board places at every game in one server. */
  forget(guildId: string, userId: string, now: number): Promise<void>;
  /** Empties a game's boards (every period) in one server; people's own figures stay. */
  resetBoard(guildId: string, game: GameId, now: number): Promise<void>;
}

export type CommitResult = 'ok' | 'conflict';

/** A "your turn" ping a committed move owes: the turn it calls players to. */
export interface OwedPing {
  sessionId: string;
  turnToken: string | null;
  players: string[];
}

/**
 * What a commit notes beside the table, in the same atomic write: one move, one round trip.
 * `shown`: the interaction's own answer shows the committed table, so its message is noted as
 * showing it (markPublished's note). `ping`: the ping the move owes, kept until the posted ping is
 * stored (TurnPingStore.put clears it), so a process killed in between still owes it after a restart.
 * `moves`: the move's entry (JSON) for the session's move list (history/game-log.ts).
 */
export interface CommitNotes {
  shown?: boolean;
  /** Null: the table has no turn now, so any ping owed before is owed no more. Absent: what was owed stays. */
  ping?: OwedPing | null;
  moves?: string;
}
export type CreateResult = 'created' | 'occupied';

export interface DueTimer {
  channelId: string;
  deadline: number;
}

/**
 * Where tables live. Every write is a compare-and-set on `version`, so two
 * writers that read the same version can never both succeed.
 */
export interface SessionStore extends StatsStore {
  readonly kind: 'redis' | 'memory';
  load(channelId: string): Promise<Session | null>;
  /** Writes a new table unless the channel holds one that is not finished. */
  create(session: Session): Promise<CreateResult>;
  /**
   * Writes `next` only if the stored version is still `expectedVersion`; `next.version` must be one more.
   * A `result` (a game's stats) is applied in the same atomic write, and only when the table is written.
   * `previous` is the session at `expectedVersion` the change was made from: the write is also
   * refused when the stored table is another session (a new table starts again at version 1).
   */
  commit(next: Session, expectedVersion: number, result: GameResult | null, previous: Session, notes?: CommitNotes): Promise<CommitResult>;
  /** Removes the table only if the stored version is still `expectedVersion`. */
  remove(channelId: string, expectedVersion: number): Promise<CommitResult>;
  /** Deletes whatever is stored for the channel, readable or not (a moderator clearing a damaged table). */
  purge(channelId: string): Promise<void>;
  /**
   * Returns up to `limit` timers due at `now` and leases them for `leaseMs`, so other
   * processes skip them meanwhile; a lease that lapses (a crash) makes the timer due again.
   */
  claimDue(now: number, leaseMs: number, limit: number): Promise<DueTimer[]>;
  /**
   * Notes that the channel's table message shows `stateVersion` of session `sessionId`. Never moves
   * the note back for the same session, never creates a table, and leaves `version` alone.
   */
  markPublished(channelId: string, sessionId: string, stateVersion: number): Promise<void>;
  /** Channels whose table message may show less than the stored table (no note, an older one, or another session's), or that owe a ping. */
  unpublished(): Promise<string[]>;
  /** The ping the channel's last moves owe and nobody has stored as posted yet (CommitNotes.ping), or null. */
  owedPing(channelId: string): Promise<OwedPing | null>;
  /** Makes the table's timer index entry match the table (or drops it when the table is gone). */
  reindex(channelId: string): Promise<void>;
  ping(): Promise<void>;
  close(): Promise<void>;
}
