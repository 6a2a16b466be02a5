import type { Logger } from 'pino';
import type { GameEvent } from '../kernel/engine.js';
import type { Session } from '../kernel/session.js';

/** A change players can see, as committed. */
export interface CommittedChange {
  session: Session;
  previous: Session;
  events: GameEvent[];
  /** Who made it (never pinged for it); none for a timer. */
  actor?: string;
  /** Where the interaction that asked for it shows it in its own answer (callback type 7): the table message (no REST edit), or the actor's panel. */
  answeredOn?: 'table' | 'panel';
}

export type CommitListener = (change: CommittedChange) => void;

/**
 * Every committed change, told to whoever subscribed (the publisher, in the composition root), in
 * commit order, as soon as the commit is written. A listener that throws is logged; the others and
 * the change itself go on.
 */
export class CommitFeed {
  private readonly listeners = new Set<CommitListener>();

  constructor(private readonly log: Logger) {}

  subscribe(listener: CommitListener): () => void {
    this.listeners.add(listener);
    return () => void this.listeners.delete(listener);
  }

  emit(change: CommittedChange): void {
    for (const listener of this.listeners) {
      try {
        listener(change);
      } catch (error) {
        this.log.warn({ err: error, channelId: change.session.channelId }, 'a listener to committed changes failed');
      }
    }
  }
}
