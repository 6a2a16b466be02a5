import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FakeDiscord } from '../../src/standin/server.js';
import { BotProcess, START_ENTRY } from '../support/bot-process.js';
import { connectRedis, dropPrefix, randomPrefix, REDIS_URL } from '../support/redis.js';
import { controlOf } from '../support/fake-discord/driver.js';
import { expectEachTimerOnceThenPlay, forgetPublished, gamesWaitingOnTimers, sessionReader } from '../support/shard-drill.js';
import { globalRate } from '../support/rest-load-process.js';
import { shardOf } from '../../src/sharding/shard-of.js';
import { IDENTIFY_WINDOW_MS } from '../../src/standin/identify-limits.js';

// Two hosts, each a process group of its own running `npm start` with a range of SHARD_COUNT=4
// (host A shards 0-1, host B shards 2-3), one Redis, the stand-in routing each guild to its shard
// with max_concurrency 2 (buckets: shard % 2) and refusing past 50 REST requests a second.
const SHARD_COUNT = 4;
const guildOfShard = (shard: number) => String((((900_000_000_000_000_000n >> 22n) * 4n + BigInt(shard)) << 22n) | 1n);
const GUILDS = [0, 1, 2, 3].map((shard) => ({ shard, id: guildOfShard(shard), channel: `90100000000000000${shard}` }));
const HOSTS = { A: '0-1', B: '2-3' } as const;
const hostOf = (shard: number): keyof typeof HOSTS => (shard < 2 ? 'A' : 'B');

const fake = new FakeDiscord();
fake.maxConcurrency = 2;
fake.rest = { globalPerSecond: 50 };
const redis = connectRedis();
const prefix = randomPrefix();
const hosts: Record<'A' | 'B', BotProcess> = {} as never;
/** Every host process started, the killed one included: timers may fire in any of them. */
const everyProcess: BotProcess[] = [];

function startHost(name: 'A' | 'B'): BotProcess {
  const bot = new BotProcess(
    {
      DISCORD_TOKEN: fake.token,
      DISCORD_API_URL: fake.apiUrl,
      REDIS_URL,
      REDIS_KEY_PREFIX: prefix,
      LOG_LEVEL: 'debug',
      NODE_ENV: 'test',
      TIMER_POLL_MS: '200',
      SHARD_COUNT: String(SHARD_COUNT),
      SHARD_IDS: HOSTS[name],
    },
    START_ENTRY,
    { group: true },
  );
  bot.start();
  hosts[name] = bot;
  everyProcess.push(bot);
  return bot;
}

const online = (bot: BotProcess) => bot.waitForLog((l) => l.msg === 'Parlor is online', 'the host to come online', 60_000);
const firings = (channelId: string) => everyProcess.flatMap((bot) => bot.logs.filter((l) => l.msg === 'turn timer fired' && l.channelId === channelId));
/** The host whose process answered an interaction (its log line follows the answer). */
async function answeredBy(interactionId: string): Promise<string> {
  const deadline = Date.now() + 10_000;
  while (Date.now() < deadline) {
    for (const [name, bot] of Object.entries(hosts))
      if (bot.logs.some((l) => (l.msg === 'command' || l.msg === 'component') && l.interactionId === interactionId)) return name;
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error(`no host logged interaction ${interactionId}`);
}

const session = sessionReader(redis, prefix);
/** The host that owns guild i. */
const owner = (i: number) => hostOf(GUILDS[i]!.shard);

let testStart = 0;
beforeAll(async () => {
  for (const g of GUILDS) fake.addGuild({ id: g.id, name: `Shard ${g.shard} guild`, channels: [g.channel] });
  await fake.start();
  testStart = Date.now();
  // Both hosts at once: their four shards fall in two buckets, so two of them must wait their turn.
  startHost('A');
  startHost('B');
  await Promise.all([online(hosts.A), online(hosts.B)]);
}, 120_000);

afterAll(async () => {
  for (const bot of everyProcess) await bot.kill('SIGTERM');
  await fake.stop();
  await dropPrefix(redis, prefix);
  await redis.quit();
});

describe('two hosts, each with a range of the shards, on one Redis', () => {
  it('a host killed mid-game: the other keeps answering; restarted, its shards come back with their tables and timers, each due timer fires once; IDENTIFYs and REST keep to the limits', async () => {
    expect(GUILDS.map((g) => shardOf(g.id, SHARD_COUNT))).toEqual([0, 1, 2, 3]);
    expect([...fake.connectedShards].sort()).toEqual([0, 1, 2, 3]);
    for (const name of ['A', 'B'] as const) {
      expect(hosts[name].logs.find((l) => l.msg === 'Parlor is online')).toMatchObject({
        shard: HOSTS[name],
        guilds: 2,
        shards: 2,
        shardCount: 4,
        discordLimits: 'shared',
      });
    }

    // A game in each guild; the first player moves, so the second player's 15 s turn timer runs.
    const games = await gamesWaitingOnTimers(fake, GUILDS, answeredBy, owner, session);
    const { tables, waiting } = games;

    // Every table looks behind its message, so a host starting up shows again those of its own shards.
    await forgetPublished(redis, prefix, GUILDS);

    // Host B is lost at once (its whole process group, SIGKILL).
    const killed = hosts.B;
    await killed.killGroup('SIGKILL');
    await fake.waitFor(() => !fake.connectedShards.some((s) => s >= 2), 'the gateway to notice host B gone');

    // Host A's tables keep answering meanwhile.
    for (const [i, guild] of GUILDS.slice(0, 2).entries()) {
      const opened = await fake.click(waiting[i]!, tables[i]!, controlOf(tables[i]!, /:panel$/));
      expect(opened.callback).toBeDefined();
      expect(await answeredBy(opened.id)).toBe('A');
      expect(guild.shard).toBeLessThan(2);
    }

    // Host B comes back (a new process group, same range).
    startHost('B');
    await online(hosts.B);
    await fake.waitFor(() => [...fake.connectedShards].sort().join() === '0,1,2,3', 'all four shards connected again');
    const republished = await hosts.B.waitForLog((l) => l.msg === 'tables behind their state published again', 'host B to look for tables to show again');
    // Its own two stale tables of the four: guild ownership follows the shard range.
    expect(republished.count).toBe(2);

    // Every timer falls due (host B's perhaps while it was down): each fires once, in whichever
    // process, and play goes on at every table, answered by its host (host B: the restarted process).
    await expectEachTimerOnceThenPlay(fake, GUILDS, games, { firings, session, answeredBy, owner });

    // IDENTIFYs: four at the start and two at host B's restart, none refused, and in each bucket at
    // least Discord's 5 s apart (max_concurrency 2: two buckets side by side).
    const identifies = fake.identifies;
    expect(identifies.map((r) => r.outcome)).toEqual(Array(6).fill('ready'));
    expect(identifies.map((r) => r.shard[0]).sort()).toEqual([0, 1, 2, 2, 3, 3]);
    for (const bucket of [0, 1]) {
      const times = identifies.filter((r) => r.bucket === bucket).map((r) => r.at);
      for (let i = 1; i < times.length; i++) expect(times[i]! - times[i - 1]!).toBeGreaterThanOrEqual(IDENTIFY_WINDOW_MS);
    }
    // The first two shards of the start identified together (two buckets), the other two waited.
    const start = identifies.slice(0, 4).map((r) => r.at - identifies[0]!.at);
    expect(start[1]!).toBeLessThan(IDENTIFY_WINDOW_MS);
    expect(start[2]!).toBeGreaterThanOrEqual(IDENTIFY_WINDOW_MS);

    // REST: never more than 50 in any second over the whole drill, none refused.
    const rest = globalRate(fake.calls, testStart, Date.now());
    console.log(
      `identifies (shard@ms from the first): ${identifies.map((r) => `${r.shard[0]}@${r.at - identifies[0]!.at}`).join(' ')}; REST: ${rest.count} calls, most in any 1 s ${rest.maxInWindow}, 429s ${fake.rateLimited}`,
    );
    expect(rest.maxInWindow).toBeLessThanOrEqual(50);
    expect(fake.rateLimited).toBe(0);
    expect(everyProcess.flatMap((bot) => bot.logs.filter((l) => l.msg === 'interaction failed'))).toEqual([]);
    expect(fake.violations).toEqual([]);
  }, 150_000);
});
