import { z } from 'zod';
import { fairRecordSchema } from './fair-record.js';
import { LOCALES } from '../i18n/locales.js';
import { hostingFields } from './hosting.js';

export { LOCALES };

/** A person's Discord id (a snowflake), or a computer seat's id (`c1`, `c2`, ...: a letter, so never a snowflake). */
export const seatSchema = z.object({
  id: z.string().regex(/^(\d{1,20}|c\d{1,2})$/),
  name: z.string().max(100),
});
export type Seat = z.infer<typeof seatSchema>;

/**
 * One table in one channel. `state` is the game engine's own JSON, validated by the
 * engine's schema when loaded; everything else is the platform's.
 */
export const sessionSchema = z.object({
  id: z.string().regex(/^[a-z0-9]{4,16}$/),
  channelId: z.string().regex(/^\d{1,20}$/),
  guildId: z
    .string()
    .regex(/^\d{1,20}$/)
    .nullable(),
  /**
   * The game's id, as a plain string: whether this process hosts it is the game catalog's to say
   * (the runner refuses a stored table of a game it does not host as corrupt).
   */
  game: z.string().regex(/^[a-z][a-z0-9]{1,15}$/),
  hostId: z.string(),
  locale: z.enum(LOCALES),
  /** Bumped by every write: the store's compare-and-set token. */
  version: z.number().int().min(1),
  /** Bumped only when what players see changes: carried in custom_ids to spot stale controls. */
  stateVersion: z.number().int().min(1),
  phase: z.enum(['lobby', 'playing', 'finished']),
  players: z.array(seatSchema),
  /** Names of people who left this game while it was played: its pictures keep naming them. Absent: nobody left. */
  leftNames: z.record(z.string(), z.string()).optional(),
  config: z.unknown(),
  turnSeconds: z.number().int().min(10).max(3600),
  state: z.unknown(),
  /** Epoch ms when the current turn times out; null when no timer runs. */
  deadline: z.number().int().nullable(),
  turnToken: z.string().nullable(),
  tableMessageId: z.string().nullable(),
  /** The table message is Components V2. Absent on tables posted before V2: their classic message is edited as classic. */
  tableV2: z.literal(true).optional(),
  /** The host chose text only: no pictures on the table or in the panels. */
  textOnly: z.literal(true).optional(),
  /** Card pictures in a four-colour deck (diamonds blue, clubs green). Absent: the usual two colours (and on older records). */
  fourColour: z.literal(true).optional(),
  /** Who closed the table early; null while open or when the game ended by itself. */
  closedBy: z.string().nullable(),
  createdAt: z.number().int(),
  updatedAt: z.number().int(),
  /** Epoch ms when a computer seat acts next; null or absent when no computer must act. */
  computerDue: z.number().int().nullable().optional(),
  /** The computers' own secret random source (hex), drawn when the first one sits down. */
  computerSeed: z
    .string()
    .regex(/^[0-9a-f]{64}$/)
    .optional(),
  /** Table option `away_computer`: a computer plays for a player who is away until they are back. Absent: off. */
  awayComputer: z.literal(true).optional(),
  /** The people the computer has played for in this game (while they were away); their game counts in no stats. */
  computerPlayedFor: z.array(z.string().regex(/^\d{1,20}$/)).optional(),
  /** The language each person last used at this table (their Discord's, noted with their moves); absent: none noted. */
  locales: z.record(z.string().regex(/^\d{1,20}$/), z.enum(LOCALES)).optional(),
  /** Provably fair draws: the hidden seed of the game (hand) and the last revealed one. Absent on older records. */
  fair: fairRecordSchema.optional(),
  ...hostingFields,
});
export type Session = z.infer<typeof sessionSchema>;

export interface Caller {
  userId: string;
  name: string;
  /** Manage Messages in the channel: may close anyone's table. */
  canModerate?: boolean;
  /** The language the person's Discord speaks (the interaction's), noted in the table with their moves. */
  locale?: (typeof LOCALES)[number];
}

/** When the table's timer index should wake it: the turn timer, or a computer's move if that comes first. */
export function wakeAt(session: Pick<Session, 'deadline' | 'computerDue'>): number | null {
  const due = session.computerDue ?? null;
  if (due === null) return session.deadline;
  return session.deadline === null ? due : Math.min(due, session.deadline);
}

export class CorruptSessionError extends Error {
  constructor(
    readonly channelId: string,
    readonly detail: string,
  ) {
    super(`stored session for channel ${channelId} is corrupt: ${detail}`);
    this.name = 'CorruptSessionError';
  }
}

export class StoreUnavailableError extends Error {
  /**
   * @param unsure a write was sent and its answer never came (the command timed out): the store
   * may still apply it, so nobody can be told that nothing changed.
   */
  constructor(
    cause: unknown,
    readonly unsure = false,
  ) {
    super(`session store unavailable${unsure ? ' (a write went unanswered)' : ''}: ${cause instanceof Error ? cause.message : String(cause)}`, { cause });
    this.name = 'StoreUnavailableError';
  }
}

/** Parses a stored record; any damage becomes a CorruptSessionError naming what is wrong. */
export function decodeSession(channelId: string, raw: string): Session {
  let json: unknown;
  try {
    json = JSON.parse(raw);
  } catch {
    throw new CorruptSessionError(channelId, 'not valid JSON');
  }
  const parsed = sessionSchema.safeParse(json);
  if (!parsed.success) {
    throw new CorruptSessionError(channelId, parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; '));
  }
  return parsed.data;
}
