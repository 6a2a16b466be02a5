import type { Logger } from 'pino';
import type { TurnPingStore } from '../store/turn-pings.js';
import type { PostedPing } from './pings.js';
import type { TableSlot } from './table-slot.js';

/**
 * Keeps each channel's current turn ping in the store as well as in its slot, so that whichever
 * process publishes the table next (after a restart, or another shard's) deletes it once its turn
 * is over. A store call is made only when a ping is posted or deleted, or when this process cannot
 * trust its memory of the channel's ping (TableSlot.pingKnown). A store that fails is logged and
 * never holds publishing up: the ping is then tracked in memory only, as without a store.
 */
export class StoredPings {
  /** Reads under way (the publisher is not idle meanwhile). */
  reading = 0;

  constructor(
    private readonly store: TurnPingStore | undefined,
    private readonly log: Logger,
    /** Called once a read has changed what a slot owes. */
    private readonly changed: (slot: TableSlot) => void,
  ) {}

  /** Reads the stored ping if the slot's memory of it cannot be trusted. Never waited on. */
  recall(slot: TableSlot): void {
    const store = this.store;
    if (!store || slot.pingKnown || slot.recalling) return;
    slot.recalling = true;
    this.reading++;
    const epoch = slot.pingEpoch;
    let stale = false;
    store
      .get(slot.channelId)
      .then(
        (stored) => {
          stale = slot.pingEpoch !== epoch;
          if (!stale) slot.recalled(stored);
        },
        (error: unknown) => this.log.warn({ err: error, channelId: slot.channelId }, 'could not read the stored turn ping'),
      )
      .finally(() => {
        slot.recalling = false;
        this.reading--;
        // The slot's ping changed (or a change was missed) meanwhile: what was read may be behind.
        if (stale) this.recall(slot);
        // A ping that waited on the read (one that failed, say) is judged now.
        slot.retirePing();
        this.changed(slot);
      });
  }

  /** A ping was posted: stored as the channel's; one the store held that this process did not know of goes too. */
  async put(slot: TableSlot, ping: PostedPing): Promise<void> {
    if (!this.store) return;
    try {
      const replaced = await this.store.put(slot.channelId, ping);
      if (slot.pingMessage?.messageId === ping.messageId) slot.pingMessage.stored = true;
      slot.foreign(replaced);
    } catch (error) {
      this.log.warn({ err: error, channelId: slot.channelId }, 'could not store the turn ping');
    }
  }

  /** A ping was deleted: the store forgets it, or tells of another process's ping it holds instead. */
  async drop(slot: TableSlot, messageId: string): Promise<void> {
    if (!this.store) return;
    try {
      slot.foreign(await this.store.drop(slot.channelId, messageId));
    } catch (error) {
      this.log.warn({ err: error, channelId: slot.channelId }, 'could not forget the stored turn ping');
    }
  }
}
