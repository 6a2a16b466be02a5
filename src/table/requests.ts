import type { Logger } from 'pino';
import type { DrawSource } from '../fair/draw-source.js';
import type { AnyMoveStep } from '../kernel/plugin.js';
import type { Rng } from '../rng.js';
import type { SessionStore } from './session-store.js';
import type { GameEvent, GameId, Rejection } from '../kernel/engine.js';
import type { Locale } from '../i18n/catalog.js';
import type { Caller, Seat, Session } from '../kernel/session.js';
import type { ComputerPauses } from '../computers/pause.js';
import type { GameCatalog } from '../kernel/catalog.js';

export type { Caller };

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
  /**
   * Where the asking interaction's own answer (callback type 7) shows the change: on the table message
   * (nobody else need edit it), or on the asker's private panel (nobody else need redraw that panel).
   */
  answeredOn?: 'table' | 'panel';
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
  /** Card pictures in a four-colour deck. */
  fourColour?: boolean;
  /** Table option `away_computer`: a computer plays for away players (kept only for games that offer it). */
  awayComputer?: boolean;
  /** The table lives on interactions (table/hosting.ts): Parlor cannot post in the channel as a bot. */
  hostedOn?: 'interactions';
}

/** What the runner is built from. */
export interface RunnerDeps {
  /** The games this process hosts: a stored table of any other is refused as corrupt. */
  games: GameCatalog;
  store: SessionStore;
  rng: Rng;
  now: () => number;
  log: Logger;
  defaultTurnSeconds?: number;
  /**
   * Games' steps after the pure apply and before the commit (Hold'em's all-in equity, counted in a
   * worker), by game: a change calls its own table's game's step only.
   */
  moveSteps?: ReadonlyMap<GameId, AnyMoveStep>;
  /** Keep the last session per table as the next action's first guess (default on; off in tests of the uncached path). */
  cache?: boolean;
  /** Provably fair draws: each game's (hand's) random source and its record in the session. Without it, every change draws from `rng`. */
  draws?: DrawSource;
  /** Told of every committed move that players can see (computers' wake-ups, histories); awaited, and its failure never undoes the move. The publisher listens on `Runner.commits`. */
  onCommitted?: (committed: { session: Session; previous: Session; events: GameEvent[] }) => Promise<void>;
  /** Counts each change by how it ended (src/metrics/metrics.ts). */
  metrics?: { change(result: RunResult): void };
  /** How long a computer player waits before its move (ms): one for every game, or with games of their own; default 700. */
  computerPauseMs?: ComputerPauses;
  /** The pause before the next deal when no person needs time (ms; Hold'em between hands); default 4000. */
  dealPauseMs?: number;
  /** A new secret for a table's computers (tests fix it); default: crypto random. */
  computerSeed?: () => string;
}
