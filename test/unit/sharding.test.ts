import { spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { loadConfig } from '../../src/config.js';
import { shardOf } from '../../src/sharding/shard-of.js';
import { guildOwnership, shardAssignment } from '../../src/sharding/shard-env.js';
import { formatShardIds } from '../../src/sharding/shard-ids.js';
import { planShards } from '../../src/sharding/plan.js';
import { FakeDiscord } from '../../src/standin/server.js';
import { BotProcess, START_ENTRY } from '../support/bot-process.js';

describe('which shard a guild belongs to', () => {
  it('is (guild id >> 22) % shard count, as Discord routes it; direct messages and one shard: 0', () => {
    // A snowflake's top bits are its timestamp: ids 2^22 apart fall on consecutive shards.
    const base = 175_928_847_299_117_063n; // Discord's documentation example snowflake
    expect(shardOf(String(base), 1)).toBe(0);
    expect([0n, 1n, 2n, 3n].map((i) => shardOf(String(base + (i << 22n)), 4))).toEqual([0, 1, 2, 3].map((i) => (Number((base >> 22n) % 4n) + i) % 4));
    expect(shardOf(String(base + 1n), 4)).toBe(shardOf(String(base), 4));
    expect(shardOf(undefined, 4)).toBe(0);
  });
});

describe('the shards a process runs', () => {
  const base = { DISCORD_TOKEN: 't' };
  it('under the manager: the SHARDS it set; with SHARD_IDS: that range of SHARD_COUNT; otherwise the one shard', () => {
    expect(shardAssignment(loadConfig({ ...base, SHARD_COUNT: '2' }), { SHARDING_MANAGER: 'true', SHARDS: '[1]', SHARD_COUNT: '2' })).toEqual({
      ids: [1],
      count: 2,
    });
    expect(shardAssignment(loadConfig({ ...base, SHARD_COUNT: '48', SHARD_IDS: '16-31' }), {})).toEqual({
      ids: Array.from({ length: 16 }, (_, i) => 16 + i),
      count: 48,
    });
    expect(shardAssignment(loadConfig({ ...base, SHARD_COUNT: 'auto' }), {})).toEqual({ ids: [0], count: 1 });
    expect(shardAssignment(loadConfig({ ...base, SHARD_COUNT: '4' }), {})).toEqual({ ids: [0], count: 1 });
  });

  it('reads SHARD_IDS as ranges and lists, and a StatefulSet pod ordinal as its range of SHARDS_PER_PROCESS', () => {
    expect(loadConfig({ ...base, SHARD_COUNT: '48', SHARD_IDS: '16,17, 20-23,17' }).SHARD_IDS).toEqual([16, 17, 20, 21, 22, 23]);
    const pod = (name: string) => loadConfig({ ...base, SHARD_COUNT: '40', SHARDS_PER_PROCESS: '16', PROCESS_INDEX: name }).SHARD_IDS;
    expect(pod('parlor-0')).toEqual(Array.from({ length: 16 }, (_, i) => i));
    expect(pod('parlor-2')).toEqual([32, 33, 34, 35, 36, 37, 38, 39]);
    expect(pod('1')).toEqual(Array.from({ length: 16 }, (_, i) => 16 + i));
    expect(loadConfig({ ...base, SHARD_COUNT: '4' }).SHARD_IDS).toBeUndefined();
    expect(formatShardIds([16, 17, 20, 21, 22, 23])).toBe('16-17,20-23');
    expect(formatShardIds([3])).toBe('3');
  });

  it('refuses a range it cannot run, naming the variable', () => {
    const refused = (env: Record<string, string>) => {
      try {
        loadConfig({ ...base, ...env });
      } catch (error) {
        return (error as Error).message;
      }
      return 'accepted';
    };
    expect(refused({ SHARD_IDS: '0-3' })).toBe(
      'Invalid configuration: SHARD_IDS needs a fixed SHARD_COUNT (the same whole number in every process), not auto: shard ids only mean something out of a known count',
    );
    expect(refused({ SHARD_COUNT: '48', SHARD_IDS: '40-48' })).toBe('Invalid configuration: SHARD_IDS names shard 48, but SHARD_COUNT=48 numbers them 0 to 47');
    expect(refused({ SHARD_COUNT: '48', SHARD_IDS: '16..31' })).toBe(
      'Invalid configuration: SHARD_IDS has "16..31", which is neither a shard id nor a range like 16-31',
    );
    expect(refused({ SHARD_COUNT: '48', SHARD_IDS: '31-16' })).toBe('Invalid configuration: SHARD_IDS has the range 31-16, which ends before it starts');
    expect(refused({ SHARD_COUNT: '48', SHARDS_PER_PROCESS: '16', PROCESS_INDEX: 'parlor-3' })).toBe(
      'Invalid configuration: PROCESS_INDEX is 3: with 16 shards per process it would start at shard 48, past the last shard (47)',
    );
    expect(refused({ SHARD_COUNT: '48', PROCESS_INDEX: '1' })).toBe(
      'Invalid configuration: PROCESS_INDEX needs SHARDS_PER_PROCESS (process i runs shards i × SHARDS_PER_PROCESS onwards)',
    );
    expect(refused({ SHARD_COUNT: '48', SHARDS_PER_PROCESS: '16', PROCESS_INDEX: 'parlor', SHARD_IDS: '' })).toBe(
      'Invalid configuration: PROCESS_INDEX is "parlor", neither a whole number nor a name ending in -<number> (a StatefulSet pod\'s name, e.g. parlor-3)',
    );
    expect(refused({ SHARD_COUNT: '48', SHARDS_PER_PROCESS: '16', PROCESS_INDEX: '1', SHARD_IDS: '0-15' })).toMatch(
      /^Invalid configuration: SHARD_IDS and SHARDS_PER_PROCESS\/PROCESS_INDEX are both set/,
    );
  });

  it("owns the guilds Discord sends to its shards (direct messages: shard 0's), or every guild when the bot has one shard", () => {
    const snowflake = 175_928_847_299_117_063n;
    const guilds = [0n, 1n, 2n, 3n, 4n, 5n].map((i) => String(snowflake + (i << 22n)));
    const hostA = guildOwnership({ ids: [0, 1], count: 4 });
    const hostB = guildOwnership({ ids: [2, 3], count: 4 });
    for (const g of guilds) expect(hostA(g)).not.toBe(hostB(g));
    expect(guilds.filter(hostA).every((g) => [0, 1].includes(shardOf(g, 4)))).toBe(true);
    expect(guilds.filter(hostB).every((g) => [2, 3].includes(shardOf(g, 4)))).toBe(true);
    expect([hostA(null), hostB(null)]).toEqual([true, false]);
    expect([...guilds, null].every(guildOwnership({ ids: [0], count: 1 }))).toBe(true);
  });
});

describe('the shard plan and start-up, against the stand-in', () => {
  const fake = new FakeDiscord();
  beforeAll(() => fake.start());
  afterAll(() => fake.stop());
  const config = (env: Record<string, string>) => loadConfig({ DISCORD_TOKEN: fake.token, DISCORD_API_URL: fake.apiUrl, ...env });
  /** Opens a gateway session as shard `shard`: whether READY came, and the close code when it closes. */
  const openSession = (shard: [number, number], discord = fake) => {
    const socket = new WebSocket(`ws://127.0.0.1:${discord.port}`);
    const ready = new Promise<boolean | { invalidSession: boolean; guilds?: string[] }>((resolve) => {
      socket.on('message', (raw) => {
        const packet = JSON.parse(raw.toString());
        if (packet.t === 'READY') resolve(true);
        if (packet.op === 9) resolve({ invalidSession: packet.d });
      });
    });
    socket.on('open', () => socket.send(JSON.stringify({ op: 2, d: { token: discord.token, shard } })));
    const closed = new Promise<number>((resolve) => socket.on('close', (code) => resolve(code)));
    return { socket, ready, closed };
  };
  /** One IDENTIFY: its guilds on READY (then closed), Invalid Session's flag, or the close code. */
  const identify = (shard: [number, number], discord = fake) =>
    new Promise<{ guilds?: string[]; closed?: number; invalidSession?: boolean }>((resolve) => {
      const socket = new WebSocket(`ws://127.0.0.1:${discord.port}`);
      socket.on('open', () => socket.send(JSON.stringify({ op: 2, d: { token: discord.token, shard } })));
      socket.on('message', (raw) => {
        const packet = JSON.parse(raw.toString());
        if (packet.t === 'READY') {
          resolve({ guilds: packet.d.guilds.map((g: { id: string }) => g.id) });
          socket.close();
        }
        if (packet.op === 9) {
          resolve({ invalidSession: packet.d });
          socket.close();
        }
      });
      socket.on('close', (code) => resolve({ closed: code }));
    });

  it('auto: the count GET /gateway/bot recommends; a fixed count as set; processes started 5.5 s / max_concurrency apart', async () => {
    fake.shardCount = 3;
    fake.maxConcurrency = 1;
    expect(await planShards(config({}))).toEqual({ count: 3, spawnDelayMs: 5_500 });
    fake.maxConcurrency = 16;
    expect(await planShards(config({ SHARD_COUNT: '5' }))).toEqual({ count: 5, spawnDelayMs: 344 });
    expect(await planShards(config({ SHARD_COUNT: '1' }))).toEqual({ count: 1, spawnDelayMs: 0 });
    await expect(planShards(config({ DISCORD_TOKEN: 'not-the-token' }))).rejects.toThrow(
      'could not ask Discord how many shards to run (GET /gateway/bot): Discord refused DISCORD_TOKEN. A fixed SHARD_COUNT skips asking.',
    );
  });

  it('the stand-in gives a shard only its own guilds, and refuses a shard id out of range', async () => {
    fake.addGuild({ id: String(1n << 22n), name: 'one', channels: [] });
    fake.addGuild({ id: String(2n << 22n), name: 'two', channels: [] });
    expect(await identify([0, 2])).toEqual({ guilds: [String(2n << 22n)] });
    expect(await identify([1, 2])).toEqual({ guilds: [String(1n << 22n)] });
    expect(await identify([2, 2])).toEqual({ closed: 4010 });
  });

  it('the stand-in refuses an IDENTIFY too early for its bucket with Invalid Session, as Discord does, and resets the token past the day', async () => {
    const before = fake.identifies.length;
    // max_concurrency 16: shard 16 of 32 is in bucket 0, where shard 0 of the last test identified moments ago; shard 5 has bucket 5 to itself.
    expect(await identify([16, 32])).toEqual({ invalidSession: false });
    expect(await identify([5, 32])).toMatchObject({ guilds: expect.any(Array) });
    expect(fake.identifies.slice(before).map((r) => [r.shard[0], r.bucket, r.outcome])).toEqual([
      [16, 0, 'too-early'],
      [5, 5, 'ready'],
    ]);
    const started = fake.identifies.filter((r) => r.outcome === 'ready').length;
    const answer = await (await fetch(`${fake.apiUrl}/v10/gateway/bot`, { headers: { authorization: `Bot ${fake.token}` } })).json();
    expect(answer.session_start_limit).toMatchObject({ total: 1000, remaining: 1000 - started, max_concurrency: 16 });
    // A stand-in of its own with one session start a day: the first is let in; the next ends every
    // session and the token stops working (4004).
    const strict = new FakeDiscord();
    strict.sessionStartTotal = 1;
    await strict.start();
    try {
      const open = openSession([0, 2], strict);
      expect(await open.ready).toBe(true);
      expect(await identify([1, 2], strict)).toEqual({ closed: 4004 });
      expect(await open.closed).toBe(4004);
      expect(await identify([1, 2], strict)).toEqual({ closed: 4004 });
      expect(strict.identifies.map((r) => r.outcome)).toEqual(['ready', 'over-daily-limit']);
    } finally {
      await strict.stop();
    }
  });

  it('auto, when Discord recommends one shard: the bot runs in the npm start process itself, no manager', async () => {
    fake.shardCount = 1;
    const bot = new BotProcess({ DISCORD_TOKEN: fake.token, DISCORD_API_URL: fake.apiUrl, SHARD_COUNT: 'auto', LOG_LEVEL: 'info' }, START_ENTRY);
    bot.start();
    try {
      const online = await bot.waitForLog((l) => l.msg === 'Parlor is online', 'the bot to come online', 30_000);
      await fake.waitFor(() => fake.connections === 1, 'the gateway connection');
      expect(online.shard).toBeUndefined();
      expect(fake.connectedShards).toEqual([0]);
      expect(bot.logs.filter((l) => l.role === 'shard-manager')).toEqual([]);
    } finally {
      await bot.kill('SIGTERM');
    }
  }, 40_000);

  it('more than one shard without Redis stops start-up with one line', async () => {
    fake.shardCount = 2;
    // Not spawnSync: the stand-in in this process answers the child's GET /gateway/bot.
    const child = spawn(process.execPath, ['--import', import.meta.resolve('tsx'), START_ENTRY], {
      cwd: mkdtempSync(join(tmpdir(), 'parlor-start-')),
      env: { PATH: process.env.PATH ?? '', DISCORD_TOKEN: fake.token, DISCORD_API_URL: fake.apiUrl },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString('utf8')));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString('utf8')));
    const code = await new Promise<number | null>((resolve) => child.once('exit', resolve));
    expect(code).toBe(1);
    expect(output.trim().split('\n')).toEqual([
      "Invalid configuration: REDIS_URL or REDIS_CLUSTER_NODES is required with more than one shard (2): the shards share their tables, timers and Discord's limits through Redis",
    ]);
  }, 30_000);
});
