import { z } from 'zod';
import { LOCALES } from '../kernel/session.js';
import type { Locale } from '../i18n/catalog.js';
import { KEPT_TOKENS, tokensToKeep } from './hosted-keep.js';

/**
 * The interaction tokens of a table that lives on interactions (a group DM, a DM, a server without
 * the bot): each lets Parlor write through the interaction's webhook for 15 minutes. Secret: never in
 * a log line or an error.
 */
export const heldTokenSchema = z.object({
  applicationId: z.string().regex(/^\d{1,20}$/),
  token: z.string().min(1).max(500),
  /** Epoch ms after which Parlor no longer uses it (Discord's 15 minutes less a margin). */
  expiresAt: z.number().int(),
  /** The public message its `@original` is (the table clicked, or /play's answer); null: an ephemeral one. */
  original: z.string().nullable(),
  /** Follow-ups posted through it: each reachable by its id, and counted against Discord's limit. */
  sent: z.array(z.string()),
  /** Those of `sent` deleted since: no longer reached, still counted (Discord counts every follow-up sent). */
  gone: z.array(z.string()).optional(),
});
export type HeldToken = z.infer<typeof heldTokenSchema>;

export const hostedTableSchema = z.object({
  /** The table's language, for what Parlor says on it while it waits for a click. */
  locale: z.enum(LOCALES),
  /** Oldest expiry first: the newest token is the last. */
  tokens: z.array(heldTokenSchema),
  /** The table was last shown saying it waits for a click (no token to show a later state with). */
  waiting: z.boolean().optional(),
});
export type HostedTable = z.infer<typeof hostedTableSchema>;

export { KEPT_TOKENS } from './hosted-keep.js';

/**
 * One change to a channel's record, made whole or not at all (two processes answering two clicks at
 * once each keep their token: neither write is lost):
 * - `keep`: a token was heard (`opens`: /play, which opens the record in its `locale`); the tokens
 *   expired by `now` and an older copy of the same token go, the rest are ordered by expiry and at
 *   most `KEPT_TOKENS` stay, chosen by `tokensToKeep` (hosted-keep.ts: no message loses the last token
 *   that reaches it). A token reaching a public message ends the waiting.
 * - `sent`: a follow-up went out through `token`; `gone`: `messageId` was deleted (no token reaches it
 *   any more; a follow-up stays counted against its token's limit); `dead`: Discord refused `token`;
 *   `waiting`: the flag.
 */
export type HostedChange =
  | { kind: 'keep'; held: HeldToken; now: number; opens: Locale | null }
  | { kind: 'sent'; token: string; messageId: string }
  | { kind: 'gone'; messageId: string }
  | { kind: 'dead'; token: string }
  | { kind: 'waiting'; waiting: boolean };

/** What `change` makes of `table` (null: no record), the rule the Redis script (lua/hosted-change.lua) follows too. */
export function applyHostedChange(table: HostedTable | null, change: HostedChange): HostedTable | null {
  if (change.kind === 'keep') {
    if (!table && !change.opens) return null;
    const { held, now } = change;
    const base: HostedTable = table ?? { locale: change.opens!, tokens: [] };
    const others = base.tokens.filter((t) => t.expiresAt > now && t.token !== held.token);
    // A stable sort: of two tokens with the same expiry, the one heard last stays last.
    const sorted = [...others, held].sort((a, b) => a.expiresAt - b.expiresAt);
    const tokens = tokensToKeep(sorted, KEPT_TOKENS);
    const { waiting: _was, ...rest } = base;
    return { ...rest, locale: change.opens ?? base.locale, tokens, ...(held.original === null && base.waiting ? { waiting: true } : {}) };
  }
  if (!table) return null;
  switch (change.kind) {
    case 'sent':
      return { ...table, tokens: table.tokens.map((t) => (t.token === change.token ? { ...t, sent: [...t.sent, change.messageId] } : t)) };
    case 'gone':
      return {
        ...table,
        tokens: table.tokens.map((t) => ({
          ...t,
          original: t.original === change.messageId ? null : t.original,
          ...(t.sent.includes(change.messageId) && !t.gone?.includes(change.messageId) ? { gone: [...(t.gone ?? []), change.messageId] } : {}),
        })),
      };
    case 'dead':
      return { ...table, tokens: table.tokens.filter((t) => t.token !== change.token) };
    case 'waiting': {
      const { waiting: _was, ...rest } = table;
      return change.waiting ? { ...rest, waiting: true } : rest;
    }
  }
}

/**
 * When the table stops being reachable: the expiry of its newest token whose `@original` is a public
 * message (the table), for a table not yet shown waiting; null when none (nothing left to plan).
 */
export function reachEndOf(table: HostedTable): number | null {
  if (table.waiting) return null;
  const ends = table.tokens.filter((t) => t.original !== null).map((t) => t.expiresAt);
  return ends.length === 0 ? null : Math.max(...ends);
}

/** A table whose reach ends at `at` (reachEndOf). */
export interface ReachEnd {
  channelId: string;
  at: number;
}

export interface HostedTokenStore {
  get(channelId: string): Promise<HostedTable | null>;
  /** Makes `change` to the channel's record at once (no other change comes between its read and its write); false: no record to change. */
  change(channelId: string, change: HostedChange): Promise<boolean>;
  /** Every table whose reach ends after `after` (read at start: their last calls are planned again); the ended ones are forgotten. */
  reachEnds(after: number): Promise<ReachEnd[]>;
}

/** This process's memory, each channel's record kept `ttlMs` after its last write. */
export class MemoryHostedTokens implements HostedTokenStore {
  private readonly tables = new Map<string, { json: string; expiresAt: number }>();

  constructor(
    private readonly ttlMs: number,
    private readonly now: () => number = Date.now,
  ) {}

  async get(channelId: string): Promise<HostedTable | null> {
    return this.read(channelId);
  }

  /** Read and written with no await between: no other change can come in the middle. */
  async change(channelId: string, change: HostedChange): Promise<boolean> {
    const changed = applyHostedChange(this.read(channelId), change);
    if (changed) this.tables.set(channelId, { json: JSON.stringify(hostedTableSchema.parse(changed)), expiresAt: this.now() + this.ttlMs });
    return changed !== null;
  }

  async reachEnds(after: number): Promise<ReachEnd[]> {
    const ends: ReachEnd[] = [];
    for (const channelId of [...this.tables.keys()]) {
      const table = this.read(channelId);
      const at = table && reachEndOf(table);
      if (at && at > after) ends.push({ channelId, at });
    }
    return ends;
  }

  private read(channelId: string): HostedTable | null {
    const entry = this.tables.get(channelId);
    if (entry && entry.expiresAt <= this.now()) this.tables.delete(channelId);
    return entry && entry.expiresAt > this.now() ? hostedTableSchema.parse(JSON.parse(entry.json)) : null;
  }
}
