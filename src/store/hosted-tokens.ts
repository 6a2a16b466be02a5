import { z } from 'zod';
import { LOCALES } from '../kernel/session.js';

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
});
export type HeldToken = z.infer<typeof heldTokenSchema>;

export const hostedTableSchema = z.object({
  /** The table's language, for what Parlor says on it while it waits for a click. */
  locale: z.enum(LOCALES),
  /** Newest last. */
  tokens: z.array(heldTokenSchema),
  /** The table was last shown saying it waits for a click (no token to show a later state with). */
  waiting: z.boolean().optional(),
});
export type HostedTable = z.infer<typeof hostedTableSchema>;

export interface HostedTokenStore {
  get(channelId: string): Promise<HostedTable | null>;
  put(channelId: string, table: HostedTable): Promise<void>;
}

/** This process's memory, each channel's record kept `ttlMs` after its last write. */
export class MemoryHostedTokens implements HostedTokenStore {
  private readonly tables = new Map<string, { json: string; expiresAt: number }>();

  constructor(
    private readonly ttlMs: number,
    private readonly now: () => number = Date.now,
  ) {}

  async get(channelId: string): Promise<HostedTable | null> {
    const entry = this.tables.get(channelId);
    return entry && entry.expiresAt > this.now() ? hostedTableSchema.parse(JSON.parse(entry.json)) : null;
  }

  async put(channelId: string, table: HostedTable): Promise<void> {
    this.tables.set(channelId, { json: JSON.stringify(hostedTableSchema.parse(table)), expiresAt: this.now() + this.ttlMs });
  }
}
