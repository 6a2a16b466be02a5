import type { Cluster, Redis } from 'ioredis';
import { FakeDiscord } from '../../src/standin/server.js';
import { BotProcess } from './bot-process.js';
import { packJson, unpackJson } from '../../src/store/session-codec.js';
import { moveListKey, moveListName } from '../../src/store/keys.js';
import { connectRedis, dropPrefix, keysMatching, randomPrefix, REDIS_URL } from './redis.js';
import { startRedisCluster, type TestCluster } from './redis-cluster.js';
import { freePorts } from './redis-process.js';

export const GUILD = '900000000000000001';

/** Interactions over HTTP: one worker (`true`) or `workers` of them, each a bot process with INTERACTIONS=http on a port of its own. */
export type HttpOption = true | { workers: number };

/** One HTTP worker: its port, the interactions URL the stand-in posts to, and its process (the latest started on that port). */
export interface HttpWorker {
  port: number;
  url: string;
  bot: BotProcess;
}

const interactionsUrl = (port: number) => `http://127.0.0.1:${port}/interactions`;

export interface WorldOptions {
  cluster?: boolean;
  entry?: string;
  http?: HttpOption;
}

/**
 * A fake Discord, a real Redis under a fresh prefix, and the real bot process between them. With
 * `{ cluster: true }` the Redis is a local Redis Cluster of three masters, started with the world
 * and given to the bot as REDIS_CLUSTER_NODES. `entry` runs the bot from another file (one that
 * registers a test's game, then runs src/index.ts). With `{ http: true }` or `{ http: { workers: N } }`
 * there is no gateway: N bot processes run with INTERACTIONS=http, the stand-in's public key and
 * ports of their own, sharing the Redis, and the stand-in POSTs every interaction to them signed, round
 * robin, skipping a worker whose connection is refused (a load balancer after its health check).
 */
export class World {
  readonly fake = new FakeDiscord();
  readonly prefix = randomPrefix();
  redis!: Redis | Cluster;
  bot!: BotProcess;
  readonly bots: BotProcess[] = [];
  /** With `http`: the workers, in the stand-in's round-robin order. */
  readonly workers: HttpWorker[] = [];
  private readonly workerPorts: number[] = [];
  private cluster: TestCluster | null = null;

  constructor(
    readonly channels: string[],
    private readonly env: Record<string, string> = {},
    private readonly options: WorldOptions = {},
  ) {
    if (!options.cluster) this.redis = connectRedis();
  }

  async start(): Promise<this> {
    if (this.options.cluster) {
      this.cluster = await startRedisCluster();
      this.redis = this.cluster.connect();
    }
    this.fake.addGuild({ id: GUILD, name: 'Parlor test guild', channels: this.channels });
    await this.fake.start();
    if (this.options.http) await this.startWorkers(this.options.http === true ? 1 : this.options.http.workers);
    else await this.startBot();
    return this;
  }

  private async startWorkers(count: number): Promise<void> {
    this.workerPorts.push(...(await freePorts(count)));
    this.fake.deliverInteractionsTo(this.workerPorts.map(interactionsUrl));
    for (let i = 0; i < count; i++) await this.startWorker(i);
    this.bot = this.workers[0]!.bot;
  }

  /**
   * Starts worker `index`'s bot process (again, after a kill: on the same port, so the stand-in's
   * balancer finds it) and waits until its GET /healthz answers 200.
   */
  async startWorker(index: number, envOverrides: Record<string, string> = {}): Promise<BotProcess> {
    const port = this.workerPorts[index];
    if (port === undefined) throw new Error(`world: no HTTP worker ${index}`);
    const bot = new BotProcess(
      {
        ...this.botEnv(),
        INTERACTIONS: 'http',
        DISCORD_PUBLIC_KEY: this.fake.interactionsPublicKey,
        INTERACTIONS_PORT: String(port),
        ...envOverrides,
      },
      this.options.entry,
    );
    bot.start();
    await bot.waitForHealthy(`http://127.0.0.1:${port}/healthz`, `HTTP worker ${index} to be healthy`);
    this.workers[index] = { port, url: interactionsUrl(port), bot };
    this.bots.push(bot);
    return bot;
  }

  /** The HTTP worker whose process answered an interaction (by the URL the stand-in posted it to), or undefined. */
  workerOf(record: { deliveredTo?: string }): number | undefined {
    const index = this.workers.findIndex((w) => w.url === record.deliveredTo);
    return index < 0 ? undefined : index;
  }

  /** Starts a bot process; the first one started is `bot`, and receives the interactions. */
  async startBot(envOverrides: Record<string, string> = {}): Promise<BotProcess> {
    // Identifies only grow; open connections may still drop by a bot stopped just before this one.
    const before = this.fake.identifies.length;
    const bot = new BotProcess({ ...this.botEnv(), ...envOverrides }, this.options.entry);
    bot.start();
    await bot.waitForLog((l) => l.msg === 'Parlor is online', 'the bot to come online');
    await this.fake.waitFor(() => this.fake.identifies.length > before && this.fake.connections > 0, 'the gateway connection');
    this.bots.push(bot);
    if (this.fake.connections === 1) this.bot = bot;
    return bot;
  }

  /** What every bot process of the world runs with: the stand-in, the Redis under the world's prefix, short test timings. */
  private botEnv(): Record<string, string> {
    return {
      DISCORD_TOKEN: this.fake.token,
      DISCORD_API_URL: this.fake.apiUrl,
      ...(this.cluster ? { REDIS_URL: '', REDIS_CLUSTER_NODES: this.cluster.nodes } : { REDIS_URL }),
      REDIS_KEY_PREFIX: this.prefix,
      LOG_LEVEL: 'debug',
      // Strict messages: a raw {placeholder} or a stray parameter fails the bot's action, and so the test.
      NODE_ENV: 'test',
      TIMER_POLL_MS: '200',
      // An edit waits at most this long for its picture: settle() (300 ms of quiet) outlasts it.
      PICTURE_DEADLINE_MS: '150',
      // Between Hold'em hands the table waits the whole turn, as tests of what people do between hands
      // expect (the short deal pause is the runner's, tested in test/unit/holdem-deal-pause.test.ts).
      DEAL_PAUSE_MS: '60000',
      ...this.env,
    };
  }

  async stop(): Promise<void> {
    // A cluster that could not start left nothing else started (start() begins with it).
    if (!this.redis) return;
    for (const bot of this.bots) await bot.kill();
    await this.fake.stop();
    await dropPrefix(this.redis, this.prefix);
    await this.redis.quit();
    await this.cluster?.stop();
  }

  /** The stored session of a channel, read straight from Redis. */
  async session(channelId: string): Promise<any> {
    const keys = await keysMatching(this.redis, `${this.prefix}*:table:${channelId}`);
    if (keys.length === 0) return null;
    const stored = await this.redis.hgetBuffer(keys[0]!, 'json');
    return stored ? JSON.parse(unpackJson(channelId, stored)) : null;
  }

  /** The move list of a channel's current session, oldest first, read straight from Redis (entries as the commit wrote them). */
  async moveList(channelId: string): Promise<Array<{ version: number; lines: Array<Record<string, any>> }>> {
    const session = await this.session(channelId);
    if (!session) return [];
    const entries = await this.redis.lrange(moveListKey(this.prefix, channelId, moveListName(session.id)), 0, -1);
    return entries.map((entry) => JSON.parse(entry));
  }

  /** Overwrites a channel's stored record with `json` as the store writes it (tests of damaged records). */
  async overwrite(channelId: string, json: string): Promise<void> {
    await this.redis.hset(await this.tableKey(channelId), 'json', packJson(json));
  }

  async tableKey(channelId: string): Promise<string> {
    const keys = await keysMatching(this.redis, `${this.prefix}*:table:${channelId}`);
    return keys[0]!;
  }
}
