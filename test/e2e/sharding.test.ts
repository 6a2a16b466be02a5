import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FakeDiscord } from '../../src/standin/server.js';
import { BotProcess, START_ENTRY } from '../support/bot-process.js';
import { connectRedis, dropPrefix, randomPrefix, REDIS_URL } from '../support/redis.js';
import { expectEachTimerOnceThenPlay, forgetPublished, gamesWaitingOnTimers, sessionReader } from '../support/shard-drill.js';
import { shardOf } from '../../src/sharding/shard-of.js';

// `npm start` with SHARD_COUNT=auto against a stand-in that recommends two shards: discord.js's
// ShardingManager and two shard processes, one Redis. A guild on each shard, a game in each.
const GUILDS = [
  { id: '910000000000000001', channel: '911000000000000001' },
  { id: '900000000000000001', channel: '901000000000000001' },
];

const fake = new FakeDiscord();
fake.shardCount = 2;
const redis = connectRedis();
const prefix = randomPrefix();
let bot: BotProcess;

const online = () => bot.logs.filter((l) => l.msg === 'Parlor is online');
const firings = (channelId: string) => bot.logs.filter((l) => l.msg === 'turn timer fired' && l.channelId === channelId);
/** The shard whose process logged the answer to an interaction (the line follows the answer). */
const answeredBy = async (interactionId: string) =>
  (await bot.waitForLog((l) => (l.msg === 'command' || l.msg === 'component') && l.interactionId === interactionId, `the log of interaction ${interactionId}`))
    .shard;

const session = sessionReader(redis, prefix);
/** Each guild is its own shard's: guild i on shard i. */
const owner = (i: number) => String(i);

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
    expect(
      online()
        .map((l) => [l.shard, l.guilds])
        .sort(),
    ).toEqual([
      ['0', 1],
      ['1', 1],
    ]);
    // Both processes share Discord's limits (IDENTIFYs, the global REST budget) through Redis.
    expect(online().map((l) => l.discordLimits)).toEqual(['shared', 'shared']);

    // A game in each guild; the first player moves, so the second player's 15 s turn timer runs.
    const games = await gamesWaitingOnTimers(fake, GUILDS, answeredBy, owner, session);

    // Both tables look behind their messages (their published notes gone), so a shard starting up
    // shows them again: the restarted shard 1 must show its own table only, not shard 0's too.
    await forgetPublished(redis, prefix, GUILDS);

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

    // Both timers fall due (the one of shard 1's table perhaps while it was down): each fires once in
    // all, and play goes on at both tables, each answered by its own shard (shard 1: the restarted process).
    await expectEachTimerOnceThenPlay(fake, GUILDS, games, { firings, session, answeredBy, owner });
    expect(bot.logs.filter((l) => l.msg === 'interaction failed')).toEqual([]);
    expect(fake.violations).toEqual([]);
  }, 120_000);
});
