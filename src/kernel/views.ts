import type { APIActionRowComponent, APIComponentInMessageActionRow, APIEmbed, APIModalInteractionResponseCallbackData } from 'discord-api-types/v10';
import type { Locale, Message, PlainKey, Translate } from '../i18n/catalog.js';
import type { Session } from './session.js';

/** What a table control does: `p1:<session>:<version>:<verb>[:<arg>...]` (src/ids/custom-id.ts encodes it). */
export const VERBS = ['join', 'leave', 'start', 'cancel', 'panel', 'again', 'g', 'cpu-add', 'cpu-drop', 'help', 'quit'] as const;
export type Verb = (typeof VERBS)[number];

export type ActionRow = APIActionRowComponent<APIComponentInMessageActionRow>;

/** A message body as Discord's API takes it. Views return these; only the edges send them. */
export interface MessageBody {
  content?: string;
  embeds: APIEmbed[];
  components: ActionRow[];
  allowed_mentions: { parse: []; users?: string[] };
}

export interface ViewContext {
  session: Session;
  locale: Locale;
  t: Translate;
  /** The moment the view is made (epoch ms), for words with rules in time (a returning player's buy-in). */
  now?: number;
  /** A custom_id for a control on this table at its current version. */
  control(verb: Verb, ...args: string[]): string;
}

export type Decoded = { action: unknown } | { draft: string[] } | { modal: string } | { info: string } | { invalid: Message } | null;

export interface GameUi<PublicView, PrivateView> {
  /** The public table: embeds plus the game's own controls (the platform adds its buttons). */
  table(view: PublicView, ctx: ViewContext): { embeds: APIEmbed[]; components: ActionRow[] };
  /**
   * The table's words when its picture is shown beside them: only what the picture does not make
   * plain at a glance (whose turn, what they face, the timer, the last action) and what it does not
   * show at all. The controls are the table's own; a table shown without its picture uses `table`'s words.
   */
  caption?(view: PublicView, ctx: ViewContext): { embeds: APIEmbed[] };
  /** A player's private panel (games with hidden information). `draft` holds choices made in the panel but not yet sent. */
  panel?(view: PrivateView, ctx: ViewContext, draft: string[]): { embeds: APIEmbed[]; components: ActionRow[] };
  /**
   * Turns a game control (`g:<args>`), with any selected values or modal fields, into what to do:
   * a move, a new panel draft, a modal to open, a private information reply, or a refusal.
   */
  decode(args: string[], values: string[], fields?: Record<string, string>): Decoded;
  /**
   * Builds a modal named by `decode` (with the reader's context and view, for defaults and limits),
   * or a refusal, answered privately, when the action the form leads to cannot apply now. `typed`: what
   * the reader typed in this form when it was last refused (by text input custom_id), to fill it in again.
   */
  modal?(name: string, view: PrivateView, ctx: ViewContext, typed?: Record<string, string>): APIModalInteractionResponseCallbackData | { refusal: Message };
  /** Private information replies named by `decode` (a ledger, say). */
  info?(name: string, view: PublicView, ctx: ViewContext): { embeds: APIEmbed[] };
  /**
   * A message posted to the channel when a change deserves one of its own (a finished hand, say); null
   * otherwise. It takes the table's message as the record of its moment (see table-placement.ts). With
   * `details` (which part of the game it records: a hand's number) it is kept short (at most three
   * lines on a phone) and its details are behind a "Details" button (`recordDetails`).
   */
  announce?(before: PublicView | null, after: PublicView, ctx: ViewContext): { embeds: APIEmbed[]; details?: number } | null;
  /** The details of the record of part `part` (a hand's number), privately, while the view still holds them; null once it does not. */
  recordDetails?(view: PublicView, part: number, ctx: ViewContext): { embeds: APIEmbed[] } | null;
  /**
   * Whether the game log (📜) may be read while the table plays on: between the games of a table that
   * deals game after game (掀棋), whose summary then carries the log's button. Absent: once it ends.
   */
  logBetweenGames?(view: PublicView): boolean;
  /** Shown on the table when it is closed (a ledger, say). */
  closedSummary?(view: PublicView, ctx: ViewContext): APIEmbed['fields'];
  /** A short ephemeral confirmation after the player's own move. */
  confirm(action: unknown, t: Translate): string;
  rules(t: Translate, config?: unknown): string;
  /** The table's chosen options, one short line each, for the lobby. */
  settings(t: Translate, config: unknown): string[];
  /** A form the host fills in when opening a table with custom settings (a modal). */
  setupForm?: {
    /** The form, empty or, when it comes back after a refusal, with what the host typed (by text input custom_id). */
    modal(t: Translate, customId: string, typed?: Record<string, string>): APIModalInteractionResponseCallbackData;
    /** The settings, or every problem the form has (all answered at once). */
    parse(fields: Record<string, string>): { ok: true; config: unknown } | { ok: false; errors: Message[] };
  };
  /**
   * Games whose private panel follows the table (Hold'em): which deal a view is at (a hand's
   * number), and what a panel of an earlier deal says once a later one is on, with the label of its
   * button that shows the new one. Open panels of such a game are kept current through their
   * interaction while Discord allows (15 minutes): redrawn when their player's turn begins or ends.
   */
  panelDeal?: {
    of(view: PublicView): number | null;
    notice(shown: number, now: number, t: Translate): { text: string; button: string };
  };
  /**
   * The game's own controls (`g:<name>`, by name) that only the player to act can use: while only
   * computers are to act, the table leaves them out (or disables them beside other controls).
   */
  turnControls?: readonly string[];
  /** Label of the button that opens the private panel ("My dice", "My hand"); games without a panel have none. */
  panelLabel?: PlainKey;
}
