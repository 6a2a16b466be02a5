import type { ZodType } from 'zod';
import type { Rng } from '../rng.js';
import type { Message } from '../i18n/catalog.js';

export type PlayerId = string;
export type GameId = (typeof import('../store/session.js'))['GAME_IDS'][number];

/** A user mistake: returned, never thrown. Its message is a catalog key with exactly the parameters it needs. */
export type Rejection = { code: string } & Message;

/** Something that happened, for logs and announcements. Never carries hidden values. */
export interface GameEvent {
  type: string;
  [field: string]: unknown;
}

export type ApplyResult<State> =
  | { ok: true; state: State; events: GameEvent[] }
  | { ok: false; rejection: Rejection };

export interface Outcome {
  winners: PlayerId[];
}

/**
 * A pure game engine. It never touches Discord, Redis, the clock or Math.random:
 * randomness arrives as an Rng, time as the runner's decisions.
 * State is plain JSON so it round-trips through the store unchanged.
 */
export interface GameDefinition<State, Action extends { type: string }, Config, PublicView, PrivateView> {
  id: GameId;
  minPlayers: number;
  maxPlayers: number;
  defaultTurnSeconds: number;
  configSchema: ZodType<Config>;
  actionSchema: ZodType<Action>;
  /** Validates stored state on load, so a corrupt record is refused instead of crashing a turn. */
  stateSchema: ZodType<State>;
  setup(players: readonly PlayerId[], config: Config, rng: Rng): State;
  apply(state: State, player: PlayerId, action: Action, rng: Rng): ApplyResult<State>;
  /** The automatic move when the turn timer runs out. */
  onTimeout(state: State, rng: Rng): { state: State; events: GameEvent[] };
  /**
   * A player leaves mid-game (or is removed) for good: the game goes on without them. From then on
   * they are never ranked or named winner and are given nothing more (what they already won stays
   * theirs). When nobody is left in the game the engine ends it; the runner then closes the table.
   */
  forfeit(state: State, player: PlayerId, rng: Rng): { state: State; events: GameEvent[] };
  /** Who must act now; the turn timer runs while this is non-empty. */
  actors(state: State): PlayerId[];
  /**
   * The players still in the game who are not away (at Hold'em: not sitting out). While the game
   * runs and this is empty the table is paused: the runner starts no turn timer, so no automatic
   * move and no ping, until someone's "I'm back" (a move like any other) makes it non-empty.
   * Engines play an away player's turns at once only while someone is present.
   */
  present(state: State): PlayerId[];
  /** Whether `player` took part in this game and left it (their clicks are answered "you left"). */
  hasLeft(state: State, player: PlayerId): boolean;
  /** Changes whenever a new turn starts, so the runner knows when to restart the timer and ping. */
  turnToken(state: State): string | null;
  outcome(state: State): Outcome | null;
  /** Set by games where people may sit down mid-game: the action type that seats a newcomer. */
  joinAction?: string;
  /** Everything anyone at the table may see. Must not read hidden fields. */
  publicView(state: State): PublicView;
  /** What one player may see: the public view plus that player's own secrets and choices. */
  playerView(state: State, player: PlayerId): PrivateView;
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AnyGame = GameDefinition<any, any, any, any, any>;
