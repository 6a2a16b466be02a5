import { z } from 'zod';
import type { GameCatalog } from '../kernel/catalog.js';
import { LOCALES } from '../kernel/session.js';
import { PERIODS, type Period } from '../kernel/periods.js';
import type { GameId } from '../kernel/engine.js';
import { VERBS, type Verb } from '../kernel/views.js';
import type { Locale } from '../i18n/catalog.js';

export { VERBS, type Verb };

/**
 * Every custom_id Parlor puts on a component or a form, encoded and decoded here only: views
 * encode, the interaction layer decodes. Each is short (Discord allows 100 characters) and starts
 * with its own prefix, so no kind is ever read as another. Nothing in one is trusted: the runner
 * re-checks seat, turn and version against the stored table.
 */
const MAX_LENGTH = 100;

// ── Table controls: `p1:<session id>:<state version, base 36>:<verb>[:<arg>...]` ─────────────────

export interface ControlId {
  sessionId: string;
  /** The state version the control was rendered at: a click on an older one is stale. */
  version: number;
  verb: Verb;
  args: string[];
}

const CONTROL = 'p1';
const controlIdSchema = z.object({
  prefix: z.literal(CONTROL),
  sessionId: z.string().regex(/^[a-z0-9]{4,16}$/),
  version: z
    .string()
    .regex(/^[0-9a-z]{1,8}$/)
    .transform((v) => parseInt(v, 36)),
  verb: z.enum(VERBS),
  args: z.array(z.string().regex(/^[a-z0-9-]{1,16}$/)).max(4),
});

export function encodeControlId(id: ControlId): string {
  const encoded = [CONTROL, id.sessionId, id.version.toString(36), id.verb, ...id.args].join(':');
  if (encoded.length > MAX_LENGTH) throw new Error(`custom_id too long: ${encoded}`);
  return encoded;
}

/** Returns the decoded control, or null for anything that is not one of ours. */
export function decodeControlId(raw: string): ControlId | null {
  if (raw.length > MAX_LENGTH) return null;
  const [prefix, sessionId, version, verb, ...args] = raw.split(':');
  const parsed = controlIdSchema.safeParse({ prefix, sessionId, version, verb, args });
  if (!parsed.success) return null;
  const { prefix: _prefix, ...control } = parsed.data;
  return control;
}

// ── Leaderboard pages: `p1:lb:<game>:<period>:<page>` ─────────────────────────────────────────────
// It names no table (a board needs none); `lb` cannot be a session id (those have 4 to 16
// characters), so it never clashes with table controls.

export interface BoardPageId {
  game: GameId;
  period: Period;
  page: number;
}

const BOARD = `${CONTROL}:lb:`;
const GAME = z.string().regex(/^[a-z][a-z0-9]{1,15}$/);
const boardPageSchema = z.object({
  game: GAME,
  period: z.enum(PERIODS),
  page: z
    .string()
    .regex(/^\d{1,4}$/)
    .transform(Number),
});

export const isBoardPageId = (raw: string): boolean => raw.startsWith(BOARD);

export const encodeBoardPageId = (id: BoardPageId): string => `${BOARD}${[id.game, id.period, id.page].join(':')}`;

/** The page a custom_id names, of a game `games` holds; null for any other. */
export function decodeBoardPageId(raw: string, games: Pick<GameCatalog, 'isGameId'>): BoardPageId | null {
  if (raw.length > MAX_LENGTH || !isBoardPageId(raw)) return null;
  const parts = raw.slice(BOARD.length).split(':');
  if (parts.length !== 3) return null;
  const [game, period, page] = parts;
  const parsed = boardPageSchema.safeParse({ game, period, page });
  return parsed.success && games.isGameId(parsed.data.game) ? parsed.data : null;
}

// ── Histories: `h1:hands` (the reader's last hands as a file), `h1:game:<session id>` (a game's move list),
// `h1:fair:<session id>` (a table's fair draws in full), `h1:rec:<session id>:<n>` (a hand's details) ──
// None goes stale: they read what was recorded, whatever the table shows now.

const HISTORY = 'h1:';
export const HANDS_FILE_ID = `${HISTORY}hands`;
export const gameLogId = (sessionId: string): string => `${HISTORY}game:${sessionId}`;

export const fairId = (sessionId: string): string => `${HISTORY}fair:${sessionId}`;

/** The details of one finished part of a game (a Hold'em hand) whose record is in the channel: `h1:rec:<session id>:<number>`. */
export const recordDetailsId = (sessionId: string, part: number): string => `${HISTORY}rec:${sessionId}:${part}`;

export type HistoryId =
  { kind: 'hands' } | { kind: 'game-log'; sessionId: string } | { kind: 'fair'; sessionId: string } | { kind: 'record'; sessionId: string; part: number };

export const isHistoryId = (raw: string): boolean => raw.startsWith(HISTORY);

export function decodeHistoryId(raw: string): HistoryId | null {
  if (raw === HANDS_FILE_ID) return { kind: 'hands' };
  const record = /^h1:rec:([a-z0-9]{4,16}):(\d{1,9})$/.exec(raw);
  if (record) return { kind: 'record', sessionId: record[1]!, part: Number(record[2]) };
  const game = /^h1:(game|fair):([a-z0-9]{4,16})$/.exec(raw);
  if (!game) return null;
  return { kind: game[1] === 'fair' ? 'fair' : 'game-log', sessionId: game[2]! };
}

// ── Confirmations of `/stats forget`: `s1:forget:yes` deletes the clicker's own stats, `s1:forget:no` keeps them ──
// They name no one: the click's own user is whose stats go.

const STATS = 's1:';
export const FORGET_YES = `${STATS}forget:yes`;
export const FORGET_NO = `${STATS}forget:no`;
export const isStatsId = (raw: string): boolean => raw.startsWith(STATS);

/** Which answer to `/stats forget` a button gives, or null for any other id. */
export const decodeForgetId = (raw: string): 'yes' | 'no' | null => (raw === FORGET_YES ? 'yes' : raw === FORGET_NO ? 'no' : null);

// ── Setup forms: `o1:<game>:<turn seconds, 0 for the default>:<language, - for the server's>[:<computers>[:<flags>]]` ──
// Flags: `t` text only, `f` four colours, `a` the computer plays for away players (`away_computer`), in that order.
// The form carries the slash command's other options to its submit.

export interface FormId {
  game: GameId;
  turnSeconds: number | null;
  language: Locale | null;
  /** Computer players to seat with the host (absent on older forms: none). */
  computers: number;
  /** The table shows no pictures. */
  textOnly?: boolean;
  /** Card pictures in a four-colour deck. */
  fourColour?: boolean;
  /** Table option `away_computer`. */
  awayComputer?: boolean;
}

const FORM = 'o1';
const formIdSchema = z.object({
  prefix: z.literal(FORM),
  game: GAME,
  turnSeconds: z.coerce.number().int().min(0).max(3600),
  language: z.enum([...LOCALES, '-']),
  computers: z.coerce.number().int().min(0).max(99).default(0),
  flags: z
    .string()
    .regex(/^t?f?a?$/u)
    .optional(),
});

export function encodeFormId(id: FormId): string {
  const flags = `${id.textOnly ? 't' : ''}${id.fourColour ? 'f' : ''}${id.awayComputer ? 'a' : ''}`;
  return [FORM, id.game, id.turnSeconds ?? 0, id.language ?? '-', ...(flags ? [id.computers, flags] : id.computers > 0 ? [id.computers] : [])].join(':');
}

export const isFormId = (raw: string): boolean => raw.startsWith(`${FORM}:`);

/** The setup form a custom_id names, of a game `games` holds; null for any other. */
export function decodeFormId(raw: string, games: Pick<GameCatalog, 'isGameId'>): FormId | null {
  if (raw.length > MAX_LENGTH) return null;
  const [prefix, game, turnSeconds, language, computers, flags, ...rest] = raw.split(':');
  if (rest.length > 0) return null;
  const parsed = formIdSchema.safeParse({ prefix, game, turnSeconds, language, computers, flags });
  if (!parsed.success || !games.isGameId(parsed.data.game)) return null;
  const { game: id, turnSeconds: seconds, language: chosen, computers: count } = parsed.data;
  return {
    game: id,
    turnSeconds: seconds > 0 ? seconds : null,
    language: chosen === '-' ? null : chosen,
    computers: count,
    ...(parsed.data.flags?.includes('t') ? { textOnly: true } : {}),
    ...(parsed.data.flags?.includes('f') ? { fourColour: true } : {}),
    ...(parsed.data.flags?.includes('a') ? { awayComputer: true } : {}),
  };
}

// ── "Fix the form": `o2:<the form's own id after its prefix>` brings a refused form back, filled in ──────

const FORM_RETRY = 'o2';

export const formRetryIdOf = (formId: string): string => `${FORM_RETRY}:${formId.slice(FORM.length + 1)}`;

export const isFormRetryId = (raw: string): boolean => raw.startsWith(`${FORM_RETRY}:`);

/** The form a "Fix the form" button brings back: its form id, decoded. */
export function decodeFormRetryId(raw: string, games: Pick<GameCatalog, 'isGameId'>): { formId: string; form: FormId } | null {
  if (!isFormRetryId(raw)) return null;
  const formId = `${FORM}:${raw.slice(FORM_RETRY.length + 1)}`;
  const form = decodeFormId(formId, games);
  return form ? { formId, form } : null;
}
