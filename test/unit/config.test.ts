import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, inject, it } from 'vitest';
import { ConfigError, loadConfig } from '../../src/config.js';
import { TcpProxy } from '../support/tcp-proxy.js';

/** What `npm start` runs. */
const START = fileURLToPath(new URL('../../src/main.ts', import.meta.url));

describe('configuration', () => {
  it('needs only a token; everything else has a default', () => {
    const config = loadConfig({ DISCORD_TOKEN: 'abc' });
    expect(config.REDIS_URL).toBeUndefined();
    expect(config.REDIS_KEY_PREFIX).toBe('parlor:');
    expect(config.LOG_LEVEL).toBe('info');
    expect(config.SESSION_IDLE_HOURS).toBe(48);
    expect(config.REDIS_COMMAND_TIMEOUT_MS).toBe(5000);
  });

  it('treats empty values from a copied .env.example as unset', () => {
    const config = loadConfig({ DISCORD_TOKEN: 'abc', REDIS_URL: '', DISCORD_DEV_GUILD_ID: '', TURN_TIMEOUT_SECONDS: '' });
    expect(config.REDIS_URL).toBeUndefined();
    expect(config.TURN_TIMEOUT_SECONDS).toBeUndefined();
  });

  it('names each bad value in one message', () => {
    expect(() => loadConfig({})).toThrow(/DISCORD_TOKEN is required/);
    const bad = () => loadConfig({ DISCORD_TOKEN: 'abc', REDIS_URL: 'http://x', LOG_LEVEL: 'loud', DISCORD_DEV_GUILD_ID: '12' });
    expect(bad).toThrow(ConfigError);
    expect(bad).toThrow(/REDIS_URL must start with redis:\/\//);
    expect(bad).toThrow(/LOG_LEVEL Invalid option/);
    expect(bad).toThrow(/DISCORD_DEV_GUILD_ID must be a Discord id/);
  });

  it('reads REDIS_CLUSTER_NODES as host:port entries or redis:// URLs sharing one password, and refuses it beside REDIS_URL', () => {
    expect(loadConfig({ DISCORD_TOKEN: 'abc', REDIS_CLUSTER_NODES: '' }).REDIS_CLUSTER_NODES).toBeUndefined();
    expect(loadConfig({ DISCORD_TOKEN: 'abc', REDIS_CLUSTER_NODES: '10.0.0.1:7000, 10.0.0.2:7001,' }).REDIS_CLUSTER_NODES).toEqual({
      nodes: [
        { host: '10.0.0.1', port: 7000 },
        { host: '10.0.0.2', port: 7001 },
      ],
      tls: false,
    });
    expect(
      loadConfig({ DISCORD_TOKEN: 'abc', REDIS_CLUSTER_NODES: 'rediss://parlor:p%40ss@a.example:6380,rediss://parlor:p%40ss@b.example:6380' })
        .REDIS_CLUSTER_NODES,
    ).toEqual({
      nodes: [
        { host: 'a.example', port: 6380 },
        { host: 'b.example', port: 6380 },
      ],
      username: 'parlor',
      password: 'p@ss',
      tls: true,
    });
    const both = () => loadConfig({ DISCORD_TOKEN: 'abc', REDIS_URL: 'redis://127.0.0.1:6379', REDIS_CLUSTER_NODES: '127.0.0.1:7000' });
    expect(both).toThrow(/REDIS_URL and REDIS_CLUSTER_NODES are both set/);
    expect(() => loadConfig({ DISCORD_TOKEN: 'abc', REDIS_CLUSTER_NODES: '127.0.0.1' })).toThrow(/REDIS_CLUSTER_NODES has an entry that is not host:port/);
    expect(() => loadConfig({ DISCORD_TOKEN: 'abc', REDIS_CLUSTER_NODES: 'redis://127.0.0.1:7000/2' })).toThrow(/REDIS_CLUSTER_NODES has an entry/);
    const mixed = () => loadConfig({ DISCORD_TOKEN: 'abc', REDIS_CLUSTER_NODES: 'redis://:s3cret@127.0.0.1:7000,127.0.0.1:7001' });
    expect(mixed).toThrow(/REDIS_CLUSTER_NODES entries must all use the same scheme and credentials/);
    const badWithPassword = () => loadConfig({ DISCORD_TOKEN: 'abc', REDIS_CLUSTER_NODES: 'redis://:s3cret@127.0.0.1' });
    expect(badWithPassword).toThrow(/redis:\/\/\*\*\*@127\.0\.0\.1/);
    expect(badWithPassword).not.toThrow(/s3cret/);
  });

  it('accepts a scripted random source only under NODE_ENV=test', () => {
    expect(() => loadConfig({ DISCORD_TOKEN: 'abc', TEST_RNG_SCRIPT: '1,2,3' })).toThrow(/only accepted with NODE_ENV=test/);
    expect(() => loadConfig({ DISCORD_TOKEN: 'abc', TEST_RNG_SCRIPT: '1,2,3', NODE_ENV: 'production' })).toThrow(/only accepted with NODE_ENV=test/);
    expect(loadConfig({ DISCORD_TOKEN: 'abc', TEST_RNG_SCRIPT: '1,2,3', NODE_ENV: 'test' }).TEST_RNG_SCRIPT).toBe('1,2,3');
    expect(() => loadConfig({ DISCORD_TOKEN: 'abc', TEST_EXIT_AFTER_RESULT: '1' })).toThrow(/TEST_EXIT_AFTER_RESULT is only accepted with NODE_ENV=test/);
    expect(loadConfig({ DISCORD_TOKEN: 'abc', TEST_EXIT_AFTER_RESULT: '1', NODE_ENV: 'test' }).TEST_EXIT_AFTER_RESULT).toBe('1');
  });

  it('SHARD_COUNT: auto unless set (empty is unset); a whole number from 1 fixes it; anything else names it', () => {
    expect(loadConfig({ DISCORD_TOKEN: 'abc' }).SHARD_COUNT).toBe('auto');
    expect(loadConfig({ DISCORD_TOKEN: 'abc', SHARD_COUNT: '' }).SHARD_COUNT).toBe('auto');
    expect(loadConfig({ DISCORD_TOKEN: 'abc', SHARD_COUNT: 'auto' }).SHARD_COUNT).toBe('auto');
    expect(loadConfig({ DISCORD_TOKEN: 'abc', SHARD_COUNT: '4' }).SHARD_COUNT).toBe(4);
    for (const bad of ['0', '-2', '1.5', 'many']) {
      expect(() => loadConfig({ DISCORD_TOKEN: 'abc', SHARD_COUNT: bad })).toThrow(/SHARD_COUNT must be auto or a whole number from 1/);
    }
  });

  it('requires the application id only for registering commands', () => {
    expect(() => loadConfig({ DISCORD_TOKEN: 'abc' }, { requireApplicationId: true })).toThrow(/DISCORD_APPLICATION_ID is required/);
  });

  it('npm start without a token starts the playground and prints one line, its address', async () => {
    const cwd = mkdtempSync(join(tmpdir(), 'parlor-start-'));
    const child = spawn(process.execPath, ['--import', import.meta.resolve('tsx'), START], {
      cwd,
      env: { PATH: process.env.PATH ?? '', PLAYGROUND_PORT: '0', LOG_LEVEL: 'silent' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    const exited = new Promise((resolve) => child.once('exit', resolve));
    try {
      const first = await new Promise<string>((resolve, reject) => {
        child.stdout.on('data', (chunk: Buffer) => {
          output += chunk.toString('utf8');
          if (output.includes('\n')) resolve(output.split('\n')[0]!);
        });
        child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString('utf8')));
        child.once('exit', (code) => reject(new Error(`exited with ${code}: ${output}`)));
      });
      expect(first).toMatch(/^Parlor playground: http:\/\/127\.0\.0\.1:\d+$/);
      const page = await fetch(first.replace('Parlor playground: ', ''));
      expect(page.status).toBe(200);
      expect(await page.text()).toMatch(/<title[^>]*>Parlor playground<\/title>/);
    } finally {
      child.kill('SIGTERM');
      await exited;
    }
  });

  it('with a token, a bad setting still stops start-up with one clear line', () => {
    const cwd = mkdtempSync(join(tmpdir(), 'parlor-start-'));
    const run = spawnSync(process.execPath, ['--import', import.meta.resolve('tsx'), START], {
      cwd,
      env: { PATH: process.env.PATH ?? '', DISCORD_TOKEN: 'abc', LOG_LEVEL: 'loud' },
      encoding: 'utf8',
    });
    expect(run.status).toBe(1);
    const lines = (run.stdout + run.stderr).trim().split('\n');
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(/^Invalid configuration: LOG_LEVEL Invalid option/);
  });

  it('a bad PLAYGROUND_PORT stops the playground with one line naming it', () => {
    const cwd = mkdtempSync(join(tmpdir(), 'parlor-start-'));
    const run = spawnSync(process.execPath, ['--import', import.meta.resolve('tsx'), START], {
      cwd,
      env: { PATH: process.env.PATH ?? '', PLAYGROUND_PORT: 'http' },
      encoding: 'utf8',
    });
    expect(run.status).toBe(1);
    expect((run.stdout + run.stderr).trim().split('\n')).toEqual(['Invalid configuration: PLAYGROUND_PORT must be a port number (0 to 65535)']);
  });
});

describe('a Redis that cannot be reached at start', () => {
  /** `npm start` with this REDIS_URL (or these variables); resolves with the exit code and every line printed. */
  function start(redis: string | Record<string, string>): Promise<{ code: number | null; lines: string[] }> {
    const cwd = mkdtempSync(join(tmpdir(), 'parlor-start-'));
    const child = spawn(process.execPath, ['--import', import.meta.resolve('tsx'), START], {
      cwd,
      // One shard, fixed: SHARD_COUNT=auto would first ask Discord itself (unreachable from a test).
      env: {
        PATH: process.env.PATH ?? '',
        DISCORD_TOKEN: 'abc',
        ...(typeof redis === 'string' ? { REDIS_URL: redis } : redis),
        LOG_FORMAT: 'json',
        SHARD_COUNT: '1',
      },
    });
    let out = '';
    child.stdout.on('data', (c: Buffer) => (out += c.toString()));
    child.stderr.on('data', (c: Buffer) => (out += c.toString()));
    return new Promise((resolve) => child.on('exit', (code) => resolve({ code, lines: out.trim().split('\n') })));
  }

  it('refused: one line naming Redis and the URL, the password hidden', async () => {
    const { code, lines } = await start('redis://parlor:s3cret-pass@127.0.0.1:1/0');
    expect(code).toBe(1);
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(/^Parlor could not start: Redis at redis:\/\/parlor:\*\*\*@127\.0\.0\.1:1\/0 cannot be reached \(.*ECONNREFUSED.*\)/);
    expect(lines[0]).not.toContain('s3cret');
    expect(lines[0]).not.toContain('Connection is closed');
  }, 20_000);

  it('silent (it takes the connection and never answers): the same line, saying nothing answered', async () => {
    const proxy = new TcpProxy(Number(new URL(process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379').port || 6379));
    await proxy.start();
    proxy.freeze();
    try {
      const { code, lines } = await start(`redis://:hidden-too@127.0.0.1:${proxy.port}`);
      expect(code).toBe(1);
      expect(lines).toEqual([
        `Parlor could not start: Redis at redis://:***@127.0.0.1:${proxy.port} cannot be reached (no answer within 5 s). Start Redis, fix REDIS_URL, or leave REDIS_URL empty to keep tables in memory.`,
      ]);
    } finally {
      await proxy.stop();
    }
  }, 20_000);

  it('a Redis Cluster refused by every node, or a Redis that is no cluster: one line naming the nodes and why, no password', async () => {
    const refused = await start({ REDIS_CLUSTER_NODES: 'redis://:s3cret@127.0.0.1:1,redis://:s3cret@127.0.0.1:2' });
    expect(refused.code).toBe(1);
    expect(refused.lines).toEqual([
      'Parlor could not start: Redis Cluster at 127.0.0.1:1,127.0.0.1:2 cannot be reached (no node accepted the connection). Start the cluster, fix REDIS_CLUSTER_NODES, or leave it empty to keep tables in memory.',
    ]);
    const single = new URL(inject('redisUrl'));
    const notCluster = await start({ REDIS_CLUSTER_NODES: `${single.hostname}:${single.port || 6379}` });
    expect(notCluster.code).toBe(1);
    expect(notCluster.lines).toHaveLength(1);
    expect(notCluster.lines[0]).toMatch(/^Parlor could not start: Redis Cluster at .* cannot be reached \(ERR This instance has cluster support disabled\)/);
  }, 30_000);
});

describe('.env file', () => {
  it('is read when present, and never overrides a real environment variable', async () => {
    const { writeFileSync } = await import('node:fs');
    const { loadEnvFile } = await import('../../src/env-file.js');
    const dir = mkdtempSync(join(tmpdir(), 'parlor-env-'));
    writeFileSync(join(dir, '.env'), 'PARLOR_TEST_FROM_FILE=file\nPARLOR_TEST_BOTH=file\n');
    process.env.PARLOR_TEST_BOTH = 'real';
    loadEnvFile(join(dir, '.env'));
    expect(process.env.PARLOR_TEST_FROM_FILE).toBe('file');
    expect(process.env.PARLOR_TEST_BOTH).toBe('real');
    expect(() => loadEnvFile(join(dir, 'missing.env'))).not.toThrow();
  });
});
