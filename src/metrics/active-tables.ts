import type { GameId } from '../kernel/engine.js';
import type { Session } from '../kernel/session.js';

/**
 * The tables this process has seen (loaded, opened or committed), kept while they are not finished:
 * the count per game for the `parlor_active_tables` gauge. A process only sees its own guilds' tables
 * (and the timers it fires), so a deployment's total is the sum over its processes, give or take a
 * table another process fired a timer on; a table nobody touched since a restart is not counted.
 */
export class ActiveTables {
  private readonly tables = new Map<string, { game: GameId; updatedAt: number }>();

  constructor(
    private readonly idleTtlMs: number,
    private readonly now: () => number,
  ) {}

  saw(session: Session): void {
    if (session.phase === 'finished') this.tables.delete(session.channelId);
    else this.tables.set(session.channelId, { game: session.game, updatedAt: session.updatedAt });
  }

  gone(channelId: string): void {
    this.tables.delete(channelId);
  }

  /** Counts per game, dropping tables idle past the window (the store has expired them). */
  byGame(): Map<GameId, number> {
    const counts = new Map<GameId, number>();
    const oldest = this.now() - this.idleTtlMs;
    for (const [channelId, table] of this.tables) {
      if (table.updatedAt < oldest) this.tables.delete(channelId);
      else counts.set(table.game, (counts.get(table.game) ?? 0) + 1);
    }
    return counts;
  }
}
