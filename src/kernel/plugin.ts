import type { SlashCommandSubcommandBuilder } from '@discordjs/builders';
import type { Logger } from 'pino';
import type { ZodType } from 'zod';
import type { GameDefinition, GameEvent, PlayerId, SeatSight, TableEvent } from './engine.js';
import type { PositionedRng, Rng } from '../rng.js';
import type { Session } from './session.js';
import type { Translate, WordArea } from '../i18n/catalog.js';
import type { GameUi } from './views.js';
import type { FigureKind, FigureTally } from './stats.js';
import type { HistoryStore } from './history-store.js';
import type { RevealedDraw } from './fair-record.js';
import type { Picture, Scene } from './picture.js';
import type { Public } from './public.js';

/**
 * A game as the platform hosts it: its pure engine, its Discord views, and every hook the
 * platform calls for it (stats, move list, fair draws, /play options, ...). The platform reaches a
 * game only through its plug-in in the game catalog (`GameCatalog`, assembled by src/app) and never
 * names one, so a new game is its own folder and its words, passed to the app at start.
 */
export interface GamePlugin<T extends GameTypes = AnyGameTypes> {
  /** The rules: pure, no Discord, no I/O. Its `id` is the game's id. */
  readonly engine: GameDefinition<T['State'], T['Action'], T['Config'], T['PublicView'], T['PrivateView'], T['Event']>;
  /** The table and panel views, and how clicks on the game's own controls decode. */
  readonly ui: GameUi<T['PublicView'], T['PrivateView']>;
  /** The game's name in the reader's language (lobby titles, choices, stats, board titles). */
  name(t: Translate): string;
  /** The game's own words, for a game whose messages are not in src/i18n: merged when the game is registered. */
  readonly words?: WordArea;
  /** Its `/play <game>` subcommand. */
  readonly command: PlayCommand;
  readonly stats: GameStats<T['State'], T['Event'], T['Figure']>;
  /** A move list kept per game and shown by the finished table's 📜 button. */
  readonly log?: GameLog<T['PublicView'], T['Event'], T['LogLine']>;
  /** Hand histories kept per table and read per player (/history). */
  readonly hands?: HandHistories<T['State'], T['Event']>;
  readonly fair: GameFairness<T['State'], T['Replay']>;
  /** A step between the pure apply and the commit that needs I/O (Hold'em's all-in equity, counted in a worker). */
  moveStep?(services: { log: Logger }): StartedMoveStep<T['State']>;
  /** A computer player's move, from what its seat sees. */
  computer?(sight: SeatSight<T['PublicView'], T['PrivateView']>, rng: Rng): T['Action'];
  /** Pictures: the table's, drawn from the public view only (a `Public` view, which only `publicViewOf` makes), and a player's private panel's. */
  readonly pictures?: GamePictures<T['PublicView'], T['PrivateView']>;
}

export interface GamePictures<PublicView, PrivateView> {
  /** The colour of the Container a V2 table message (and panel) is drawn in: the game's own. */
  accent?: number;
  /** Its pictures show playing cards: `/play` offers a four-colour deck, and the scene says which deck the table chose. */
  cards?: true;
  table(view: Public<PublicView>, scene: Scene): Picture;
  /** Only games with hidden information have a panel picture; it goes to its player alone. */
  panel?(view: PrivateView, scene: Scene): Picture;
}

/** A line of a game's move list as stored: the game's own shape, named by its `type`. */
export type LogLineData = { type: string; [field: string]: unknown };

/** The types one game is made of. */
export interface GameTypes {
  State: unknown;
  Action: { type: string };
  Config: unknown;
  PublicView: unknown;
  PrivateView: unknown;
  /** Every event the engine reports. */
  Event: GameEvent;
  /** Every line its move list stores. */
  LogLine: LogLineData;
  /** The figures its stats keep. */
  Figure: string;
  /** What the verifier replays from a revealed seed. */
  Replay: unknown;
}

/* eslint-disable @typescript-eslint/no-explicit-any -- the catalog holds every game's plug-in side by side; each hook only ever gets its own game's values */
/** Any game, as the platform holds them side by side: each hook is called with the table's own game's values. */
export interface AnyGameTypes extends GameTypes {
  State: any;
  Action: any;
  Config: any;
  PublicView: any;
  PrivateView: any;
  Event: any;
  LogLine: any;
  Replay: any;
}
/* eslint-enable @typescript-eslint/no-explicit-any -- end of AnyGameTypes */
export type AnyGamePlugin = GamePlugin<AnyGameTypes>;

/** A table as a game's hooks read it: the platform's session, holding this game's state. */
export type GameTable<State> = Omit<Session, 'state'> & { readonly state: State | null };

/** One committed change of a table, as a game's hooks read it. */
export interface GameChange<State, Event> {
  /** The table the change was made from (after a rematch, the last game's table). */
  readonly previous: GameTable<State>;
  readonly next: GameTable<State>;
  /** What the engine reported, and what the runner reported around it. */
  readonly events: ReadonlyArray<Event | TableEvent>;
}

/** Options as an interaction carries them, read by their (English) names. */
export interface GivenOptions {
  getBoolean(name: string): boolean | null;
  getString(name: string): string | null;
  getInteger(name: string): number | null;
}

export interface PlayCommand {
  /** The `/play` subcommand: its name, description and the game's own options (the platform adds the turn timer and the language after them). */
  subcommand(sub: SlashCommandSubcommandBuilder): SlashCommandSubcommandBuilder;
  /** The table's config as the host asked for it (the engine's config schema then judges it), or: the host asked to fill in the setup form first. */
  read(options: GivenOptions): { config: unknown } | { form: true };
}

export interface GameStats<State, Event, Figure extends string> {
  /** Every figure the game keeps, in the order /stats shows them. */
  readonly figures: { readonly [F in Figure]: FigureKind };
  /** What the game's leaderboard ranks by, how it is headed, and how a score reads (net chips signed, say). */
  readonly board: { readonly figure: Figure; heading(t: Translate): string; score?(value: number): string };
  /** What one committed change adds to the server's stats, per person. Pure. */
  record(change: GameChange<State, Event>, tally: FigureTally<Figure>): void;
}

export interface GameLog<PublicView, Event, Line extends LogLineData> {
  /** Reads a stored line back; a line that does not fit is left out of the list. */
  readonly lineSchema: ZodType<Line>;
  /** What an event adds to the list, read against the public view after the move (never the state: nothing hidden gets in). */
  lines(event: Event | TableEvent, view: PublicView): Line | Line[] | null;
  text(line: Line, t: Translate): string;
}

/** One recorded hand, as one player may read it. */
export interface HandText {
  id: string;
  /** The hand's number at its table ("hand #4"), as the table showed it. */
  no: number;
  /** Epoch ms the hand was dealt: hands of several games are listed newest first. */
  at: number;
  text: string;
}

export interface HandHistories<State, Event> {
  /** Records a committed move; a failure is logged by the platform and never undoes the move. */
  record(change: GameChange<State, Event>, history: HistoryStore, context: { log: Logger; now: number }): Promise<void>;
  /** The newest `count` hands at a table that `player` was dealt into, newest first, as they saw them. */
  recent(history: HistoryStore, channelId: string, player: PlayerId, count: number): Promise<HandText[]>;
}

export interface GameFairness<State, Replay> {
  /**
   * For a game that deals again and again within one table: what one seed covers. Without it a
   * seed covers the whole game.
   */
  readonly parts?: {
    /** The part being played now (`hand 3`), or null between parts. */
    current(state: State): string | null;
    /** The number of the last part dealt. */
    number(state: State): number;
    /** How the table names a part: a hand, or a game of the table's series. */
    readonly noun: 'hand' | 'game';
  };
  /** Extra words the verify command needs for this seed. */
  verifyArgs?(revealed: RevealedDraw): string[];
  /** Every draw of a seed, read the way the engine uses them, up to `draws` stream words when known; `args` are the verify command's extra words. */
  replay(rng: PositionedRng, options: { draws?: number; args: readonly string[] }): Replay;
  /** The replay as the verify command prints it. */
  describe(replay: Replay): string[];
}

export type MoveStep<State> = (next: State, previous: State | null, table: { channelId: string }) => Promise<State>;

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- steps of every game side by side, each called with its own game's state
export type AnyMoveStep = MoveStep<any>;

export interface StartedMoveStep<State> {
  readonly step: MoveStep<State>;
  /** Releases what the step holds (a worker thread) at shutdown. */
  close(): Promise<void>;
}
