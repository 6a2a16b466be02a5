import type { Logger } from 'pino';
import type { Locale } from '../i18n/catalog.js';
import type { HeldToken, HostedTable, HostedTokenStore } from '../store/hosted-tokens.js';
import { tokensToKeep } from './hosted-keep.js';

/**
 * Discord: "Interaction tokens are valid for 15 minutes". Parlor trusts one for less: the answer
 * may have come up to 3 s after the interaction, and a call takes a moment to arrive.
 */
export const TOKEN_TRUST_MS = 15 * 60_000 - 45_000;
/** A table's last edit through a token, saying it waits for a click, comes this long before the token is done. */
export const LAST_CALL_BEFORE_MS = 60_000;
/**
 * Receiving and responding → Followup messages: through a user install only (not installed where the
 * interaction happened), at most 5 follow-ups per interaction.
 */
export const FOLLOW_UPS_PER_TOKEN = 5;
/** An answered interaction's token, as the router or /play hands it over. */
type HeardToken = { applicationId: string; token: string; original: string | null; locale: Locale; opens: boolean };

/** How to write to one message through a token: `@original` or a follow-up's id. */
export interface Reach {
  held: HeldToken;
  message: string;
}

/**
 * The tokens of the tables that live on interactions (group DMs, DMs, servers without the bot),
 * in the store so that a restart or another process finds them. A table lives on interactions when
 * it has a record here; Parlor then writes to it only through these tokens, never with the bot's.
 */
export class HostedTables {
  private readonly trustMs: number;
  /** How long before a token is done the table's last edit through it comes (shorter for a token trusted for less: tests). */
  private readonly lastCallBeforeMs: number;
  /** Each table's last call, due when the newest token that reaches its table is about to be done. */
  private readonly lastCalls = new Map<string, { at: number; timer: ReturnType<typeof setTimeout> }>();
  /** Each channel's latest change of its record in this process (inLane). */
  private readonly lanes = new Map<string, Promise<void>>();
  /** Told when a table's last call is due: it is shown again (the edit through a token near its end says it waits for a click). */
  onLastCall: (channelId: string) => void = () => undefined;

  constructor(private readonly deps: { store: HostedTokenStore; log: Logger; now?: () => number; trustMs?: number }) {
    this.trustMs = deps.trustMs ?? TOKEN_TRUST_MS;
    this.lastCallBeforeMs = Math.min(LAST_CALL_BEFORE_MS, Math.floor(this.trustMs / 2));
  }

  /** Whether an edit through `held` is the table's last before its token is done: it says it waits for a click. */
  isLastCall(held: HeldToken): boolean {
    return held.expiresAt - this.now() <= this.lastCallBeforeMs;
  }

  /** Plans the table's last call for when `held` nears its end (a later token moves it later). */
  planLastCall(channelId: string, held: HeldToken): void {
    const at = held.expiresAt - this.lastCallBeforeMs;
    const planned = this.lastCalls.get(channelId);
    if (planned && planned.at >= at) return;
    if (planned) clearTimeout(planned.timer);
    const timer = setTimeout(
      () => {
        this.lastCalls.delete(channelId);
        this.onLastCall(channelId);
      },
      Math.max(0, at - this.now()),
    );
    timer.unref();
    this.lastCalls.set(channelId, { at, timer });
  }

  stop(): void {
    for (const { timer } of this.lastCalls.values()) clearTimeout(timer);
    this.lastCalls.clear();
  }

  now(): number {
    return (this.deps.now ?? Date.now)();
  }

  /** The channel's record, or null for a channel whose table the bot posts (or no table at all). */
  table(channelId: string): Promise<HostedTable | null> {
    return this.deps.store.get(channelId);
  }

  /**
   * An interaction at the table was answered: its token reaches `original` (the public message its
   * `@original` is; null for an ephemeral answer) and can send follow-ups, for the next 15 minutes.
   * `locale` names the table's language when this opens the record.
   */
  async heard(channelId: string, heard: HeardToken): Promise<void> {
    await this.inLane(channelId, () => this.keep(channelId, heard));
  }

  private async keep(channelId: string, heard: HeardToken): Promise<void> {
    const existing = await this.deps.store.get(channelId);
    // A click in a channel whose table the bot posts is no concern of this; /play opens the record.
    if (!existing && !heard.opens) return;
    const now = this.now();
    const table: HostedTable = existing ?? { locale: heard.locale, tokens: [] };
    const fresh = table.tokens.filter((t) => t.expiresAt > now && t.token !== heard.token);
    const held: HeldToken = { applicationId: heard.applicationId, token: heard.token, expiresAt: now + this.trustMs, original: heard.original, sent: [] };
    if (heard.original) this.planLastCall(channelId, held);
    await this.deps.store.put(channelId, {
      locale: heard.opens ? heard.locale : table.locale,
      tokens: tokensToKeep([...fresh, held]),
      ...(heard.original ? {} : table.waiting ? { waiting: true } : {}),
    });
  }

  /**
   * The newest token that can still edit `messageId` (trusted past `until`): the one whose `@original`
   * it is, or the one that posted it as a follow-up.
   */
  reach(table: HostedTable, messageId: string, until = this.now()): Reach | null {
    for (const held of [...table.tokens].reverse()) {
      if (held.expiresAt <= until) continue;
      if (held.original === messageId) return { held, message: '@original' };
      if (held.sent.includes(messageId) && !held.gone?.includes(messageId)) return { held, message: messageId };
    }
    return null;
  }

  /** The newest fresh token with a follow-up left. */
  forFollowUp(table: HostedTable): HeldToken | null {
    const until = this.now() + this.lastCallBeforeMs;
    return [...table.tokens].reverse().find((t) => t.expiresAt > until && t.sent.length < FOLLOW_UPS_PER_TOKEN) ?? null;
  }

  /** A follow-up went out through `token`: it reaches that message from now on. */
  async sent(channelId: string, token: string, messageId: string): Promise<void> {
    await this.update(channelId, (table) => ({
      ...table,
      tokens: table.tokens.map((t) => (t.token === token ? { ...t, sent: [...t.sent, messageId] } : t)),
    }));
  }

  /**
   * `messageId` was deleted: no token reaches it any more (a token that reaches nothing else is the
   * first to go: hosted-keep.ts). A follow-up stays in `sent`, which Discord's limit counts.
   */
  async gone(channelId: string, messageId: string): Promise<void> {
    await this.update(channelId, (table) => ({
      ...table,
      tokens: table.tokens.map((t) => ({
        ...t,
        original: t.original === messageId ? null : t.original,
        ...(t.sent.includes(messageId) ? { gone: [...(t.gone ?? []), messageId] } : {}),
      })),
    }));
  }

  /** Discord refused `token` (expired, 50027; or unknown, 10015): never tried again. */
  async dead(channelId: string, token: string): Promise<void> {
    await this.update(channelId, (table) => ({ ...table, tokens: table.tokens.filter((t) => t.token !== token) }));
  }

  async setWaiting(channelId: string, waiting: boolean): Promise<void> {
    await this.update(channelId, ({ waiting: _was, ...table }) => (waiting ? { ...table, waiting: true } : table));
  }

  private async update(channelId: string, change: (table: HostedTable) => HostedTable): Promise<void> {
    await this.inLane(channelId, async () => {
      const table = await this.deps.store.get(channelId);
      if (table) await this.deps.store.put(channelId, change(table));
    });
  }

  /**
   * This process's changes of a channel's record, one after another, each reading what the one before
   * wrote: a token heard while a follow-up's id was being added no longer writes over it (that lost the
   * only token reaching a table posted anew, which then could not be edited).
   */
  private inLane(channelId: string, change: () => Promise<void>): Promise<void> {
    const run = (this.lanes.get(channelId) ?? Promise.resolve()).then(change, change);
    const tail = run.catch(() => undefined);
    this.lanes.set(channelId, tail);
    void tail.then(() => {
      if (this.lanes.get(channelId) === tail) this.lanes.delete(channelId);
    });
    return run;
  }
}
