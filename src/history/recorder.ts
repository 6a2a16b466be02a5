import type { Logger } from 'pino';
import type { HistoryStore } from '../kernel/history-store.js';
import type { Session } from '../kernel/session.js';
import type { GameEvent } from '../kernel/engine.js';
import type { GameCatalog } from '../kernel/catalog.js';
import { shelveReveal } from '../fair/shelf.js';

export interface Committed {
  session: Session;
  previous: Session;
  events: GameEvent[];
}

/**
 * Writes histories after each committed move, outside the session record: the game's own hand
 * histories (its `hands` hook) and the revealed fair draws. (The move list of a game that keeps one
 * is written by the commit itself: CommitNotes.moves.) A failure here is logged and never undoes or
 * blocks the move.
 */
export class HistoryRecorder {
  constructor(
    private readonly games: GameCatalog,
    private readonly store: HistoryStore,
    private readonly log: Logger,
    private readonly now: () => number = Date.now,
  ) {}

  /** Per table, the recording still in progress: moves are recorded in the order they were committed. */
  private readonly pending = new Map<string, Promise<void>>();

  /**
   * Records a committed move without holding up its answer (a history write is one more round trip):
   * each table's moves are recorded one after another, in commit order.
   */
  enqueue(committed: Committed): void {
    const channelId = committed.session.channelId;
    const next = (this.pending.get(channelId) ?? Promise.resolve()).then(() => this.record(committed));
    this.pending.set(channelId, next);
    void next.then(() => {
      if (this.pending.get(channelId) === next) this.pending.delete(channelId);
    });
  }

  /** Resolves once every queued move is recorded (before the history store closes). */
  async idle(): Promise<void> {
    while (this.pending.size > 0) await Promise.all(this.pending.values());
  }

  async record(committed: Committed): Promise<void> {
    const { session, previous, events } = committed;
    try {
      const { hands } = this.games.plugin(session.game);
      if (hands) await hands.record({ previous, next: session, events }, this.store, { log: this.log, now: this.now() });
      await shelveReveal(this.store, previous, session, this.now());
    } catch (error) {
      this.log.warn({ channelId: session.channelId, err: error instanceof Error ? error.message : String(error) }, 'history not written');
    }
  }
}
