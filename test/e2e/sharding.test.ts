import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FakeDiscord, type FakeMessage, type FakeUser } from '../../src/standin/server.js';
import { BotProcess, START_ENTRY } from '../support/bot-process.js';
import { connectRedis, dropPrefix, randomPrefix, REDIS_URL } from '../support/redis.js';
import { controlOf, pirateTurn, settle, startPirate, users, visibleText } from '../support/fake-discord/driver.js';
import { unpackJson } from '../../src/store/session-codec.js';
import { shardOf } from '../../src/sharding/shard-of.js';

// `npm start` with SHARD_COUNT=auto against a stand-in that recommends two shards: discord.js's
// ShardingManager and two shard processes, one Redis. A guild on each shard, a game in each.
const GUILDS = [
  { id: '910000000000000001', channel: '911000000000000001' },
  { id: '900000000000000001', channel: '901000000000000001' },
];
const byId = (id: string): FakeUser => Object.values(users).find((u) => u.id === id)!;

const fake = new FakeDiscord();
fake.shardCount = 2;
const redis = connectRedis();
const prefix = randomPrefix();
let bot: BotProcess;

const online = () => bot.logs.filter((l) => l.msg === 'Parlor is online');
const firings = (channelId: string) => bot.logs.filter((l) => l.msg === 'turn timer fired' && l.channelId === channelId);
/** The shard whose process logged the answer to an interaction (the line follows the answer). */
const answeredBy = async (interactionId: string) =>
  (await bot.waitForLog((l) => (l.msg === 'command' || l.msg === 'component') && l.interactionId === interactionId, `the log of interaction ${interactionId}`)).shard;

async function session(channelId: string): Promise<any> {
  const [key] = await redis.keys(`${prefix}*:table:${channelId}`);
  const stored = key ? await redis.hgetBuffer(key, 'json') : null;
  return stored ? JSON.parse(unpackJson(channelId, stored)) : null;
}

beforeAll(async () => {
  GUILDS.forEach((g, i) => fake.addGuild({ id: g.id, name: `Shard ${i} guild`, channels: [g.channel] }));
  await fake.start();
  bot = new BotProcess(
    {
      DISCORD_TOKEN: fake.token,
      DISCORD_API_URL: fake.apiUrl,
      REDIS_URL,
      REDIS_KEY_PREFIX: prefix,
      LOG_LEVEL: 'debug',
      NODE_ENV: 'test',
      TIMER_POLL_MS: '200',
      SHARD_COUNT: 'auto',
    },
    START_ENTRY,
  );
  bot.start();
  await bot.waitForLog((l) => l.msg === 'all shards are ready', 'both shards to be ready', 60_000);
}, 90_000);

afterAll(async () => {
  await bot?.kill('SIGTERM');
  await fake.stop();
  await dropPrefix(redis, prefix);
  await redis.quit();
});

describe('two shard processes and one Redis', () => {
  it('each shard holds and answers its own guilds; a shard killed mid-game comes back, every table resumes, every due timer fires once', async () => {
    expect(GUILDS.map((g) => shardOf(g.id, 2))).toEqual([0, 1]);
    // Each shard identified as [id, 2] and got only its own guild.
    expect([...fake.connectedShards].sort()).toEqual([0, 1]);
    expect(online().map((l) => [l.shard, l.guilds]).sort()).toEqual([
      ['0', 1],
      ['1', 1],
    ]);
    // Both processes share Discord's limits (IDENTIFYs, the global REST budget) through Redis.
    expect(online().map((l) => l.discordLimits)).toEqual(['shared', 'shared']);

    // A game in each guild; the first player moves, so the second player's 15 s turn timer runs.
    const tables: FakeMessage[] = [];
    const waiting: FakeUser[] = [];
    for (const [shard, guild] of GUILDS.entries()) {
      const table = await startPirate(fake, guild.channel, [users.ann, users.bo, users.chan], [{ type: 4, name: 'turn_seconds', value: 15 }]);
      const first = byId(pirateTurn(table)!);
      const opened = await fake.click(first, table, controlOf(table, /:panel$/));
      expect(await answeredBy(opened.id)).toBe(String(shard));
      const panel = opened.messages[0]!;
      await fake.click(first, panel, controlOf(panel, /:g:min:/));
      await settle(fake);
      tables.push(table);
      waiting.push(byId(pirateTurn(table)!));
    }
    const deadlines = await Promise.all(GUILDS.map(async (g) => (await session(g.channel)).deadline as number));

    // Both tables look behind their messages (their published notes gone), so a shard starting up
    // shows them again: the restarted shard 1 must show its own table only, not shard 0's too.
    for (const guild of GUILDS) {
      const [key] = await redis.keys(`${prefix}*:table:${guild.channel}`);
      await redis.hdel(key!, 'pub');
    }

    // Shard 1's process dies the hard way; the manager starts it again.
    const started = bot.logs.filter((l) => l.msg === 'shard process started' && l.shard === 1);
    expect(started).toHaveLength(1);
    process.kill(started[0]!.pid, 'SIGKILL');
    await fake.waitFor(() => !fake.connectedShards.includes(1), 'the gateway to notice the dead shard');
    await bot.waitForLog((l) => l.msg === 'shard process died; starting it again' && l.shard === 1, 'the manager to see the death');
    await fake.waitFor(() => online().filter((l) => l.shard === '1').length === 2 && fake.connectedShards.includes(1), 'shard 1 back online', 30_000);
    expect(bot.logs.filter((l) => l.msg === 'shard process started' && l.shard === 1).at(-1)!.pid).not.toBe(started[0]!.pid);
    const republished = () => bot.logs.filter((l) => l.msg === 'tables behind their state published again' && l.shard === '1');
    await fake.waitFor(() => republished().length === 2, 'the restarted shard to look for tables to show again');
    expect(republished().at(-1)!.count).toBe(1);

    // Both timers fall due (the one of shard 1's table perhaps while it was down): each fires once in all.
    await new Promise((r) => setTimeout(r, Math.max(0, Math.max(...deadlines) - Date.now()) + 300));
    await fake.waitFor(() => GUILDS.every((g) => firings(g.channel).length > 0), 'both turn timers to fire');
    await settle(fake, 1_000);
    for (const [i, guild] of GUILDS.entries()) {
      expect(firings(guild.channel)).toHaveLength(1);
      const after = await session(guild.channel);
      expect(after.state.history).toHaveLength(2);
      expect(after.state.history[1]).toMatchObject({ player: waiting[i]!.id });
      expect(after.state.timeouts[waiting[i]!.id]).toBe(1);
      expect(visibleText(tables[i]!)).toMatch(/ran out of time/);

      // Play goes on at both tables, each answered by its own shard (shard 1: the restarted process).
      const next = byId(after.state.turn);
      const challenge = await fake.click(next, tables[i]!, controlOf(tables[i]!, /:g:chal$/));
      expect(challenge.callback?.type).toBe(7);
      expect(await answeredBy(challenge.id)).toBe(String(i));
      expect(visibleText(tables[i]!)).toContain('Round 1 reveal');
    }
    expect(bot.logs.filter((l) => l.msg === 'interaction failed')).toEqual([]);
    expect(fake.violations).toEqual([]);
  }, 120_000);
});
