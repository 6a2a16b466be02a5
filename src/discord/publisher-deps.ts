import type { Logger } from 'pino';
import type { Session } from '../kernel/session.js';
import type { Messenger } from './messenger.js';
import type { Metrics } from '../metrics/metrics.js';
import type { MessagePictures, Sendable } from './pictures.js';
import type { TurnPingStore } from '../store/turn-pings.js';
import type { OwedPing } from '../table/session-store.js';
import type { GameCatalog } from '../kernel/catalog.js';

/** What the publisher (publisher.ts) works with, and how it paces its calls. */
export interface PublisherDeps {
  games: GameCatalog;
  messenger: Messenger;
  log: Logger;
  /** Notes what a table message shows, so a restart knows which tables to publish again. */
  markPublished?: (channelId: string, sessionId: string, stateVersion: number) => Promise<void>;
  /** Records the message posted in place of a table message that was gone. */
  recordTableMessage?: (channelId: string, sessionId: string, messageId: string) => Promise<unknown>;
  /** A message made from `session` was posted (an announcement, a table posted again): its id may witness the table's next fair draw. */
  posted?: (session: Session, messageId: string, body: Sendable) => Promise<unknown>;
  /** The tables whose message may be behind, and a fresh read of one (for `republishStale`). */
  unpublished?: () => Promise<string[]>;
  load?: (channelId: string) => Promise<Session | null>;
  /** The ping a table's commits owe and nobody stored as posted (a process killed between a commit and its ping): sent by `republishStale`. */
  owedPing?: (channelId: string) => Promise<OwedPing | null>;
  /**
   * Whether this process shows the table: with several shards, the one whose guilds include the
   * table's, so a restart of all shards edits (or reposts) each table once, not once per shard.
   * Default: every table.
   */
  owns?: (session: Session) => boolean;
  metrics?: Pick<Metrics, 'published'>;
  /** Told of every committed change, to keep open private panels current (see PanelKeeper). */
  panels?: { changed(session: Session, answeredBy?: string): void };
  /** Dresses table messages as Components V2 with their pictures; without it they go as classic embeds. */
  pictures?: MessagePictures;
  /**
   * Where each channel's current turn ping is kept, so that whichever process publishes the table
   * next (after a restart, or another shard's) deletes it once its turn is over. Without it, pings
   * are tracked in this process's memory only.
   */
  turnPings?: TurnPingStore;
}

export interface PublisherOptions {
  /**
   * REST calls in flight at once. Not a rate limiter (@discordjs/rest paces the calls and handles
   * 429s): it keeps the library's own queue short, so the latest-wins slots here decide what goes next.
   */
  concurrency: number;
  /** While both kinds wait, table edits get this many calls for each ping, announcement or delete. */
  editsPerOther: number;
}

export const DEFAULT_PUBLISHER_OPTIONS: PublisherOptions = { concurrency: 12, editsPerOther: 4 };
/** Idle channel slots are forgotten once the publisher holds more than this many. */
export const FORGET_SLOTS_ABOVE = 4096;
