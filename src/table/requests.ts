import type { GameEvent, GameId, Rejection } from '../games/engine.js';
import type { Locale } from '../i18n/catalog.js';
import type { Seat, Session } from './session.js';

/** What became of a request. The interaction layer turns each kind into a Discord response. */
export type RunResult =
  | { kind: 'ok'; session: Session; previous: Session; events: GameEvent[] }
  | { kind: 'rejected'; rejection: Rejection; session: Session | null }
  | { kind: 'stale'; session: Session }
  | { kind: 'missing' };

/**
 * Why a control no longer matches its table: the table it was rendered for is gone (closed and
 * opened again, or a rematch), the table moved on since, or the control is on a message that no
 * longer shows the table (it was posted again).
 */
export type StaleReason = 'other-table' | 'moved-on' | 'other-message';

/** The table as a control finds it, without changing anything. */
export type Look = { kind: 'current'; session: Session } | { kind: 'stale'; session: Session; why: StaleReason } | { kind: 'missing' };

export interface Caller {
  userId: string;
  name: string;
  /** Manage Messages in the channel: may close anyone's table. */
  canModerate?: boolean;
}

/** Which table and which moment of it a click was made against. */
export interface Target {
  channelId: string;
  sessionId: string;
  /** The state version the control was rendered at; undefined for controls that never go stale. */
  version?: number;
  /** For clicks on a public table: the message clicked, which must be the table's current message. */
  messageId?: string;
  /** The interaction that asks for the change: the public value of a game (hand) it starts. */
  interactionId?: string;
}

export interface OpenRequest {
  channelId: string;
  guildId: string | null;
  host: Seat;
  game: GameId;
  config: unknown;
  turnSeconds?: number;
  locale: Locale;
  /** Computer players seated with the host from the start. */
  computers?: number;
  /** Text only: no pictures. */
  textOnly?: boolean;
}
