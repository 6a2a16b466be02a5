import { spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { loadConfig } from '../../src/config.js';
import { shardOf } from '../../src/sharding/shard-of.js';
import { guildOwnership, managedShardIds, pinSingleShardUnlessManaged, restRequestsPerSecond } from '../../src/sharding/shard-env.js';
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

describe('the shard a process runs', () => {
  it('under the manager: the SHARDS it set; otherwise the one shard, whatever SHARD_COUNT says (discord.js reads both)', () => {
    const managed = { SHARDING_MANAGER: 'true', SHARDS: '[1]', SHARD_COUNT: '2' };
    pinSingleShardUnlessManaged(managed);
    expect(managed).toMatchObject({ SHARDS: '[1]', SHARD_COUNT: '2' });
    expect(managedShardIds(managed)).toEqual([1]);
    const alone: NodeJS.ProcessEnv = { SHARD_COUNT: 'auto' };
    pinSingleShardUnlessManaged(alone);
    expect(alone).toMatchObject({ SHARDS: '[0]', SHARD_COUNT: '1' });
    expect(managedShardIds(alone)).toBeUndefined();
  });

  it("owns the guilds Discord sends to its shard (direct messages: shard 0's), or every guild when it runs alone", () => {
    const base = 175_928_847_299_117_063n;
    const guilds = [0n, 1n, 2n, 3n].map((i) => String(base + (i << 22n)));
    const onShard = (ids: string, count: string) => guildOwnership({ SHARDING_MANAGER: 'true', SHARDS: ids, SHARD_COUNT: count });
    const first = onShard('[0]', '2');
    const second = onShard('[1]', '2');
    for (const g of guilds) expect(first(g)).not.toBe(second(g));
    expect(guilds.filter(first).map((g) => shardOf(g, 2))).toEqual([0, 0]);
    expect([first(null), second(null)]).toEqual([true, false]);
    const alone: NodeJS.ProcessEnv = { SHARD_COUNT: 'auto' };
    pinSingleShardUnlessManaged(alone);
    expect([...guilds, null].every(guildOwnership(alone))).toBe(true);
  });

  it("takes an equal share of Discord's 50 REST requests a second under the manager, all of them alone", () => {
    const managed = (count: number) => restRequestsPerSecond({ SHARDING_MANAGER: 'true', SHARDS: '[0]', SHARD_COUNT: String(count) });
    expect([2, 3, 4, 50, 64].map(managed)).toEqual([25, 16, 12, 1, 1]);
    for (const count of [2, 3, 7]) expect(managed(count) * count).toBeLessThanOrEqual(50);
    const alone: NodeJS.ProcessEnv = { SHARD_COUNT: '4' };
    pinSingleShardUnlessManaged(alone);
    expect(restRequestsPerSecond(alone)).toBe(50);
  });
});

describe('the shard plan and start-up, against the stand-in', () => {
  const fake = new FakeDiscord();
  beforeAll(() => fake.start());
  afterAll(() => fake.stop());
  const config = (env: Record<string, string>) => loadConfig({ DISCORD_TOKEN: fake.token, DISCORD_API_URL: fake.apiUrl, ...env });

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
    const identify = (shard: [number, number]) =>
      new Promise<{ guilds?: string[]; closed?: number }>((resolve) => {
        const socket = new WebSocket(`ws://127.0.0.1:${fake.port}`);
        socket.on('open', () => socket.send(JSON.stringify({ op: 2, d: { token: fake.token, shard } })));
        socket.on('message', (raw) => {
          const packet = JSON.parse(raw.toString());
          if (packet.t === 'READY') {
            resolve({ guilds: packet.d.guilds.map((g: { id: string }) => g.id) });
            socket.close();
          }
        });
        socket.on('close', (code) => resolve({ closed: code }));
      });
    expect(await identify([0, 2])).toEqual({ guilds: [String(2n << 22n)] });
    expect(await identify([1, 2])).toEqual({ guilds: [String(1n << 22n)] });
    expect(await identify([2, 2])).toEqual({ closed: 4010 });
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
      'Invalid configuration: REDIS_URL is required with more than one shard (2): the shards share their tables and timers through Redis',
    ]);
  }, 30_000);
});
