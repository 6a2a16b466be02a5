import type { Logger } from 'pino';
import type { Locale } from '../i18n/catalog.js';
import type { HeldToken, HostedTable, HostedTokenStore } from '../store/hosted-tokens.js';

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
  /** Told when a table's last call is due: it is shown again (the edit through a token near its end says it waits for a click). */
  onLastCall: (channelId: string) => void = () => undefined;
  /** Each channel's next lapse: when the earliest token that posted follow-ups is about to be done. */
  private readonly lapses = new Map<string, { at: number; timer: ReturnType<typeof setTimeout> }>();
  /** The latest expiry whose follow-ups were handed over, by channel: each token's are handed over once. */
  private readonly handedUntil = new Map<string, number>();
  /**
   * Told of the follow-ups posted through tokens about to be done: only those tokens can delete them,
   * so a turn ping among them is deleted now, while it still can be (its turn over or not).
   */
  onLapse: (channelId: string, messageIds: string[]) => void = () => undefined;

  constructor(private readonly deps: { store: HostedTokenStore; log: Logger; now?: () => number; trustMs?: number }) {
    this.trustMs = deps.trustMs ?? TOKEN_TRUST_MS;
    this.lastCallBeforeMs = Math.min(LAST_CALL_BEFORE_MS, Math.floor(this.trustMs / 2));
  }

  /** Whether an edit through `held` is the table's last before its token is done: it says it waits for a click. */
  isLastCall(held: HeldToken): boolean {
    return held.expiresAt - this.now() <= this.lastCallBeforeMs;
  }

  /** Plans the table's last call for when `held` nears its end (a later token moves it later). */
  planLastCall(channelId: string, held: Pick<HeldToken, 'expiresAt'>): void {
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

  /**
   * At start: the last call of every table whose newest token still reaches it, planned from the
   * stored expiry (a table whose token is already near its end gets it at once). Returns how many.
   */
  async resume(): Promise<number> {
    const ends = await this.deps.store.reachEnds(this.now());
    for (const end of ends) this.planLastCall(end.channelId, { expiresAt: end.at });
    return ends.length;
  }

  stop(): void {
    for (const { timer } of [...this.lastCalls.values(), ...this.lapses.values()]) clearTimeout(timer);
    this.lastCalls.clear();
    this.lapses.clear();
    this.handedUntil.clear();
  }

  /** Plans the channel's next lapse for when `held`, which posted a follow-up, is about to be done (an earlier one stays first). */
  private planLapse(channelId: string, expiresAt: number): void {
    const at = expiresAt - this.lastCallBeforeMs;
    const planned = this.lapses.get(channelId);
    if (planned && planned.at <= at) return;
    if (planned) clearTimeout(planned.timer);
    const timer = setTimeout(() => void this.lapse(channelId), Math.max(0, at - this.now()));
    timer.unref();
    this.lapses.set(channelId, { at, timer });
  }

  /** The follow-ups of the tokens about to be done are told of; the next token with follow-ups is planned. */
  private async lapse(channelId: string): Promise<void> {
    this.lapses.delete(channelId);
    const table = await this.table(channelId).catch((error: unknown) => void this.deps.log.warn({ err: error, channelId }, 'could not read a table’s tokens'));
    if (!table) return;
    const soon = this.now() + this.lastCallBeforeMs;
    const from = this.handedUntil.get(channelId) ?? -Infinity;
    const lapsing = table.tokens.filter((t) => t.sent.length > 0 && t.expiresAt > from && t.expiresAt <= soon);
    const later = table.tokens.filter((t) => t.sent.length > 0 && t.expiresAt > soon);
    if (lapsing.length > 0) {
      this.handedUntil.set(channelId, Math.max(...lapsing.map((t) => t.expiresAt)));
      this.onLapse(
        channelId,
        lapsing.flatMap((t) => t.sent),
      );
    }
    const next = Math.min(...later.map((t) => t.expiresAt));
    if (Number.isFinite(next)) this.planLapse(channelId, next);
    else this.handedUntil.delete(channelId);
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
  async heard(channelId: string, heard: { applicationId: string; token: string; original: string | null; locale: Locale; opens: boolean }): Promise<void> {
    const held: HeldToken = {
      applicationId: heard.applicationId,
      token: heard.token,
      expiresAt: this.now() + this.trustMs,
      original: heard.original,
      sent: [],
    };
    // A click in a channel whose table the bot posts is no concern of this (the store opens no record for it); /play opens the record.
    const kept = await this.deps.store.change(channelId, { kind: 'keep', held, now: this.now(), opens: heard.opens ? heard.locale : null });
    if (kept && heard.original) this.planLastCall(channelId, held);
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

  /**
   * Whether the channel's table on interactions is behind or about to be: shown waiting for a click,
   * or reached by no fresh token (a move made elsewhere cannot be shown on it until someone clicks it).
   */
  async isWaiting(channelId: string, tableMessageId: string): Promise<boolean> {
    const table = await this.table(channelId);
    return table !== null && (table.waiting === true || this.reach(table, tableMessageId) === null);
  }

  /** The newest fresh token with a follow-up left. */
  forFollowUp(table: HostedTable): HeldToken | null {
    const until = this.now() + this.lastCallBeforeMs;
    return [...table.tokens].reverse().find((t) => t.expiresAt > until && t.sent.length < FOLLOW_UPS_PER_TOKEN) ?? null;
  }

  /** A follow-up went out through `held`: it reaches that message from now on, and deletes it before it is done. */
  async sent(channelId: string, held: HeldToken, messageId: string): Promise<void> {
    await this.deps.store.change(channelId, { kind: 'sent', token: held.token, messageId });
    this.planLapse(channelId, held.expiresAt);
  }

  /** An answer went as a follow-up through `token` (a panel after the table, say): it counts against the token's follow-ups. */
  async followedUp(channelId: string, token: string, messageId: string): Promise<void> {
    await this.deps.store.change(channelId, { kind: 'sent', token, messageId });
  }

  /**
   * `messageId` was deleted: no token reaches it any more (a token that reaches nothing else is the
   * first to go: store/hosted-keep.ts). A follow-up stays in `sent`, which Discord's limit counts.
   */
  async gone(channelId: string, messageId: string): Promise<void> {
    await this.deps.store.change(channelId, { kind: 'gone', messageId });
  }

  /** Discord refused `token` (expired, 50027; or unknown, 10015): never tried again. */
  async dead(channelId: string, token: string): Promise<void> {
    await this.deps.store.change(channelId, { kind: 'dead', token });
  }

  async setWaiting(channelId: string, waiting: boolean): Promise<void> {
    await this.deps.store.change(channelId, { kind: 'waiting', waiting });
  }
}
