import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FakeDiscord, type FakeMessage, type FakeUser } from '../../src/standin/server.js';
import { BotProcess, START_ENTRY } from '../support/bot-process.js';
import { connectRedis, dropPrefix, randomPrefix, REDIS_URL } from '../support/redis.js';
import { controlOf, pirateTurn, settle, startPirate, users, visibleText } from '../support/fake-discord/driver.js';
import { globalRate } from '../support/rest-load-process.js';
import { unpackJson } from '../../src/store/session-codec.js';
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
const byId = (id: string): FakeUser => Object.values(users).find((u) => u.id === id)!;

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
    for (const [name, bot] of Object.entries(hosts)) if (bot.logs.some((l) => (l.msg === 'command' || l.msg === 'component') && l.interactionId === interactionId)) return name;
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error(`no host logged interaction ${interactionId}`);
}

async function session(channelId: string): Promise<any> {
  const [key] = await redis.keys(`${prefix}*:table:${channelId}`);
  const stored = key ? await redis.hgetBuffer(key, 'json') : null;
  return stored ? JSON.parse(unpackJson(channelId, stored)) : null;
}

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
      expect(hosts[name].logs.find((l) => l.msg === 'Parlor is online')).toMatchObject({ shard: HOSTS[name], guilds: 2, shards: 2, shardCount: 4, discordLimits: 'shared' });
    }

    // A game in each guild; the first player moves, so the second player's 15 s turn timer runs.
    const tables: FakeMessage[] = [];
    const waiting: FakeUser[] = [];
    for (const guild of GUILDS) {
      const table = await startPirate(fake, guild.channel, [users.ann, users.bo, users.chan], [{ type: 4, name: 'turn_seconds', value: 15 }]);
      const first = byId(pirateTurn(table)!);
      const opened = await fake.click(first, table, controlOf(table, /:panel$/));
      expect(await answeredBy(opened.id)).toBe(hostOf(guild.shard));
      const panel = opened.messages[0]!;
      await fake.click(first, panel, controlOf(panel, /:g:min:/));
      await settle(fake);
      tables.push(table);
      waiting.push(byId(pirateTurn(table)!));
    }
    const deadlines = await Promise.all(GUILDS.map(async (g) => (await session(g.channel)).deadline as number));

    // Every table looks behind its message, so a host starting up shows again those of its own shards.
    for (const guild of GUILDS) {
      const [key] = await redis.keys(`${prefix}*:table:${guild.channel}`);
      await redis.hdel(key!, 'pub');
    }

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

    // Every timer falls due (host B's perhaps while it was down): each fires once, in whichever process.
    await new Promise((r) => setTimeout(r, Math.max(0, Math.max(...deadlines) - Date.now()) + 300));
    await fake.waitFor(() => GUILDS.every((g) => firings(g.channel).length > 0), 'the four turn timers to fire', 20_000);
    await settle(fake, 1_000);
    for (const [i, guild] of GUILDS.entries()) {
      expect(firings(guild.channel)).toHaveLength(1);
      const after = await session(guild.channel);
      expect(after.state.history).toHaveLength(2);
      expect(after.state.history[1]).toMatchObject({ player: waiting[i]!.id });
      expect(after.state.timeouts[waiting[i]!.id]).toBe(1);
      expect(visibleText(tables[i]!)).toMatch(/ran out of time/);

      // Play goes on at every table, answered by its host (host B: the restarted process).
      const next = byId(after.state.turn);
      const challenge = await fake.click(next, tables[i]!, controlOf(tables[i]!, /:g:chal$/));
      expect(challenge.callback?.type).toBe(7);
      expect(await answeredBy(challenge.id)).toBe(hostOf(guild.shard));
      expect(visibleText(tables[i]!)).toContain('Round 1 reveal');
    }

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
