import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { WebSocketServer, type WebSocket } from 'ws';
import { answerComplete, EPHEMERAL, isLate, LOADING } from './answers.js';
import { commandProblems, messageProblems, modalProblems } from './discord-limits.js';
import type { StandinChannel, StandinEvent } from './events.js';
import { shardOf } from '../sharding/shard-of.js';

/**
 * A local stand-in for Discord, enough for discord.js to run unchanged against it:
 * the REST routes the bot uses and a gateway that says HELLO, takes IDENTIFY, sends
 * READY and GUILD_CREATE, answers heartbeats and dispatches interactions.
 * Sharded like Discord: GET /gateway/bot recommends `shardCount` shards, and a bot that identifies
 * as shard [id, n] gets the events of the guilds with (guild_id >> 22) % n = id (direct messages: shard 0).
 * Every message body it receives is checked against Discord's limits; a body that
 * breaks one is refused with 400 like the real API, and recorded in `violations`.
 * Answers keep Discord's clock (answers.ts): a first answer later than 3 s is refused and
 * recorded in `lateAnswers`; deferred replies show a placeholder, deferred updates nothing.
 * The one stand-in for Discord: the end-to-end tests drive it (test/support), and the
 * playground (src/playground) puts a browser page in front of it.
 */

export interface FakeUser {
  id: string;
  username: string;
  locale?: string;
  /** A permissions bit set as Discord sends it (a decimal string). */
  permissions?: string;
}

export interface FakeMessage {
  id: string;
  channel_id: string;
  content: string;
  embeds: any[];
  components: any[];
  flags: number;
  /** The interaction token that created it, for ephemeral messages. */
  token?: string;
  /** Who may see it: undefined for everyone, a user id for an ephemeral reply. */
  visibleTo?: string;
  allowed_mentions?: any;
  deleted?: boolean;
  edits: number;
  /** Files uploaded with the message (multipart `files[n]` parts), as text. */
  files?: Array<{ filename: string; content: string }>;
}

export interface RecordedCall {
  method: string;
  path: string;
  body: any;
  at: number;
  /** The message body this call showed to the whole channel, if it wrote one. */
  publicBody?: any;
  /** The HTTP status it was answered with. */
  status?: number;
}

/**
 * How slow and how strict the stand-in's REST is. Both are off by default, so tests stay fast.
 * `globalPerSecond` is Discord's global limit: bot requests past it in a one-second window are
 * answered 429 with Discord's headers; interaction callbacks and webhooks do not count, as on Discord.
 */
export interface RestConditions {
  /**
   * Milliseconds each request takes to arrive, or a function of its path drawing them. A request
   * whose sender went away meanwhile (a killed bot) never arrives.
   */
  latencyMs?: number | ((path: string) => number);
  globalPerSecond?: number;
}

export interface InteractionRecord {
  id: string;
  token: string;
  user: FakeUser;
  /** The callback the bot sent (type 4 reply, 5 defer, 7 update, 9 modal, ...). */
  callback?: { type: number; data?: any };
  /** Messages created in answer: the original response and any follow-ups. */
  messages: FakeMessage[];
  /** When the interaction was sent to the bot, and when the bot's callback arrived (epoch ms). */
  sentAt: number;
  answeredAt?: number;
  /** For a click deferred on its message (callback 6): that message, which `@original` edits. */
  deferredOn?: FakeMessage;
}

export class FakeDiscord {
  readonly applicationId = '1400000000000000001';
  readonly botUser = { id: this.applicationId, username: 'Parlor', discriminator: '0', global_name: null, avatar: null, bot: true };
  readonly messages = new Map<string, FakeMessage>();
  readonly calls: RecordedCall[] = [];
  readonly violations: Array<{ path: string; problems: string[] }> = [];
  readonly interactions = new Map<string, InteractionRecord>();
  readonly commands = new Map<string, any[]>();
  /** First answers that came after Discord's 3 s and were refused (10062). */
  readonly lateAnswers: Array<{ id: string; afterMs: number }> = [];
  private readonly guilds: Array<{ id: string; name: string; locale: string; channels: string[] }> = [];
  private server: Server | null = null;
  private wss: WebSocketServer | null = null;
  private sockets = new Set<WebSocket>();
  /** The [shard id, shard count] each identified socket asked for. */
  private readonly socketShards = new Map<WebSocket, [number, number]>();
  /** The shard count GET /gateway/bot recommends. */
  shardCount = 1;
  /** session_start_limit.max_concurrency of GET /gateway/bot: how many shards may identify at once. */
  maxConcurrency = 16;
  private sequence = 0;
  private nextId = 1_400_000_000_000_100_000n;
  private waiters: Array<() => void> = [];
  /** Which channel, and for a click which message, each interaction came from. */
  private readonly interactionChannels = new Map<string, string>();
  private readonly componentSources = new Map<string, FakeMessage>();
  /** Each interaction as it was sent, by id, to deliver it again. */
  private readonly sentInteractions = new Map<string, { guild_id?: string }>();
  /** Each user's direct-message channel with the bot, by user id. */
  private readonly dmChannels = new Map<string, string>();
  /** Called after every message write (created or edited), e.g. to time when a table shows a change. */
  onWrite?: (message: FakeMessage) => void;
  /** Bot requests answered 429 by the global limit. */
  rateLimited = 0;
  private window = { start: 0, count: 0 };
  /** Names and kinds of channels added with `addChannel` (others are text channels named after their id). */
  private readonly channelInfo = new Map<string, StandinChannel>();
  private readonly listeners = new Set<(event: StandinEvent) => void>();
  port = 0;

  constructor(
    readonly token = 'fake-bot-token',
    public rest: RestConditions = {},
  ) {}

  /** Deletes a message the way a moderator would: later edits of it get 10008 Unknown Message. */
  deleteMessage(messageId: string): void {
    const message = this.messages.get(messageId);
    if (!message) return;
    message.deleted = true;
    this.emit({ kind: 'deleted', message });
  }

  get apiUrl(): string {
    return `http://127.0.0.1:${this.port}/api`;
  }

  addGuild(guild: { id: string; name: string; locale?: string; channels: string[] }): void {
    this.guilds.push({ locale: 'en-US', ...guild });
  }

  snowflake(): string {
    this.nextId += 1n;
    return this.nextId.toString();
  }

  async start(): Promise<void> {
    this.server = createServer((req, res) => void this.route(req, res));
    this.wss = new WebSocketServer({ server: this.server });
    this.wss.on('connection', (socket) => this.onGateway(socket));
    await new Promise<void>((resolve) => this.server!.listen(0, '127.0.0.1', resolve));
    this.port = (this.server.address() as AddressInfo).port;
  }

  async stop(): Promise<void> {
    for (const socket of this.sockets) socket.terminate();
    await new Promise<void>((resolve) => this.wss?.close(() => resolve()));
    await new Promise<void>((resolve) => this.server?.close(() => resolve()));
  }

  /** How many bots have identified on the gateway and are still connected. */
  get connections(): number {
    return this.sockets.size;
  }

  /** The shard ids of the connected bots, one entry per connection (e.g. [0, 1]). */
  get connectedShards(): number[] {
    return [...this.sockets].map((socket) => this.socketShards.get(socket)?.[0] ?? 0);
  }

  /** Whether a connected socket receives the events of a guild (undefined: a direct message). */
  private receives(socket: WebSocket, guildId: string | undefined): boolean {
    const [id, count] = this.socketShards.get(socket) ?? [0, 1];
    return shardOf(guildId, count) === id;
  }

  /** Resolves when `check` holds, re-checking after every request and event. */
  async waitFor<T>(check: () => T | undefined | null | false, what: string, timeoutMs = 10_000): Promise<T> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const value = check();
      if (value) return value;
      const left = deadline - Date.now();
      if (left <= 0) throw new Error(`fake Discord: timed out waiting for ${what}`);
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, Math.min(left, 200));
        this.waiters.push(() => {
          clearTimeout(timer);
          resolve();
        });
      });
    }
  }

  /** Every body the bot showed to a whole channel, from call `from` on. */
  publicBodies(from = 0): Array<{ path: string; text: string; body: any }> {
    return this.calls.slice(from).flatMap((c) => (c.publicBody ? [{ path: c.path, text: JSON.stringify(c.publicBody), body: c.publicBody }] : []));
  }

  /** Public (non-ephemeral, not deleted) messages of a channel, oldest first. */
  channelMessages(channelId: string): FakeMessage[] {
    return [...this.messages.values()].filter((m) => m.channel_id === channelId && !m.visibleTo && !m.deleted);
  }

  // ---- Interactions as Discord would send them -------------------------------------------

  slash(user: FakeUser, channelId: string, name: string, options: any[] = [], locale?: string): Promise<InteractionRecord> {
    return this.dispatchInteraction(user, channelId, 2, { id: this.snowflake(), name, type: 1, options }, undefined, locale);
  }

  /** A slash command typed in the user's direct messages with the bot: no guild, no member. */
  slashInDm(user: FakeUser, name: string, options: any[] = [], locale?: string): Promise<InteractionRecord> {
    let channelId = this.dmChannels.get(user.id);
    if (!channelId) this.dmChannels.set(user.id, (channelId = this.snowflake()));
    return this.dispatchInteraction(user, channelId, 2, { id: this.snowflake(), name, type: 1, options }, undefined, locale);
  }

  click(user: FakeUser, message: FakeMessage, customId: string, values?: string[], locale?: string): Promise<InteractionRecord> {
    const component = findComponent(message, customId);
    const componentType = component?.type ?? 2;
    const data = { custom_id: customId, component_type: componentType, ...(values ? { values } : {}) };
    return this.dispatchInteraction(user, message.channel_id, 3, data, message, locale);
  }

  /** Submits a modal that a button on `message` opened (so the bot may update that message). */
  submitModalOn(user: FakeUser, message: FakeMessage, customId: string, values: Record<string, string>, locale?: string): Promise<InteractionRecord> {
    const components = Object.entries(values).map(([id, value]) => ({ type: 1, components: [{ type: 4, custom_id: id, value }] }));
    return this.dispatchInteraction(user, message.channel_id, 5, { custom_id: customId, components }, message, locale);
  }

  /** Submits a modal the bot showed: `values` by text input custom_id. */
  submitModal(user: FakeUser, channelId: string, customId: string, values: Record<string, string>, locale?: string): Promise<InteractionRecord> {
    const components = Object.entries(values).map(([id, value]) => ({ type: 1, components: [{ type: 4, custom_id: id, value }] }));
    return this.dispatchInteraction(user, channelId, 5, { custom_id: customId, components }, undefined, locale);
  }

  /** Sends an interaction and returns once its answer is complete, deferred or not. */
  private async dispatchInteraction(user: FakeUser, channelId: string, type: number, data: any, message?: FakeMessage, locale?: string): Promise<InteractionRecord> {
    const record = this.sendInteraction(user, channelId, type, data, message, locale);
    const editsBefore = message?.edits ?? 0;
    await this.waitFor(() => record.callback, `a response to interaction ${record.id} (${JSON.stringify(data).slice(0, 80)})`);
    await this.waitFor(() => answerComplete(record, editsBefore), `the answer that completes deferred interaction ${record.id}`);
    return record;
  }

  /** Delivers an interaction again, with the same id and token, as a gateway resume can. */
  redeliver(record: InteractionRecord): void {
    const raw = this.sentInteractions.get(record.id);
    const owner = [...this.sockets].find((socket) => this.receives(socket, raw?.guild_id));
    if (!owner) throw new Error('fake Discord: no bot is connected to the gateway as the shard of this interaction');
    this.send(owner, 'INTERACTION_CREATE', raw);
  }

  /**
   * Sends an interaction to the bot as Discord would, without waiting for its answer (the
   * playground waits the way Discord's client does). `type`: 2 command, 3 component, 5 modal.
   */
  sendInteraction(user: FakeUser, channelId: string, type: number, data: any, message?: FakeMessage, locale?: string): InteractionRecord {
    const guild = this.guilds.find((g) => g.channels.includes(channelId));
    const dm = [...this.dmChannels.values()].includes(channelId);
    if (!guild && !dm) throw new Error(`fake Discord: no guild has channel ${channelId}`);
    const id = this.snowflake();
    const token = `itoken-${id}`;
    const record: InteractionRecord = { id, token, user, messages: [], sentAt: Date.now() };
    this.interactions.set(token, record);
    this.interactionChannels.set(id, channelId);
    if (message) this.componentSources.set(id, message);
    const where = guild
      ? {
          guild_id: guild.id,
          guild_locale: guild.locale,
          channel: { ...this.channelJson(channelId, guild.id), permissions: '2147483647', flags: 0 },
          member: this.memberJson(user),
          authorizing_integration_owners: { '0': guild.id },
          context: 0,
        }
      : {
          // A direct message: Discord sends `user` instead of `member`, and a DM channel.
          channel: { id: channelId, type: 1, recipients: [this.userJson(user)], flags: 0 },
          user: this.userJson(user),
          authorizing_integration_owners: { '0': '1' },
          context: 1,
        };
    const raw = {
      id,
      application_id: this.applicationId,
      type,
      token,
      version: 1,
      channel_id: channelId,
      ...where,
      app_permissions: '2147483647',
      locale: locale ?? user.locale ?? 'en-US',
      entitlements: [],
      attachment_size_limit: 10_485_760,
      data,
      ...(message ? { message: this.messageJson(message) } : {}),
    };
    // As Discord routes it: to the shard of the guild (a direct message to shard 0); if two bots
    // identified as that shard, the first.
    const owner = [...this.sockets].find((socket) => this.receives(socket, guild?.id));
    if (!owner) throw new Error(`fake Discord: no bot is connected to the gateway as the shard of ${guild ? `guild ${guild.id}` : 'direct messages'}`);
    this.sentInteractions.set(id, raw);
    this.send(owner, 'INTERACTION_CREATE', raw);
    return record;
  }

  private userJson(user: FakeUser): Record<string, unknown> {
    return { id: user.id, username: user.username, global_name: user.username, discriminator: '0', avatar: null };
  }

  private memberJson(user: FakeUser): Record<string, unknown> {
    return {
      user: this.userJson(user),
      roles: [],
      permissions: user.permissions ?? '1024',
      joined_at: '2026-01-01T00:00:00.000Z',
      deaf: false,
      mute: false,
      flags: 0,
      pending: false,
      nick: null,
      avatar: null,
    };
  }

  // ---- Gateway ------------------------------------------------------------------------------

  private onGateway(socket: WebSocket): void {
    socket.on('close', () => {
      this.sockets.delete(socket);
      this.socketShards.delete(socket);
      this.emit({ kind: 'gateway', connections: this.sockets.size });
    });
    socket.send(JSON.stringify({ op: 10, d: { heartbeat_interval: 41_250 }, s: null, t: null }));
    socket.on('message', (raw) => {
      const packet = JSON.parse(raw.toString());
      if (packet.op === 1) socket.send(JSON.stringify({ op: 11, d: null, s: null, t: null }));
      if (packet.op === 2) this.identify(socket, packet.d);
      if (packet.op === 6) socket.send(JSON.stringify({ op: 9, d: false, s: null, t: null }));
    });
  }

  private identify(socket: WebSocket, identify: { token: string; shard?: [number, number] }): void {
    if (identify.token.replace(/^Bot /, '') !== this.token) {
      socket.close(4004, 'Authentication failed.');
      return;
    }
    const shard = identify.shard ?? [0, 1];
    if (!(shard[1] >= 1 && shard[0] >= 0 && shard[0] < shard[1])) {
      socket.close(4010, 'Invalid shard.');
      return;
    }
    const guilds = this.guilds.filter((g) => shardOf(g.id, shard[1]) === shard[0]);
    const url = `ws://127.0.0.1:${this.port}`;
    this.socketShards.set(socket, shard);
    this.sockets.add(socket);
    this.send(socket, 'READY', {
      v: 10,
      user: this.botUser,
      guilds: guilds.map((g) => ({ id: g.id, unavailable: true })),
      session_id: `session-${this.snowflake()}`,
      resume_gateway_url: url,
      shard,
      application: { id: this.applicationId, flags: 0 },
    });
    for (const g of guilds) {
      this.send(socket, 'GUILD_CREATE', {
        id: g.id,
        name: g.name,
        icon: null,
        owner_id: '1',
        preferred_locale: g.locale,
        roles: [{ id: g.id, name: '@everyone', permissions: '1024', position: 0, color: 0, hoist: false, managed: false, mentionable: false, flags: 0 }],
        emojis: [],
        stickers: [],
        features: [],
        member_count: 10,
        members: [],
        channels: g.channels.filter((c) => !this.isThread(c)).map((c, position) => ({ ...this.channelJson(c, g.id), position, permission_overwrites: [] })),
        threads: g.channels.filter((c) => this.isThread(c)).map((c) => this.channelJson(c, g.id)),
        presences: [],
        voice_states: [],
        stage_instances: [],
        guild_scheduled_events: [],
        soundboard_sounds: [],
        unavailable: false,
        large: false,
        joined_at: '2026-01-01T00:00:00.000Z',
        afk_timeout: 300,
        verification_level: 0,
        default_message_notifications: 0,
        explicit_content_filter: 0,
        mfa_level: 0,
        system_channel_flags: 0,
        premium_tier: 0,
        nsfw_level: 0,
        premium_progress_bar_enabled: false,
      });
    }
    this.emit({ kind: 'gateway', connections: this.sockets.size });
  }

  private send(socket: WebSocket, event: string, d: unknown): void {
    socket.send(JSON.stringify({ op: 0, t: event, s: ++this.sequence, d }));
  }

  // ---- REST ---------------------------------------------------------------------------------

  private async route(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const text = Buffer.concat(chunks).toString('utf8');
    const body = text ? parseBody(text, req.headers['content-type'] ?? '') : undefined;
    this.uploads = text ? uploadedFiles(text, req.headers['content-type'] ?? '') : [];
    const url = new URL(req.url ?? '/', 'http://localhost');
    const path = decodeURIComponent(url.pathname).replace(/^\/api\/v\d+/, '');
    const method = req.method ?? 'GET';
    const call: RecordedCall = { method, path, body, at: Date.now() };
    this.calls.push(call);
    try {
      const latency = typeof this.rest.latencyMs === 'function' ? this.rest.latencyMs(path) : (this.rest.latencyMs ?? 0);
      if (latency > 0) await new Promise((resolve) => setTimeout(resolve, latency));
      if (res.destroyed || req.socket.destroyed) {
        call.status = 0;
        return;
      }
      const limited = this.globalLimit(path);
      if (limited) {
        call.status = 429;
        res.writeHead(429, { 'content-type': 'application/json', ...limited.headers });
        res.end(JSON.stringify(limited.body));
        return;
      }
      const answer = this.handle(method, path, body, url.searchParams, req.headers.authorization);
      call.status = answer.status;
      if (answer.status < 300 && answer.wrote && !answer.wrote.visibleTo) call.publicBody = answer.wroteBody;
      if (answer.body === undefined) {
        res.writeHead(answer.status);
        res.end();
      } else {
        res.writeHead(answer.status, { 'content-type': 'application/json' });
        res.end(JSON.stringify(answer.body));
      }
    } finally {
      for (const wake of this.waiters.splice(0)) wake();
    }
  }

  /** Discord's global limit over one-second windows; null when the request may go through. */
  private globalLimit(path: string): { headers: Record<string, string>; body: unknown } | null {
    const limit = this.rest.globalPerSecond;
    if (!limit || path.startsWith('/interactions/') || path.startsWith('/webhooks/')) return null;
    const now = Date.now();
    if (now - this.window.start >= 1000) this.window = { start: now, count: 0 };
    this.window.count++;
    if (this.window.count <= limit) return null;
    this.rateLimited++;
    const retryAfter = Math.max(0.001, (this.window.start + 1000 - now) / 1000);
    return {
      headers: {
        'retry-after': retryAfter.toFixed(3),
        'x-ratelimit-global': 'true',
        'x-ratelimit-scope': 'global',
      },
      body: { message: 'You are being rate limited.', retry_after: retryAfter, global: true, code: 0 },
    };
  }

  private handle(
    method: string,
    path: string,
    body: any,
    query: URLSearchParams,
    auth: string | undefined,
  ): { status: number; body?: unknown; wrote?: FakeMessage; wroteBody?: unknown } {
    const seg = path.split('/').filter(Boolean);
    const ok = (b?: unknown) => ({ status: b === undefined ? 204 : 200, body: b });
    const wrote = (message: FakeMessage | undefined, wroteBody: unknown, answer: { status: number; body?: unknown }) =>
      message ? { ...answer, wrote: message, wroteBody } : answer;
    const notFound = () => ({ status: 404, body: { message: `Unknown route ${method} ${path}`, code: 0 } });
    const needsBot = !(seg[0] === 'interactions' || seg[0] === 'webhooks');
    if (needsBot && auth !== `Bot ${this.token}`) return { status: 401, body: { message: '401: Unauthorized', code: 0 } };

    if (method === 'GET' && path === '/gateway/bot') {
      return ok({ url: `ws://127.0.0.1:${this.port}`, shards: this.shardCount, session_start_limit: { total: 1000, remaining: 999, reset_after: 0, max_concurrency: this.maxConcurrency } });
    }
    if (method === 'GET' && path === '/users/@me') return ok(this.botUser);

    // PUT /applications/{app}/commands  or  /applications/{app}/guilds/{guild}/commands
    if (seg[0] === 'applications' && method === 'PUT') {
      const scope = seg[2] === 'guilds' ? `guild:${seg[3]}` : 'global';
      const problems = commandProblems(body);
      if (problems.length) {
        this.violations.push({ path, problems });
        return { status: 400, body: { message: 'Invalid Form Body', code: 50035, errors: problems } };
      }
      this.commands.set(scope, body);
      this.emit({ kind: 'commands' });
      return ok((body as any[]).map((c) => ({ ...c, id: this.snowflake(), application_id: this.applicationId, version: '1' })));
    }

    // POST /interactions/{id}/{token}/callback
    if (seg[0] === 'interactions' && seg[3] === 'callback' && method === 'POST') {
      const record = this.interactions.get(seg[2]!);
      if (!record) return { status: 404, body: { message: 'Unknown interaction', code: 10062 } };
      if (record.callback) return { status: 400, body: { message: 'Interaction has already been acknowledged.', code: 40060 } };
      if (isLate(record, Date.now())) {
        const afterMs = Date.now() - record.sentAt;
        this.lateAnswers.push({ id: record.id, afterMs });
        this.emit({ kind: 'late', record, afterMs });
        return { status: 404, body: { message: 'Unknown interaction', code: 10062 } };
      }
      const invalid = body.type === 9 ? this.checkModal(path, body.data) : this.checkBody(path, body?.data);
      if (invalid) return invalid;
      record.callback = body;
      record.answeredAt = Date.now();
      this.emit({ kind: 'answered', record });
      let message: FakeMessage | undefined;
      if (body.type === 4) message = this.createMessage(this.channelOf(record), body.data, record);
      if (body.type === 5) message = this.createMessage(this.channelOf(record), { content: '', flags: Number(body.data?.flags ?? 0) | LOADING }, record);
      if (body.type === 6) record.deferredOn = this.componentSources.get(record.id);
      if (body.type === 7) message = this.updateFromInteraction(record, body.data);
      const response = {
        interaction: { id: record.id, type: 2, response_message_id: message?.id, response_message_loading: body.type === 5, response_message_ephemeral: Boolean(message?.visibleTo) },
        resource: message ? { type: body.type, message: this.messageJson(message) } : { type: body.type },
      };
      // A placeholder shows nothing of the bot's yet: the answer that fills it in is what it shows.
      return wrote(body.type === 5 ? undefined : message, body.data, query.get('with_response') === 'true' ? ok(response) : ok());
    }

    // /webhooks/{app}/{token}[/messages/{id|@original}]
    if (seg[0] === 'webhooks') {
      const record = this.interactions.get(seg[2]!);
      if (!record) return { status: 404, body: { message: 'Unknown Webhook', code: 10015 } };
      if (method === 'POST' && seg.length === 3) {
        const invalid = this.checkBody(path, body);
        if (invalid) return invalid;
        const created = this.createMessage(this.channelOf(record), body, record);
        return wrote(created, body, ok(this.messageJson(created)));
      }
      if (seg[3] === 'messages') {
        const target = seg[4] === '@original' ? (record.deferredOn ?? record.messages[0]) : this.messages.get(seg[4]!);
        return this.onMessage(method, path, target, body) ?? notFound();
      }
      return notFound();
    }

    // /channels/{channel}/messages[/{message}]
    if (seg[0] === 'channels' && seg[2] === 'messages') {
      const channelId = seg[1]!;
      if (seg.length === 3 && method === 'POST') {
        const invalid = this.checkBody(path, body);
        if (invalid) return invalid;
        const created = this.createMessage(channelId, body);
        return wrote(created, body, ok(this.messageJson(created)));
      }
      const target = this.messages.get(seg[3]!);
      return this.onMessage(method, path, target?.channel_id === channelId ? target : undefined, body) ?? notFound();
    }
    return notFound();
  }

  /** GET, PATCH or DELETE one existing message (by a webhook token or in a channel). */
  private onMessage(method: string, path: string, target: FakeMessage | undefined, body: any): { status: number; body?: unknown; wrote?: FakeMessage; wroteBody?: unknown } | null {
    if (!target || target.deleted) return { status: 404, body: { message: 'Unknown Message', code: 10008 } };
    if (method === 'GET') return { status: 200, body: this.messageJson(target) };
    if (method === 'DELETE') {
      target.deleted = true;
      this.emit({ kind: 'deleted', message: target });
      return { status: 204 };
    }
    if (method !== 'PATCH') return null;
    const invalid = this.checkBody(path, body);
    if (invalid) return invalid;
    return { status: 200, body: this.messageJson(this.editMessage(target, body)), wrote: target, wroteBody: body };
  }

  private checkModal(path: string, modal: unknown): { status: number; body: unknown } | null {
    const problems = modalProblems(modal);
    if (problems.length === 0) return null;
    this.violations.push({ path, problems });
    this.emit({ kind: 'refused', path, problems });
    return { status: 400, body: { message: 'Invalid Form Body', code: 50035, errors: problems } };
  }

  private checkBody(path: string, body: unknown): { status: number; body: unknown } | null {
    const problems = messageProblems(body);
    if (problems.length === 0) return null;
    this.violations.push({ path, problems });
    this.emit({ kind: 'refused', path, problems });
    return { status: 400, body: { message: 'Invalid Form Body', code: 50035, errors: problems } };
  }

  private channelOf(record: InteractionRecord): string {
    return this.interactionChannels.get(record.id) ?? '';
  }

  /** Files of the request being handled (a multipart upload), given to the message it creates. */
  private uploads: Array<{ filename: string; content: string }> = [];

  private createMessage(channelId: string, data: any, record?: InteractionRecord): FakeMessage {
    const flags = Number(data?.flags ?? 0);
    const message: FakeMessage = {
      id: this.snowflake(),
      channel_id: channelId,
      content: data?.content ?? '',
      embeds: data?.embeds ?? [],
      components: data?.components ?? [],
      flags: flags & (EPHEMERAL | LOADING),
      edits: 0,
      ...(record ? { token: record.token } : {}),
      ...(record && flags & EPHEMERAL ? { visibleTo: record.user.id } : {}),
      ...(data?.allowed_mentions ? { allowed_mentions: data.allowed_mentions } : {}),
      ...(this.uploads.length ? { files: this.uploads } : {}),
    };
    this.uploads = [];
    this.messages.set(message.id, message);
    this.emit({ kind: 'message', message });
    record?.messages.push(message);
    this.onWrite?.(message);
    return message;
  }

  private updateFromInteraction(record: InteractionRecord, data: any): FakeMessage | undefined {
    const source = this.componentSources.get(record.id);
    return source ? this.editMessage(source, data ?? {}) : undefined;
  }

  private editMessage(target: FakeMessage, data: any): FakeMessage {
    if (data.content !== undefined) target.content = data.content ?? '';
    if (data.embeds !== undefined) target.embeds = data.embeds ?? [];
    if (data.components !== undefined) target.components = data.components ?? [];
    if (data.allowed_mentions !== undefined) target.allowed_mentions = data.allowed_mentions;
    target.flags &= ~LOADING;
    target.edits++;
    this.onWrite?.(target);
    this.emit({ kind: 'message', message: target });
    return target;
  }

  // ---- Watching and growing the stand-in (the playground) ---------------------------------

  /** Calls `listener` on every change; returns a function that stops it. */
  onEvent(listener: (event: StandinEvent) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  private emit(event: StandinEvent): void {
    for (const listener of this.listeners) listener(event);
  }

  /** Adds a named channel or thread to a guild, and tells connected bots as Discord would. */
  addChannel(guildId: string, channel: StandinChannel): void {
    const guild = this.guilds.find((g) => g.id === guildId);
    if (!guild) throw new Error(`fake Discord: no guild ${guildId}`);
    this.channelInfo.set(channel.id, channel);
    if (!guild.channels.includes(channel.id)) guild.channels.push(channel.id);
    for (const socket of this.sockets) if (this.receives(socket, guildId)) this.send(socket, channel.type === 11 ? 'THREAD_CREATE' : 'CHANNEL_CREATE', { ...this.channelJson(channel.id, guildId), ...(channel.type === 11 ? { newly_created: true } : {}) });
    this.emit({ kind: 'channels' });
  }

  /** A guild's channels and threads, in the order they were added. */
  channelsOf(guildId: string): StandinChannel[] {
    const guild = this.guilds.find((g) => g.id === guildId);
    return (guild?.channels ?? []).map((id) => this.channelInfo.get(id) ?? { id, name: `table-${id.slice(-4)}`, type: 0 });
  }

  private isThread(channelId: string): boolean {
    return this.channelInfo.get(channelId)?.type === 11;
  }

  private channelJson(channelId: string, guildId: string): Record<string, unknown> {
    const info = this.channelInfo.get(channelId);
    const base = { id: channelId, type: info?.type ?? 0, name: info?.name ?? `table-${channelId.slice(-4)}`, guild_id: guildId };
    if (info?.type !== 11) return base;
    return {
      ...base,
      parent_id: info.parentId,
      owner_id: this.applicationId,
      thread_metadata: { archived: false, auto_archive_duration: 1440, archive_timestamp: '2026-01-01T00:00:00.000Z', locked: false },
      message_count: 0,
      member_count: 1,
      rate_limit_per_user: 0,
    };
  }

  messageJson(m: FakeMessage): Record<string, unknown> {
    return {
      id: m.id,
      channel_id: m.channel_id,
      author: this.botUser,
      content: m.content,
      embeds: m.embeds,
      components: m.components,
      flags: m.flags,
      type: 0,
      timestamp: '2026-11-21T00:00:00.000Z',
      edited_timestamp: null,
      tts: false,
      mention_everyone: false,
      mentions: [],
      mention_roles: [],
      attachments: [],
      pinned: false,
      application_id: this.applicationId,
    };
  }

}

function parseBody(text: string, contentType: string): unknown {
  if (contentType.includes('multipart/form-data')) {
    const match = /name="payload_json"\r\n(?:Content-Type: [^\r\n]*\r\n)?\r\n([\s\S]*?)\r\n--/.exec(text);
    return match ? JSON.parse(match[1]!) : undefined;
  }
  return JSON.parse(text);
}

/** The `files[n]` parts of a multipart body, as Discord takes uploads with a message. */
function uploadedFiles(text: string, contentType: string): Array<{ filename: string; content: string }> {
  const boundary = /boundary=(?:"([^"]+)"|([^;]+))/.exec(contentType);
  if (!contentType.includes('multipart/form-data') || !boundary) return [];
  const files: Array<{ filename: string; content: string }> = [];
  for (const part of text.split(`--${boundary[1] ?? boundary[2]}`)) {
    const head = /^\r\nContent-Disposition: form-data; name="files\[\d+\]"; filename="([^"]*)"\r\n(?:[^\r\n]+\r\n)*\r\n/i.exec(part);
    if (head) files.push({ filename: head[1]!, content: part.slice(head[0].length, part.length - 2) });
  }
  return files;
}

function findComponent(message: FakeMessage, customId: string): any {
  for (const row of message.components) for (const c of row.components ?? []) if (c.custom_id === customId) return c;
  return undefined;
}
