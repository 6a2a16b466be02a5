import { BoundedMap } from '../bounded-map.js';
import type { Session } from '../kernel/session.js';

/**
 * The last session this process read or wrote, per channel: the first guess of the next action,
 * so the common case costs a single compare-and-set round trip instead of a read and a write.
 * Only ever a guess: the store's version check refuses a copy another process, a restart or an
 * expiry made old, and the runner then reads the table again. Bounded; the entry written longest ago goes first.
 */
export class SessionCache {
  private readonly entries: BoundedMap<string, Session>;

  constructor(capacity = 10_000) {
    this.entries = new BoundedMap(capacity);
  }

  /** Does not refresh the entry's age: a table in play is `set` again by each of its moves. */
  get(channelId: string): Session | undefined {
    return this.entries.get(channelId);
  }

  set(session: Session): void {
    this.entries.set(session.channelId, session);
  }

  forget(channelId: string): void {
    this.entries.delete(channelId);
  }

  get size(): number {
    return this.entries.size;
  }
}
