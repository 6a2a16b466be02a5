import { z } from 'zod';

/** A channel's "your turn" ping as stored: the turn it calls players to, and its message. */
export const storedTurnPingSchema = z.object({
  sessionId: z.string(),
  turnToken: z.string().nullable(),
  players: z.array(z.string()),
  messageId: z.string(),
});
export type StoredTurnPing = z.infer<typeof storedTurnPingSchema>;

/**
 * Each channel's current turn ping, kept beside its table so that whichever process publishes the
 * table next (after a restart, or when shards move) deletes it once its turn is over. Entries expire.
 */
export interface TurnPingStore {
  /** The channel's ping, or null. */
  get(channelId: string): Promise<StoredTurnPing | null>;
  /** Makes `ping` the channel's ping; returns the one it replaced (null when none, or when it was this one). */
  put(channelId: string, ping: StoredTurnPing): Promise<StoredTurnPing | null>;
  /** Forgets the channel's ping if it is `messageId`; otherwise returns the one stored (null when none). */
  drop(channelId: string, messageId: string): Promise<StoredTurnPing | null>;
}

/** The embedded store (no Redis): one process, gone when it stops. Keeps JSON, like Redis. */
export class MemoryTurnPings implements TurnPingStore {
  private readonly byChannel = new Map<string, { json: string; expiresAt: number }>();

  constructor(
    private readonly ttlMs: number,
    private readonly now: () => number = Date.now,
  ) {}

  async get(channelId: string): Promise<StoredTurnPing | null> {
    const entry = this.byChannel.get(channelId);
    if (entry && entry.expiresAt <= this.now()) this.byChannel.delete(channelId);
    return entry && entry.expiresAt > this.now() ? storedTurnPingSchema.parse(JSON.parse(entry.json)) : null;
  }

  async put(channelId: string, ping: StoredTurnPing): Promise<StoredTurnPing | null> {
    const replaced = await this.get(channelId);
    this.byChannel.set(channelId, { json: JSON.stringify(storedTurnPingSchema.parse(ping)), expiresAt: this.now() + this.ttlMs });
    return replaced && replaced.messageId !== ping.messageId ? replaced : null;
  }

  async drop(channelId: string, messageId: string): Promise<StoredTurnPing | null> {
    const stored = await this.get(channelId);
    if (!stored || stored.messageId !== messageId) return stored;
    this.byChannel.delete(channelId);
    return null;
  }
}
