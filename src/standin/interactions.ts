import { isLate, LOADING } from './answers.js';
import type { BodyChecks } from './body-checks.js';
import type { StandinEvents } from './events.js';
import type { Gateway } from './gateway.js';
import type { StandinClock } from './clock.js';
import type { GuildDirectory } from './guilds.js';
import {
  appPermissions,
  contextOf,
  forcedEphemeral,
  memberPermissions,
  userInstallOnly,
  USER_INSTALL_FOLLOW_UPS,
  type Installs,
  type IntegrationOwners,
  type Place,
} from './installs.js';
import type { HttpDelivery } from './http-delivery.js';
import type { MessageStore } from './messages.js';
import type { BotUser, FakeMessage, FakeUser, InteractionRecord, UploadedFile } from './model.js';
import { channelJson, memberJson, userJson } from './payloads.js';
import { discordError, ok, unknownInteraction, wrote, type RestAnswer } from './rest-answers.js';
import { editContext } from './rest-routes.js';
import type { Snowflakes } from './snowflakes.js';
import type { WebSocket } from 'ws';

export interface InteractionDeps {
  bot: BotUser;
  ids: Snowflakes;
  events: StandinEvents;
  guilds: GuildDirectory;
  gateway: Gateway;
  /** Interactions over HTTP instead of the gateway, once it has URLs to send them to. */
  http: HttpDelivery;
  messages: MessageStore;
  checks: BodyChecks;
  installs: Installs;
  /** Discord's time (clock.ts): the answer window and the tokens' 15 minutes. */
  clock: StandinClock;
}

/**
 * Interactions, both ways: sent to the bot as Discord would (INTERACTION_CREATE to the shard of
 * the guild, or POSTed signed to the interactions URL: http-delivery.ts), and the bot's answers to them (the callback, then follow-ups through the webhook),
 * on Discord's clock (answers.ts): a first answer later than 3 s is refused and recorded in `lateAnswers`.
 */
export class InteractionDesk {
  /** Every interaction sent, by token. */
  readonly interactions = new Map<string, InteractionRecord>();
  /** First answers that came after Discord's 3 s and were refused (10062). */
  readonly lateAnswers: Array<{ id: string; afterMs: number }> = [];
  /** Which channel, and for a click which message, each interaction came from (by id). */
  private readonly channels = new Map<string, string>();
  private readonly componentSources = new Map<string, FakeMessage>();
  /** Each interaction as it was sent, by id, to deliver it again. */
  private readonly sent = new Map<string, Record<string, unknown>>();

  constructor(private readonly deps: InteractionDeps) {}

  /** Sends an interaction to the bot without waiting for its answer. `type`: 2 command, 3 component, 5 modal. */
  send(user: FakeUser, channelId: string, type: number, data: any, message?: FakeMessage, locale?: string): InteractionRecord {
    const raw = this.payload(user, channelId, type, data, message, locale);
    const id = raw.id as string;
    const token = raw.token as string;
    // Over the gateway, an interaction no bot receives is an error of the test; checked before anything is recorded.
    const owner = this.deps.http.enabled ? undefined : this.ownerOf(raw);
    const owners = raw.authorizing_integration_owners as IntegrationOwners as Record<string, string>;
    const place = this.deps.guilds.placeOf(channelId) ?? { kind: 'guild', guildId: '', botInstalled: true, externalApps: true };
    const record: InteractionRecord = {
      id,
      token,
      user,
      messages: [],
      sentAt: this.deps.clock.now(),
      owners,
      forcedEphemeral: forcedEphemeral(place, owners),
      followUps: 0,
    };
    this.interactions.set(token, record);
    this.channels.set(id, channelId);
    if (message) this.componentSources.set(id, message);
    this.sent.set(id, raw);
    if (owner) this.deps.gateway.dispatch(owner, 'INTERACTION_CREATE', raw);
    else this.deps.http.deliver(raw, record);
    return record;
  }

  /**
   * An interaction's JSON as Discord sends it, with a fresh id and token, neither recorded nor sent
   * (a test forges a request from it). `type`: 2 command, 3 component, 5 modal.
   */
  payload(user: FakeUser, channelId: string, type: number, data: any, message?: FakeMessage, locale?: string): Record<string, unknown> {
    const { bot, ids, guilds, messages } = this.deps;
    const place = guilds.placeOf(channelId);
    if (!place) throw new Error(`fake Discord: no guild has channel ${channelId}`);
    const owners = this.ownersFor(user, place, message);
    const id = ids.next();
    return {
      id,
      application_id: bot.id,
      type,
      token: `itoken-${id}`,
      version: 1,
      channel_id: channelId,
      ...this.where(user, channelId, place),
      authorizing_integration_owners: owners,
      context: contextOf(place),
      app_permissions: appPermissions(place).toString(),
      locale: locale ?? user.locale ?? 'en-US',
      entitlements: [],
      attachment_size_limit: 10_485_760,
      data,
      ...(message ? { message: messages.json(message) } : {}),
    };
  }

  /** Delivers an interaction again, with the same id and token, as a gateway resume (or Discord retrying a request) can. */
  redeliver(record: InteractionRecord): void {
    const raw = this.sent.get(record.id)!;
    if (this.deps.http.enabled) return this.deps.http.deliver(raw, record);
    this.deps.gateway.dispatch(this.ownerOf(raw), 'INTERACTION_CREATE', raw);
  }

  /** As Discord routes it: to the shard of the guild (a direct message to shard 0); if two bots identified as that shard, the first. */
  private ownerOf(raw: Record<string, unknown>): WebSocket {
    const guildId = raw.guild_id as string | undefined;
    const owner = this.deps.gateway.ownerOf(guildId);
    if (!owner) throw new Error(`fake Discord: no bot is connected to the gateway as the shard of ${guildId ? `guild ${guildId}` : 'direct messages'}`);
    return owner;
  }

  byToken(token: string): InteractionRecord | undefined {
    return this.interactions.get(token);
  }

  /** The message `@original` names: the clicked message of a deferred update, else the first answer. */
  original(record: InteractionRecord): FakeMessage | undefined {
    // A click answered by updating its message: that message is the interaction's original, as on Discord.
    // (Its follow-ups are messages of its own: they never become its original.)
    if (record.callback?.type === 7) return this.componentSources.get(record.id);
    return record.deferredOn ?? record.messages[0];
  }

  /** POST /interactions/{id}/{token}/callback: the bot's first answer. */
  answer(token: string, body: any, withResponse: boolean, path: string, files: UploadedFile[]): RestAnswer {
    const { events, checks, messages } = this.deps;
    const record = this.interactions.get(token);
    if (!record) return unknownInteraction();
    if (record.callback) return discordError(400, 'Interaction has already been acknowledged.', 40060);
    const now = this.deps.clock.now();
    if (isLate(record, now)) {
      const afterMs = now - record.sentAt;
      this.lateAnswers.push({ id: record.id, afterMs });
      events.emit({ kind: 'late', record, afterMs });
      return unknownInteraction();
    }
    const clicked = body.type === 7 ? this.componentSources.get(record.id) : undefined;
    const invalid =
      body.type === 9
        ? checks.modal(path, body.data)
        : checks.message(path, body?.data, clicked ? editContext(clicked, files) : { files: files.map((f) => f.filename) });
    if (invalid) return invalid;
    record.callback = body;
    record.answeredAt = now;
    events.emit({ kind: 'answered', record });
    let message: FakeMessage | undefined;
    if (body.type === 4) message = messages.create(this.channelOf(record), body.data, record, files);
    if (body.type === 5) message = messages.create(this.channelOf(record), { content: '', flags: Number(body.data?.flags ?? 0) | LOADING }, record, files);
    if (body.type === 6) record.deferredOn = this.componentSources.get(record.id);
    if (body.type === 7) message = this.updateClicked(record, body.data, files);
    const response = {
      interaction: {
        id: record.id,
        type: 2,
        response_message_id: message?.id,
        response_message_loading: body.type === 5,
        response_message_ephemeral: Boolean(message?.visibleTo),
      },
      resource: message ? { type: body.type, message: messages.json(message) } : { type: body.type },
    };
    // A placeholder shows nothing of the bot's yet: the answer that fills it in is what it shows.
    return wrote(body.type === 5 ? undefined : message, body.data, withResponse ? ok(response) : ok());
  }

  /** POST /webhooks/{app}/{token}: a follow-up message. */
  followUp(record: InteractionRecord, body: any, path: string, files: UploadedFile[]): RestAnswer {
    const invalid = this.deps.checks.message(path, body, { files: files.map((f) => f.filename) });
    if (invalid) return invalid;
    // Receiving and responding → Followup messages: 5 at most through a user install only (installs.ts).
    if (userInstallOnly(record.owners) && record.followUps >= USER_INSTALL_FOLLOW_UPS) {
      return discordError(400, 'Maximum number of follow up messages hit', 40094);
    }
    record.followUps++;
    const created = this.deps.messages.create(this.channelOf(record), body, record, files);
    return wrote(created, body, ok(this.deps.messages.json(created)));
  }

  private channelOf(record: InteractionRecord): string {
    return this.channels.get(record.id) ?? '';
  }

  /** Callback 7: the clicked message, updated. */
  private updateClicked(record: InteractionRecord, data: any, files: UploadedFile[]): FakeMessage | undefined {
    const source = this.componentSources.get(record.id);
    return source ? this.deps.messages.edit(source, data ?? {}, files) : undefined;
  }

  /**
   * Who let the interaction happen (installs.ts): a click on a message made in answer to an
   * interaction carries that interaction's owners; a command, the installs of its user and place.
   */
  private ownersFor(user: FakeUser, place: Place, message: FakeMessage | undefined): Record<string, string> {
    if (message?.interactionOwners) return message.interactionOwners;
    // A message the bot posted with its token: only where the server installed it.
    if (message) return place.kind === 'guild' ? { '0': place.guildId } : { '0': '0' };
    const owners = this.deps.installs.ownersOfCommand(user.id, place);
    if (!owners) throw new Error(`fake Discord: ${user.username} has no installation of the app in this place (Discord would not offer its commands)`);
    return owners as Record<string, string>;
  }

  /** Where an interaction happened: a guild channel with the member, a group DM, or a direct message with the user. */
  private where(user: FakeUser, channelId: string, place: Place): Record<string, unknown> {
    const { bot, guilds } = this.deps;
    if (place.kind === 'bot-dm') {
      // A direct message: Discord sends `user` instead of `member`, and a DM channel.
      return { channel: { id: channelId, type: 1, recipients: [userJson(user)], flags: 0 }, user: userJson(user) };
    }
    if (place.kind === 'group-dm') {
      const group = guilds.groupDm(channelId)!;
      // A group DM (type 3): its recipients are the people in it other than the one acting; never a bot.
      const recipients = group.recipients.filter((r) => r.id !== user.id).map(userJson);
      return { channel: { id: channelId, type: 3, name: group.name, recipients, owner_id: group.recipients[0]?.id, flags: 0 }, user: userJson(user) };
    }
    const guild = guilds.guild(place.guildId)!;
    const member = memberJson(user);
    const own = BigInt(member.permissions as string);
    return {
      guild_id: guild.id,
      guild_locale: guild.locale,
      channel: { ...channelJson(guilds.channel(channelId), guild.id, bot.id), permissions: memberPermissions(place, 2147483647n).toString(), flags: 0 },
      member: { ...member, permissions: memberPermissions(place, own).toString() },
    };
  }
}
