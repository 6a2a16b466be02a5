import { BoundedMap } from '../bounded-map.js';

/**
 * Interaction ids this process has taken on. Discord may deliver one interaction twice (a gateway
 * resume replays events); the second delivery must change nothing and answer nothing.
 */
export class SeenInteractions {
  private readonly seen: BoundedMap<string, true>;

  constructor(capacity = 10_000) {
    this.seen = new BoundedMap(capacity);
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
  private readonly shown: BoundedMap<string, number>;

  constructor(capacity = 10_000) {
    this.shown = new BoundedMap(capacity);
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

/**
 * What a person last typed in a game's form that was refused (an amount below the minimum, say), by
 * table, person and form, so the form opens again with it instead of its default. Forgotten once a
 * form of that kind goes through.
 */
export class TypedForms {
  private readonly typed: BoundedMap<string, Record<string, string>>;

  constructor(capacity = 2_000) {
    this.typed = new BoundedMap(capacity);
  }

  private static key(sessionId: string, userId: string, form: string): string {
    return `${sessionId}:${userId}:${form}`;
  }

  refused(sessionId: string, userId: string, form: string, fields: Record<string, string>): void {
    this.typed.set(TypedForms.key(sessionId, userId, form), fields);
  }

  accepted(sessionId: string, userId: string, form: string): void {
    this.typed.delete(TypedForms.key(sessionId, userId, form));
  }

  /** What the person typed in this form when it was last refused, if it was. */
  of(sessionId: string, userId: string, form: string): Record<string, string> | undefined {
    return this.typed.get(TypedForms.key(sessionId, userId, form));
  }
}
