import type { FakeMessage, InteractionRecord } from './server.js';

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
