import type { ZodType } from 'zod';
import type { Rng } from '../rng.js';
import type { Message } from '../i18n/catalog.js';

export type PlayerId = string;
/**
 * A game's id (`pirate`, `holdem`, ...). Which ids exist is the game catalog's to say
 * (`GameCatalog`, src/kernel/catalog.ts): every place that reads one from outside (a stored table,
 * a custom_id, a slash option) checks it there, and an id it does not know is refused.
 */
export type GameId = string;

/** A user mistake: returned, never thrown. Its message is a catalog key with exactly the parameters it needs. */
export type Rejection = { code: string } & Message;

/**
 * Something that happened, for logs, stats and announcements. Never carries hidden values.
 * Each game declares its own union of events (`PirateEvent`, ...), which its hooks read typed.
 */
export interface GameEvent {
  type: string;
  [field: string]: unknown;
}

/** Events most games report in the same shape. */
export type TimeoutEvent = { type: 'timeout'; player: PlayerId };
export type LeftEvent = { type: 'left'; player: PlayerId };
export type BackEvent = { type: 'back'; player: PlayerId };

/** What the runner itself reports beside a game's events: the game started (its setup ran), everyone left. */
export type TableEvent = { type: 'started' } | { type: 'everyone-left' };

export type ApplyResult<State, Event extends GameEvent = GameEvent> = { ok: true; state: State; events: Event[] } | { ok: false; rejection: Rejection };

/** Table options the platform passes to a game's setup. */
export interface TableSetup {
  /**
   * The table option `away_computer`: an away player's turns wait for the computer that plays for
   * them (a stand-in) instead of being played at once by the automatic move. Only games that set
   * `playsAwayTurns` read it.
   */
  awayComputer?: boolean;
}

export interface Outcome {
  winners: PlayerId[];
}

/**
 * A pure game engine. It never touches Discord, Redis, the clock or Math.random:
 * randomness arrives as an Rng, time as the runner's decisions.
 * State is plain JSON so it round-trips through the store unchanged.
 */
export interface GameDefinition<State, Action extends { type: string }, Config, PublicView, PrivateView, Event extends GameEvent = GameEvent> {
  id: GameId;
  minPlayers: number;
  maxPlayers: number;
  defaultTurnSeconds: number;
  configSchema: ZodType<Config>;
  actionSchema: ZodType<Action>;
  /** Validates stored state on load, so a corrupt record is refused instead of crashing a turn. */
  stateSchema: ZodType<State>;
  setup(players: readonly PlayerId[], config: Config, rng: Rng, table?: TableSetup): State;
  /**
   * `now`: the moment of the move (epoch ms), stamped by the runner, for games with rules in time; engines never read the clock.
   * `standIn`: the computer makes this move for an away player (table option `away_computer`). It is
   * played as theirs, but it is not them acting: their run of timeouts and their away mark stay.
   */
  apply(state: State, player: PlayerId, action: Action, rng: Rng, now?: number, standIn?: boolean): ApplyResult<State, Event>;
  /** The automatic move when the turn timer runs out. */
  onTimeout(state: State, rng: Rng): { state: State; events: Event[] };
  /**
   * A player leaves mid-game (or is removed) for good: the game goes on without them. From then on
   * they are never ranked or named winner and are given nothing more (what they already won stays
   * theirs). When nobody is left in the game the engine ends it; the runner then closes the table.
   */
  forfeit(state: State, player: PlayerId, rng: Rng, now?: number): { state: State; events: Event[] };
  /** Who must act now; the turn timer runs while this is non-empty. */
  actors(state: State): PlayerId[];
  /**
   * The players still in the game who are not away (at Hold'em: not sitting out). While the game
   * runs and this is empty the table is paused: the runner starts no turn timer, so no automatic
   * move and no ping, until someone's "I'm back" (a move like any other) makes it non-empty.
   * Engines play an away player's turns at once only while someone is present (and, with
   * `away_computer`, not at all: the computer plays them as a turn like any other).
   */
  present(state: State): PlayerId[];
  /**
   * Players still in the game who are away and may come back ("I'm back"); a game where nobody is
   * ever away has none. A table whose people are all away waits for them even while computer
   * players are present; a person who is out of the game for good does not hold it up.
   */
  away?(state: State): PlayerId[];
  /**
   * Whether a deal is under way that plays to its end even while no person is present (a Hold'em
   * hand: a player who sat out mid-hand is still dealt in, and the turn timer acts for them). The
   * table waits for its people only once it is over.
   */
  dealInPlay?(state: State): boolean;
  /**
   * Set by games that play an away player's turns for them (at once, by the automatic move) while
   * someone is present. Only these can let a computer play those turns instead (`TableSetup`).
   */
  playsAwayTurns?: true;
  /** Whether `player` took part in this game and left it (their clicks are answered "you left"). */
  hasLeft(state: State, player: PlayerId): boolean;
  /**
   * Between deals (a Hold'em hand over, the next not dealt yet): the players who may want time before
   * the next deal (sitting out, out of chips). While none of them is a person, the runner deals after
   * a short pause instead of the full turn time. Absent, or null while a deal is under way: the turn time.
   */
  betweenDeals?(state: State): readonly PlayerId[] | null;
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

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- every game's definition side by side, each called with its own game's values
export type AnyGame = GameDefinition<any, any, any, any, any, any>;

/**
 * What one seat sees of a table, and nothing more: what anyone may see (`table`, the engine's
 * publicView) and that player's own view (`own`, the engine's playerView). A computer player
 * decides from this alone, never from the state.
 */
export interface SeatSight<PublicView, PrivateView> {
  readonly player: PlayerId;
  readonly table: PublicView;
  readonly own: PrivateView;
  /**
   * The computer plays for this person while they are away (table option `away_computer`): it plays
   * their turn as the seat's own, and never answers "I'm back" for them.
   */
  readonly standIn?: boolean;
}
