import type { Redis } from 'ioredis';
import { FakeDiscord } from './fake-discord/server.js';
import { BotProcess } from './bot-process.js';
import { connectRedis, dropPrefix, randomPrefix, REDIS_URL } from './redis.js';

export const GUILD = '900000000000000001';

/** A fake Discord, a real Redis under a fresh prefix, and the real bot process between them. */
export class World {
  readonly fake = new FakeDiscord();
  readonly prefix = randomPrefix();
  readonly redis: Redis = connectRedis();
  bot!: BotProcess;

  constructor(
    readonly channels: string[],
    private readonly env: Record<string, string> = {},
  ) {}

  async start(): Promise<this> {
    this.fake.addGuild({ id: GUILD, name: 'Parlor test guild', channels: this.channels });
    await this.fake.start();
    await this.startBot();
    return this;
  }

  async startBot(): Promise<BotProcess> {
    this.bot = new BotProcess({
      DISCORD_TOKEN: this.fake.token,
      DISCORD_API_URL: this.fake.apiUrl,
      REDIS_URL,
      REDIS_KEY_PREFIX: this.prefix,
      LOG_LEVEL: 'debug',
      TIMER_POLL_MS: '200',
      ...this.env,
    });
    this.bot.start();
    await this.bot.waitForLog((l) => l.msg === 'Parlor is online', 'the bot to come online');
    await this.fake.waitFor(() => this.fake.connected, 'the gateway connection');
    return this.bot;
  }

  async stop(): Promise<void> {
    await this.bot?.kill();
    await this.fake.stop();
    await dropPrefix(this.redis, this.prefix);
    await this.redis.quit();
  }

  /** The stored session of a channel, read straight from Redis. */
  async session(channelId: string): Promise<any> {
    const keys = await this.redis.keys(`${this.prefix}*:table:${channelId}`);
    if (keys.length === 0) return null;
    const raw = await this.redis.hget(keys[0]!, 'json');
    return raw ? JSON.parse(raw) : null;
  }

  async tableKey(channelId: string): Promise<string> {
    const keys = await this.redis.keys(`${this.prefix}*:table:${channelId}`);
    return keys[0]!;
  }
}
