import { ComponentType, Routes } from 'discord-api-types/v10';
import type { REST } from '@discordjs/rest';
import type { Logger } from 'pino';
import { translator } from '../i18n/catalog.js';
import type { HostedTable } from '../store/hosted-tokens.js';
import type { HostedTables, Reach } from './hosted-tables.js';
import { restPayload, type Messenger } from './messenger.js';
import { isV2Message, type Sendable, type WrittenMessage } from './pictures.js';

/** No token can reach the table any more (none fresh): it waits for a click by anyone at it. */
export class WaitingForClick extends Error {
  readonly code = 'waiting-for-click';
  constructor(readonly channelId: string) {
    super('no fresh interaction token reaches this table: it waits for a click');
    this.name = 'WaitingForClick';
  }
}

/**
 * Discord's refusal of a call through an interaction's webhook, told without the call's address
 * (the address holds the token, which is secret): Discord's message, code and status only.
 */
export class WebhookCallError extends Error {
  constructor(
    message: string,
    readonly code: number | string | undefined,
    readonly status: number | undefined,
  ) {
    super(message);
    this.name = 'WebhookCallError';
  }
}

/** Discord says the token is done: expired (50027 Invalid Webhook Token) or unknown (10015). */
const isDeadToken = (code: unknown): boolean => code === 50027 || code === 10015;

/**
 * The publisher's messenger for every channel: a table that lives on interactions (hosted-tables.ts)
 * is written through its newest tokens (its edits `PATCH /webhooks/{app}/{token}/messages/…`, its
 * pings and announcements follow-ups, their removal `DELETE` of them); any other channel through the
 * bot's REST messenger. A table on interactions never gets a call with the bot's token.
 */
export class HostedMessenger implements Messenger {
  constructor(
    private readonly bot: Messenger,
    private readonly hosted: HostedTables,
    private readonly rest: REST,
    private readonly log: Logger,
  ) {}

  /** A table the bot posts goes straight to the bot's messenger; one on interactions through the tokens. */
  forTable(hostedOn: 'interactions' | undefined): Messenger {
    return hostedOn === 'interactions' ? this : this.bot;
  }

  async edit(channelId: string, messageId: string, body: Sendable): Promise<WrittenMessage | void> {
    const table = await this.hosted.table(channelId);
    if (!table) return this.bot.edit(channelId, messageId, body);
    const reach = this.hosted.reach(table, messageId);
    if (!reach) {
      await this.hosted.setWaiting(channelId, true);
      throw new WaitingForClick(channelId);
    }
    const lastCall = this.hosted.isLastCall(reach.held);
    const sent = lastCall ? waitingForClick(body, table) : body;
    const written = await this.call(channelId, reach, () =>
      this.rest.patch(Routes.webhookMessage(reach.held.applicationId, reach.held.token, reach.message), { ...restPayload(sent), auth: false }),
    );
    if (lastCall) await this.hosted.setWaiting(channelId, true);
    else this.hosted.planLastCall(channelId, reach.held);
    return written as WrittenMessage;
  }

  async post(channelId: string, body: Sendable): Promise<string> {
    const table = await this.hosted.table(channelId);
    if (!table) return this.bot.post(channelId, body);
    const held = this.hosted.forFollowUp(table);
    if (!held) throw new WaitingForClick(channelId);
    const reach: Reach = { held, message: '' };
    const message = (await this.call(channelId, reach, () =>
      this.rest.post(Routes.webhook(held.applicationId, held.token), { ...restPayload(body), auth: false }),
    )) as { id: string };
    await this.hosted.sent(channelId, held, message.id);
    return message.id;
  }

  async remove(channelId: string, messageId: string): Promise<void> {
    const table = await this.hosted.table(channelId);
    if (!table) return this.bot.remove(channelId, messageId);
    const reach = this.hosted.reach(table, messageId);
    // No token reaches it any more: it stays (nothing else could delete it here).
    if (!reach) return void this.log.debug({ channelId }, 'a message on interactions outlived its tokens: left as it is');
    await this.call(channelId, reach, () => this.rest.delete(Routes.webhookMessage(reach.held.applicationId, reach.held.token, messageId), { auth: false }));
    await this.hosted.gone(channelId, messageId);
  }

  private async call<T>(channelId: string, reach: Reach, send: () => Promise<T>): Promise<T> {
    try {
      return await send();
    } catch (error) {
      const { message, code, status } = error as { message?: unknown; code?: unknown; status?: unknown };
      if (isDeadToken(code)) await this.hosted.dead(channelId, reach.held.token);
      throw new WebhookCallError(
        typeof message === 'string' ? message : 'interaction webhook call failed',
        typeof code === 'number' || typeof code === 'string' ? code : undefined,
        typeof status === 'number' ? status : undefined,
      );
    }
  }
}

/** The table as last shown before its tokens are done: a line on top says it waits for a click. */
export function waitingForClick(body: Sendable, table: Pick<HostedTable, 'locale'>): Sendable {
  const line = translator(table.locale)('table.waitingForClick');
  if (isV2Message(body)) return { ...body, components: [{ type: ComponentType.TextDisplay, content: `-# ${line}` }, ...body.components] };
  return { ...body, content: body.content ? `${line}\n${body.content}` : line };
}
