/** A map that keeps only its `capacity` most recently written keys: bounded memory for what a process has seen. */
export class Recent<K, V> {
  private readonly entries = new Map<K, V>();

  constructor(private readonly capacity: number) {}

  get(key: K): V | undefined {
    return this.entries.get(key);
  }

  has(key: K): boolean {
    return this.entries.has(key);
  }

  set(key: K, value: V): void {
    this.entries.delete(key);
    this.entries.set(key, value);
    if (this.entries.size > this.capacity) this.entries.delete(this.entries.keys().next().value as K);
  }

  get size(): number {
    return this.entries.size;
  }
}

/**
 * Interaction ids this process has taken on. Discord may deliver one interaction twice (a gateway
 * resume replays events); the second delivery must change nothing and answer nothing.
 */
export class SeenInteractions {
  private readonly seen: Recent<string, true>;

  constructor(capacity = 10_000) {
    this.seen = new Recent(capacity);
  }

  /** True the first time an id is offered, false every time after. */
  first(id: string): boolean {
    if (this.seen.has(id)) return false;
    this.seen.set(id, true);
    return true;
  }
}

/**
 * The newest table moment each private panel (an ephemeral message, by id) was last shown at by this
 * process. Two quick clicks on one panel race: the one that applies shows the move; the other, read
 * as stale, must not then replace that panel with its "nothing was done", and answers apart instead.
 */
export class PanelVersions {
  private readonly shown: Recent<string, number>;

  constructor(capacity = 10_000) {
    this.shown = new Recent(capacity);
  }

  record(messageId: string, stateVersion: number): void {
    const known = this.shown.get(messageId);
    if (known === undefined || stateVersion >= known) this.shown.set(messageId, stateVersion);
  }

  /** True when the panel already shows a moment after `stateVersion` (another click moved it on). */
  isAhead(messageId: string, stateVersion: number): boolean {
    return (this.shown.get(messageId) ?? -1) > stateVersion;
  }
}
