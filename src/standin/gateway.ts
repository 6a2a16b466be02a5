import type { Server } from 'node:http';
import { WebSocketServer, type WebSocket } from 'ws';
import { shardOf } from '../sharding/shard-of.js';
import type { StandinChannel, StandinEvents } from './events.js';
import type { GuildDirectory } from './guilds.js';
import type { IdentifyLimits } from './identify-limits.js';
import type { BotUser } from './model.js';
import { channelJson, guildCreateJson } from './payloads.js';
import type { Snowflakes } from './snowflakes.js';

export interface GatewayDeps {
  token: string;
  bot: BotUser;
  guilds: GuildDirectory;
  ids: Snowflakes;
  events: StandinEvents;
  /** Discord's limits on IDENTIFY: per bucket per 5 s, and per day. */
  limits: IdentifyLimits;
  /** The gateway's address (ws://...), known once the server listens. */
  url: () => string;
}

/**
 * The gateway, as discord.js meets it: HELLO, IDENTIFY (with the bot's token and its shard),
 * READY and a GUILD_CREATE per guild of that shard, heartbeats answered, RESUME refused.
 * IDENTIFYs are held to Discord's limits (identify-limits.ts): one too early for its bucket gets
 * Invalid Session (op 9, not resumable), as Discord answers it; the one past the day's total ends
 * every session and the token stops working (close code 4004), as Discord resets the token.
 * Sharded like Discord: a bot that identifies as shard [id, n] gets the events of the guilds
 * with (guild_id >> 22) % n = id (direct messages: shard 0).
 */
export class Gateway {
  private wss: WebSocketServer | null = null;
  private readonly sockets = new Set<WebSocket>();
  /** The [shard id, shard count] each identified socket asked for. */
  private readonly socketShards = new Map<WebSocket, [number, number]>();
  private sequence = 0;

  constructor(private readonly deps: GatewayDeps) {}

  attach(server: Server): void {
    this.wss = new WebSocketServer({ server });
    this.wss.on('connection', (socket) => this.onConnection(socket));
  }

  async close(): Promise<void> {
    for (const socket of this.sockets) socket.terminate();
    await new Promise<void>((resolve) => this.wss?.close(() => resolve()));
  }

  /** How many bots have identified and are still connected. */
  get connections(): number {
    return this.sockets.size;
  }

  /** The shard ids of the connected bots, one entry per connection (e.g. [0, 1]). */
  get connectedShards(): number[] {
    return [...this.sockets].map((socket) => this.socketShards.get(socket)?.[0] ?? 0);
  }

  /** The bot that gets a guild's events (undefined: direct messages): the first identified as its shard. */
  ownerOf(guildId: string | undefined): WebSocket | undefined {
    return [...this.sockets].find((socket) => this.receives(socket, guildId));
  }

  /** Tells every bot of the guild's shard about a new channel or thread, as Discord would. */
  channelCreated(guildId: string, channel: StandinChannel): void {
    const thread = channel.type === 11;
    const data = { ...channelJson(channel, guildId, this.deps.bot.id), ...(thread ? { newly_created: true } : {}) };
    for (const socket of this.sockets) if (this.receives(socket, guildId)) this.dispatch(socket, thread ? 'THREAD_CREATE' : 'CHANNEL_CREATE', data);
  }

  /** Sends one dispatch event (op 0) with the next sequence number. */
  dispatch(socket: WebSocket, event: string, d: unknown): void {
    socket.send(JSON.stringify({ op: 0, t: event, s: ++this.sequence, d }));
  }

  /** Whether a connected socket receives the events of a guild (undefined: a direct message). */
  private receives(socket: WebSocket, guildId: string | undefined): boolean {
    const [id, count] = this.socketShards.get(socket) ?? [0, 1];
    return shardOf(guildId, count) === id;
  }

  private onConnection(socket: WebSocket): void {
    socket.on('close', () => {
      this.sockets.delete(socket);
      this.socketShards.delete(socket);
      this.deps.events.emit({ kind: 'gateway', connections: this.sockets.size });
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
    const { bot, guilds, ids, events } = this.deps;
    if (identify.token.replace(/^Bot /, '') !== this.deps.token || this.deps.limits.tokenReset) {
      socket.close(4004, 'Authentication failed.');
      return;
    }
    const shard = identify.shard ?? [0, 1];
    if (!(shard[1] >= 1 && shard[0] >= 0 && shard[0] < shard[1])) {
      socket.close(4010, 'Invalid shard.');
      return;
    }
    const outcome = this.deps.limits.decide([shard[0], shard[1]]);
    if (outcome === 'too-early') {
      socket.send(JSON.stringify({ op: 9, d: false, s: null, t: null }));
      return;
    }
    if (outcome === 'over-daily-limit') {
      for (const open of [...this.sockets, socket]) open.close(4004, 'Authentication failed.');
      return;
    }
    const own = guilds.botGuilds.filter((g) => shardOf(g.id, shard[1]) === shard[0]);
    this.socketShards.set(socket, shard);
    this.sockets.add(socket);
    this.dispatch(socket, 'READY', {
      v: 10,
      user: bot,
      guilds: own.map((g) => ({ id: g.id, unavailable: true })),
      session_id: `session-${ids.next()}`,
      resume_gateway_url: this.deps.url(),
      shard,
      application: { id: bot.id, flags: 0 },
    });
    for (const g of own)
      this.dispatch(
        socket,
        'GUILD_CREATE',
        guildCreateJson(
          g,
          g.channels.map((id) => guilds.channel(id)),
          bot.id,
        ),
      );
    events.emit({ kind: 'gateway', connections: this.sockets.size });
  }
}
