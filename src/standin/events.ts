import type { FakeMessage, InteractionRecord } from './model.js';

/** What happened in the stand-in, for whoever watches it (the playground's page bridge). */
export type StandinEvent =
  /** A message was created or edited. */
  | { kind: 'message'; message: FakeMessage }
  | { kind: 'deleted'; message: FakeMessage }
  /** The bot answered an interaction (reply, update, modal, deferral, ...). */
  | { kind: 'answered'; record: InteractionRecord }
  /** The bot's first answer came after Discord's 3 s and was refused: the interaction failed. */
  | { kind: 'late'; record: InteractionRecord; afterMs: number }
  /** A body was refused for breaking Discord's limits; `path` names the route (and the interaction token, if any). */
  | { kind: 'refused'; path: string; problems: string[] }
  | { kind: 'commands' }
  | { kind: 'channels' }
  /** A bot identified on the gateway, or a connection closed. */
  | { kind: 'gateway'; connections: number };

/** A channel as the stand-in shows it: a text channel, or a thread in one. */
export interface StandinChannel {
  id: string;
  name: string;
  /** 0: a text channel; 11: a public thread. */
  type: 0 | 11;
  parentId?: string;
}

/** Who watches the stand-in: listeners called on every change, in the order they were added. */
export class StandinEvents {
  private readonly listeners = new Set<(event: StandinEvent) => void>();

  /** Calls `listener` on every change; returns a function that stops it. */
  on(listener: (event: StandinEvent) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  emit(event: StandinEvent): void {
    for (const listener of this.listeners) listener(event);
  }
}
