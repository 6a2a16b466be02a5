import type { Logger } from 'pino';
import type { HistoryStore } from '../store/history-store.js';
import type { Session } from '../store/session.js';
import type { GameEvent } from '../games/engine.js';
import type { HoldemState } from '../games/holdem/actions.js';
import { completeHand, holdemMoveSteps, type HandStep } from '../games/holdem/history-steps.js';
import { HANDS_KEPT, HANDS_SHELF, handLog, movedStepsSchema, recordOf } from './hand-records.js';
import { gameLogEntry, gameLog } from './game-log.js';

export interface Committed {
  session: Session;
  previous: Session;
  events: GameEvent[];
}

/**
 * Writes histories after each committed move, outside the session record: a Hold'em hand's moves
 * go to an open log keyed by the game and hand number, and the finished hand is shelved with the
 * table's last 200; the other games' moves go to a log per game. A failure here is logged and
 * never undoes or blocks the move.
 */
export class HistoryRecorder {
  constructor(
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
    try {
      if (committed.session.game === 'holdem') await this.holdem(committed);
      else await this.game(committed);
    } catch (error) {
      this.log.warn({ channelId: committed.session.channelId, err: error instanceof Error ? error.message : String(error) }, 'history not written');
    }
  }

  private async holdem({ session, previous, events }: Committed): Promise<void> {
    if (session.state === null) return;
    const prev = previous.id === session.id && previous.state !== null ? (previous.state as HoldemState) : null;
    const names = new Map(session.players.concat(previous.players).map((p) => [p.id, p.name]));
    const move = holdemMoveSteps(prev, session.state as HoldemState, events, names, this.now());
    if (!move) return;
    const log = handLog(session.id, move.handNo);
    await this.store.append(session.channelId, log, [JSON.stringify({ version: session.version, steps: move.steps })]);
    if (!move.steps.some((s) => s.kind === 'end')) return;
    const moves = (await this.store.read(session.channelId, log)).map((raw) => movedStepsSchema.parse(JSON.parse(raw)));
    const steps = completeHand(moves as Array<{ version: number; steps: HandStep[] }>);
    if (!steps) {
      // Some move of this hand was never recorded (a restart between a commit and its record): better no history than a wrong one.
      this.log.warn({ channelId: session.channelId, handNo: move.handNo }, 'hand history incomplete; not kept');
      return;
    }
    await this.store.shelve(session.channelId, HANDS_SHELF, JSON.stringify(recordOf(session.channelId, steps)), HANDS_KEPT, log);
  }

  private async game(committed: Committed): Promise<void> {
    const entry = gameLogEntry(committed);
    if (entry) await this.store.append(committed.session.channelId, gameLog(committed.session.id), [JSON.stringify(entry)]);
  }
}
