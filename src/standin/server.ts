import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { BodyChecks } from './body-checks.js';
import { CommandRegistry } from './commands.js';
import { Driver, publicBodies, Waiters } from './driver.js';
import { StandinEvents, type StandinChannel, type StandinEvent } from './events.js';
import { Gateway } from './gateway.js';
import { GuildDirectory, type GuildSpec, type StandinGroupDm } from './guilds.js';
import { StandinClock } from './clock.js';
import { Installs } from './installs.js';
import { checkEndpoint, sendBadRequest, type BadRequestKind, type EndpointCheck } from './endpoint-probe.js';
import { HttpDelivery, type HttpDeliveryRecord } from './http-delivery.js';
import { SigningKeys } from './interaction-signing.js';
import { IdentifyLimits, type IdentifyRecord } from './identify-limits.js';
import { InteractionDesk } from './interactions.js';
import { MessageStore } from './messages.js';
import type { FakeMessage, FakeUser, InteractionRecord, RecordedCall, RestConditions } from './model.js';
import { botUserJson } from './payloads.js';
import { GlobalRateLimit } from './rate-limits.js';
import { RestHttp } from './rest-http.js';
import { RestRoutes } from './rest-routes.js';
import { Snowflakes } from './snowflakes.js';

export type { FakeMessage, FakeUser, InteractionRecord, RecordedCall, RestConditions } from './model.js';
export type { IdentifyRecord } from './identify-limits.js';
export type { BadRequestKind, EndpointCheck } from './endpoint-probe.js';
export type { HttpDeliveryRecord } from './http-delivery.js';

/**
 * A local stand-in for Discord, enough for discord.js to run unchanged against it: the REST
 * routes the bot uses (rest-routes.ts), a sharded gateway (gateway.ts) or, given interactions URLs,
 * interactions POSTed signed to them (http-delivery.ts). Every message body it
 * receives is checked against Discord's limits (body-checks.ts); answers keep Discord's clock
 * (interactions.ts, answers.ts). The one stand-in for Discord: the end-to-end tests drive it
 * (driver.ts, test/support), and the playground (src/playground) puts a browser page in front of it.
 * This class puts the parts together and is their one public face.
 */
export class FakeDiscord {
  readonly applicationId = '1400000000000000001';
  readonly botUser = botUserJson(this.applicationId);
  /** The shard count GET /gateway/bot recommends. */
  shardCount = 1;
  /** session_start_limit.max_concurrency of GET /gateway/bot: how many buckets of shards may identify at once (one IDENTIFY per bucket per 5 s). */
  maxConcurrency = 16;
  /** session_start_limit.total: session starts allowed a day; the one past it resets the token. */
  sessionStartTotal = 1000;
  /** Called after every message write (created or edited), e.g. to time when a table shows a change. */
  onWrite?: (message: FakeMessage) => void;
  port = 0;

  /** Discord's time: a test moves it on (`clock.advance`) to expire interaction tokens without waiting. */
  readonly clock = new StandinClock();
  private readonly installs = new Installs();
  private readonly ids = new Snowflakes();
  private readonly events = new StandinEvents();
  private readonly guilds = new GuildDirectory();
  private readonly checks = new BodyChecks(this.events);
  private readonly store = new MessageStore(
    this.ids,
    this.events,
    this.botUser,
    (message) => this.onWrite?.(message),
    () => `http://127.0.0.1:${this.port}`,
  );
  private readonly registry = new CommandRegistry(this.applicationId, this.ids, this.events, this.checks);
  private readonly rateLimit = new GlobalRateLimit();
  private readonly identifyLimits = new IdentifyLimits(() => ({ maxConcurrency: this.maxConcurrency, total: this.sessionStartTotal }));
  private readonly waiters = new Waiters();
  private readonly keys = new SigningKeys();
  private readonly httpDelivery = new HttpDelivery({
    keys: this.keys,
    answer: (record, body, files) => this.desk.answer(record.token, body, false, `/interactions/${record.id}/${record.token}/callback`, files),
    settled: () => this.waiters.wake(),
  });
  private readonly cannotAttach = new Set<string>();
  private readonly gateway: Gateway;
  private readonly desk: InteractionDesk;
  private readonly driver: Driver;
  private readonly http: RestHttp;
  private server: Server | null = null;

  readonly messages = this.store.messages;
  readonly violations = this.checks.violations;
  readonly commands = this.registry.commands;
  readonly calls: RecordedCall[];
  readonly interactions: Map<string, InteractionRecord>;
  /** Every IDENTIFY the gateway received: shard, bucket, when, and whether it was let in. */
  readonly identifies: IdentifyRecord[] = this.identifyLimits.identifies;
  /** First answers that came after Discord's 3 s and were refused (10062). */
  readonly lateAnswers: Array<{ id: string; afterMs: number }>;
  /** Every interaction sent over HTTP: the worker that took it, those skipped, and how it ended. */
  readonly httpDeliveries: HttpDeliveryRecord[] = this.httpDelivery.deliveries;

  constructor(
    readonly token = 'fake-bot-token',
    public rest: RestConditions = {},
  ) {
    const { ids, events, guilds, checks, store: messages, botUser: bot } = this;
    this.gateway = new Gateway({ token, bot, guilds, ids, events, limits: this.identifyLimits, url: () => this.gatewayUrl });
    const { installs, clock } = this;
    this.desk = new InteractionDesk({ bot, ids, events, guilds, gateway: this.gateway, http: this.httpDelivery, messages, checks, installs, clock });
    this.driver = new Driver(ids, guilds, this.desk, this.waiters);
    const routes = new RestRoutes({
      token,
      bot,
      gatewayBot: () => ({ url: this.gatewayUrl, shards: this.shardCount, session_start_limit: this.identifyLimits.sessionStartLimit() }),
      commands: this.registry,
      interactions: this.desk,
      messages,
      checks,
      cannotAttach: this.cannotAttach,
      botPresent: (channelId) => guilds.botPresent(channelId),
      now: () => clock.now(),
    });
    this.http = new RestHttp({
      routes,
      rateLimit: this.rateLimit,
      conditions: () => this.rest,
      afterRequest: () => this.waiters.wake(),
      // A follow-up or an edit of `@original` sent before the interaction's HTTP answer was read waits for it, as Discord takes the answer first.
      holdFor: (path) => (path.startsWith('/webhooks/') ? this.httpDelivery.answerTaken(path.split('/')[3] ?? '') : undefined),
    });
    this.calls = this.http.calls;
    this.interactions = this.desk.interactions;
    this.lateAnswers = this.desk.lateAnswers;
  }

  async start(): Promise<void> {
    this.server = createServer((req, res) => void this.http.serve(req, res));
    this.gateway.attach(this.server);
    await new Promise<void>((resolve) => this.server!.listen(0, '127.0.0.1', resolve));
    this.port = (this.server.address() as AddressInfo).port;
  }

  async stop(): Promise<void> {
    await this.gateway.close();
    await new Promise<void>((resolve) => this.server?.close(() => resolve()));
  }

  get apiUrl(): string {
    return `http://127.0.0.1:${this.port}/api`;
  }

  private get gatewayUrl(): string {
    return `ws://127.0.0.1:${this.port}`;
  }

  /** Bot requests answered 429 by the global limit. */
  get rateLimited(): number {
    return this.rateLimit.refused;
  }

  /** How many bots have identified on the gateway and are still connected. */
  get connections(): number {
    return this.gateway.connections;
  }

  /** The shard ids of the connected bots, one entry per connection (e.g. [0, 1]). */
  get connectedShards(): number[] {
    return this.gateway.connectedShards;
  }

  // ---- Interactions over HTTP (http-delivery.ts, endpoint-probe.ts) -------------------------

  /** The application's public key as the Developer Portal shows it (hex of the raw 32 bytes): the bot's DISCORD_PUBLIC_KEY. */
  get interactionsPublicKey(): string {
    return this.keys.publicKeyHex;
  }

  /**
   * Sends every interaction from now on to these interactions URLs, signed, instead of the gateway:
   * round robin over them, skipping one whose connection is refused. No URLs: the gateway again.
   */
  deliverInteractionsTo(urls: readonly string[]): void {
    this.httpDelivery.configure(urls);
  }

  /** Discord's check of an interactions URL: a signed PING answered `{"type":1}`, and every bad request refused with 401. */
  checkInteractionsEndpoint(url: string): Promise<EndpointCheck> {
    return checkEndpoint(url, this.keys);
  }

  /** Sends one badly signed (or unsigned, or stale) request to `url`; `body` a PING unless given; resolves to the HTTP status (0: none). */
  sendBadRequest(url: string, kind: BadRequestKind, body?: string): Promise<number> {
    return sendBadRequest(url, kind, this.keys, body);
  }

  /** An interaction's JSON as Discord would send it, with a fresh id and token, neither recorded nor sent (to forge a request). */
  interactionPayload(user: FakeUser, channelId: string, type: number, data: any, message?: FakeMessage): Record<string, unknown> {
    return this.desk.payload(user, channelId, type, data, message);
  }

  snowflake(): string {
    return this.ids.next();
  }

  // ---- The world: guilds, channels, messages ---------------------------------------------

  /**
   * A server. `botInstalled: false`: it never invited the bot (Parlor is there only through its
   * members' user installs); `externalApps: false`: it denies USE_EXTERNAL_APPS, so the responses of
   * an app it did not install are ephemeral.
   */
  addGuild(guild: GuildSpec): void {
    this.guilds.addGuild(guild);
  }

  /** A group DM (channel type 3) of these people; the bot is never in one. */
  addGroupDm(group: StandinGroupDm): void {
    this.guilds.addGroupDm(group);
  }

  /** `user` installs the application to their account (a user install, integration type 1). */
  installForUser(userId: string): void {
    this.installs.installForUser(userId);
  }

  /** Whether Discord's client offers `userId` the app's commands in `channelId` (installs.ts): not where only someone else installed it. */
  offersCommands(userId: string, channelId: string): boolean {
    const place = this.guilds.placeOf(channelId);
    return place === undefined || this.installs.ownersOfCommand(userId, place) !== null;
  }

  /** The people in a group DM (none for another channel). */
  groupDmMembers(channelId: string): string[] {
    return this.guilds.groupDm(channelId)?.recipients.map((r) => r.id) ?? [];
  }

  /** Takes Attach Files from the bot in `channelId` (a server invited without it): files with its channel messages there are refused. */
  denyAttachFiles(channelId: string): void {
    this.cannotAttach.add(channelId);
  }

  /** Adds a named channel or thread to a guild, and tells connected bots as Discord would. */
  addChannel(guildId: string, channel: StandinChannel): void {
    this.guilds.addChannel(guildId, channel);
    if (this.guilds.guild(guildId)?.botInstalled) this.gateway.channelCreated(guildId, channel);
    this.events.emit({ kind: 'channels' });
  }

  /** A guild's channels and threads, in the order they were added. */
  channelsOf(guildId: string): StandinChannel[] {
    return this.guilds.channelsOf(guildId);
  }

  /** Public (non-ephemeral, not deleted) messages of a channel, oldest first. */
  channelMessages(channelId: string): FakeMessage[] {
    return this.store.channelMessages(channelId);
  }

  /** The private (ephemeral) messages one person still has in a channel, oldest first. */
  privateMessages(channelId: string, userId: string): FakeMessage[] {
    return this.store.privateMessages(channelId, userId);
  }

  /** Deletes a message the way a moderator would: later edits of it get 10008 Unknown Message. */
  deleteMessage(messageId: string): void {
    const message = this.store.get(messageId);
    if (message) this.store.delete(message);
  }

  messageJson(message: FakeMessage): Record<string, unknown> {
    return this.store.json(message);
  }

  /** Every body the bot showed to a whole channel, from call `from` on. */
  publicBodies(from = 0): Array<{ path: string; text: string; body: any }> {
    return publicBodies(this.calls, from);
  }

  // ---- Interactions as Discord would send them (driver.ts) --------------------------------

  slash(user: FakeUser, channelId: string, name: string, options: any[] = [], locale?: string): Promise<InteractionRecord> {
    return this.driver.slash(user, channelId, name, options, locale);
  }

  slashInDm(user: FakeUser, name: string, options: any[] = [], locale?: string): Promise<InteractionRecord> {
    return this.driver.slashInDm(user, name, options, locale);
  }

  click(user: FakeUser, message: FakeMessage, customId: string, values?: string[], locale?: string): Promise<InteractionRecord> {
    return this.driver.click(user, message, customId, values, locale);
  }

  submitModalOn(user: FakeUser, message: FakeMessage, customId: string, values: Record<string, string>, locale?: string): Promise<InteractionRecord> {
    return this.driver.submitModalOn(user, message, customId, values, locale);
  }

  submitModal(user: FakeUser, channelId: string, customId: string, values: Record<string, string>, locale?: string): Promise<InteractionRecord> {
    return this.driver.submitModal(user, channelId, customId, values, locale);
  }

  /**
   * Sends an interaction to the bot as Discord would, without waiting for its answer (the
   * playground waits the way Discord's client does). `type`: 2 command, 3 component, 5 modal.
   */
  sendInteraction(user: FakeUser, channelId: string, type: number, data: any, message?: FakeMessage, locale?: string): InteractionRecord {
    return this.desk.send(user, channelId, type, data, message, locale);
  }

  /** Delivers an interaction again, with the same id and token, as a gateway resume can. */
  redeliver(record: InteractionRecord): void {
    this.desk.redeliver(record);
  }

  /** Resolves when `check` holds, re-checking after every request and every 200 ms. */
  waitFor<T>(check: () => T | undefined | null | false, what: string, timeoutMs = 10_000): Promise<T> {
    return this.waiters.waitFor(check, what, timeoutMs);
  }

  /** Calls `listener` on every change; returns a function that stops it. */
  onEvent(listener: (event: StandinEvent) => void): () => void {
    return this.events.on(listener);
  }
}
