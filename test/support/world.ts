import type { Cluster, Redis } from 'ioredis';
import { FakeDiscord } from '../../src/standin/server.js';
import { BotProcess } from './bot-process.js';
import { packJson, unpackJson } from '../../src/store/session-codec.js';
import { connectRedis, dropPrefix, keysMatching, randomPrefix, REDIS_URL } from './redis.js';
import { startRedisCluster, type TestCluster } from './redis-cluster.js';

export const GUILD = '900000000000000001';

/**
 * A fake Discord, a real Redis under a fresh prefix, and the real bot process between them. With
 * `{ cluster: true }` the Redis is a local Redis Cluster of three masters, started with the world
 * and given to the bot as REDIS_CLUSTER_NODES. `entry` runs the bot from another file (one that
 * registers a test's game, then runs src/index.ts).
 */
export class World {
  readonly fake = new FakeDiscord();
  readonly prefix = randomPrefix();
  redis!: Redis | Cluster;
  bot!: BotProcess;
  readonly bots: BotProcess[] = [];
  private cluster: TestCluster | null = null;

  constructor(
    readonly channels: string[],
    private readonly env: Record<string, string> = {},
    private readonly options: { cluster?: boolean; entry?: string } = {},
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
    await this.startBot();
    return this;
  }

  /** Starts a bot process; the first one started is `bot`, and receives the interactions. */
  async startBot(envOverrides: Record<string, string> = {}): Promise<BotProcess> {
    // Identifies only grow; open connections may still drop by a bot stopped just before this one.
    const before = this.fake.identifies.length;
    const bot = new BotProcess(
      {
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
        ...envOverrides,
      },
      this.options.entry,
    );
    bot.start();
    await bot.waitForLog((l) => l.msg === 'Parlor is online', 'the bot to come online');
    await this.fake.waitFor(() => this.fake.identifies.length > before && this.fake.connections > 0, 'the gateway connection');
    this.bots.push(bot);
    if (this.fake.connections === 1) this.bot = bot;
    return bot;
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

  /** Overwrites a channel's stored record with `json` as the store writes it (tests of damaged records). */
  async overwrite(channelId: string, json: string): Promise<void> {
    await this.redis.hset(await this.tableKey(channelId), 'json', packJson(json));
  }

  async tableKey(channelId: string): Promise<string> {
    const keys = await keysMatching(this.redis, `${this.prefix}*:table:${channelId}`);
    return keys[0]!;
  }
}
