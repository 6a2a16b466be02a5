import { execFile } from 'node:child_process';
import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FakeDiscord } from '../../src/standin/server.js';
import { BotProcess } from '../support/bot-process.js';
import { buildStages, type Stage } from '../support/dockerfile.js';
import { connectRedis, dropPrefix, randomPrefix, REDIS_URL } from '../support/redis.js';
import { controlOf, settle, users, visibleText } from '../support/fake-discord/driver.js';
import { RUNTIME_FLAGS } from '../../src/runtime-flags.js';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const PACKAGE = JSON.parse(readFileSync(`${ROOT}/package.json`, 'utf8')) as { scripts: Record<string, string> };
const CH = '930000000000000001';
const GUILD = '900000000000000003';

/** The environment a container would start from: none of this test runner's own variables. */
function cleanEnv(): NodeJS.ProcessEnv {
  const env = { ...process.env };
  for (const name of Object.keys(env)) if (name === 'NODE_ENV' || name.startsWith('VITEST') || name === 'NODE_OPTIONS') delete env[name];
  return env;
}

/**
 * The Dockerfile's own steps (npm ci, the build, npm ci --omit=dev, CMD), run here without a
 * container engine; the image's command must bring the bot to ready against the stand-in.
 */
describe('the image, built from the Dockerfile step by step', () => {
  const fake = new FakeDiscord();
  const redis = connectRedis();
  const prefix = randomPrefix();
  let stages: Stage[] = [];
  let runtime: Stage;
  let bot: BotProcess;
  let metricsUrl = '';

  beforeAll(async () => {
    stages = await buildStages(`${ROOT}/Dockerfile`, ROOT, cleanEnv());
    runtime = stages.at(-1)!;
    fake.addGuild({ id: GUILD, name: 'Image test', channels: [CH] });
    await fake.start();
  }, 240_000);

  afterAll(async () => {
    await bot?.kill();
    await fake.stop();
    await dropPrefix(redis, prefix);
    await redis.quit();
    for (const stage of stages) rmSync(stage.dir, { recursive: true, force: true });
  });

  it('builds on Node 20 slim in two stages, runs as a non-root user with production dependencies only', () => {
    expect(stages.map((s) => s.image)).toEqual(['node:20-slim', 'node:20-slim']);
    expect(Number(process.versions.node.split('.')[0])).toBe(20);
    expect(runtime.user).toBeDefined();
    expect(['root', '0']).not.toContain(runtime.user);
    expect(runtime.env.NODE_ENV).toBe('production');
    // The same V8 flags as npm start (and, through the shard manager, every shard process).
    expect(runtime.cmd).toEqual(['node', ...RUNTIME_FLAGS, 'dist/main.js']);
    expect(PACKAGE.scripts.start).toBe(`node ${RUNTIME_FLAGS.join(' ')} --import tsx src/main.ts`);
    expect(PACKAGE.scripts['bench:runner']).toContain(`node ${RUNTIME_FLAGS.join(' ')} `);
    expect(runtime.runs.map((r) => r.command).join(' ')).toContain('npm ci --omit=dev');
    // Compiled JavaScript and what it reads beside it; no TypeScript, no dev tools.
    for (const file of [
      'dist/main.js',
      'dist/index.js',
      'dist/app/bot.js',
      'dist/app/computer-worker-entry.mjs',
      'dist/app/picture-worker-entry.mjs',
      'dist/store/lua/commit.lua',
      'dist/games/holdem/equity-worker-entry.mjs',
      'dist/games/holdem/equity-worker.js',
    ]) {
      expect(existsSync(`${runtime.dir}/${file}`), file).toBe(true);
    }
    for (const dev of ['typescript', 'vitest', 'playwright-core', 'pokersolver']) expect(existsSync(`${runtime.dir}/node_modules/${dev}`), dev).toBe(false);
    console.log(stages.flatMap((s) => s.runs.map((r) => `${s.name ?? 'runtime'}: ${r.command}  (${(r.ms / 1000).toFixed(1)} s)`)).join('\n'));
  });

  it('counts all-in equity in its worker thread from dist/', async () => {
    const script = `const { EquityThread } = await import('./dist/games/holdem/equity-thread.js');
      const thread = new EquityThread();
      const equity = await thread.compute({ hands: [[0, 1], [2, 3]], board: [4, 5, 6] });
      console.log(JSON.stringify(equity));
      await thread.close();`;
    writeFileSync(`${runtime.dir}/equity-check.mjs`, script);
    const { stdout } = await promisify(execFile)(process.execPath, ['equity-check.mjs'], { cwd: runtime.dir, env: { ...cleanEnv(), ...runtime.env } });
    expect(JSON.parse(stdout)).toHaveProperty('exact', true);
  }, 30_000);

  it("reaches ready with the image's command, serves /healthz and /metrics, plays, and stops on SIGTERM with exit 0", async () => {
    bot = new BotProcess(
      { ...runtime.env, DISCORD_TOKEN: fake.token, DISCORD_API_URL: fake.apiUrl, REDIS_URL, REDIS_KEY_PREFIX: prefix, METRICS_PORT: '0' },
      { file: process.execPath, args: runtime.cmd!.slice(1), cwd: runtime.dir },
    );
    bot.start();
    await bot.waitForLog((l) => l.msg === 'Parlor is online', 'the built bot to come online', 30_000);
    const { port } = await bot.waitForLog((l) => l.msg === 'metrics and health endpoint listening', 'the metrics endpoint');
    metricsUrl = `http://127.0.0.1:${port}`;
    const health = await fetch(`${metricsUrl}/healthz`);
    expect(health.status).toBe(200);
    expect(await health.json()).toEqual({ ready: true, checks: { gateway: true, redis: true, accepting: true } });

    // The Lua scripts load from dist/: a table opens and takes a seat.
    const opened = await fake.slash(users.ann, CH, 'play', [{ type: 1, name: 'pirate-dice', options: [] }]);
    const table = opened.messages[0]!;
    await fake.click(users.bo, table, controlOf(table, /:join$/));
    await settle(fake);
    expect(visibleText(table)).toContain(`<@${users.bo.id}>`);
    const metrics = await (await fetch(`${metricsUrl}/metrics`)).text();
    console.log(
      metrics
        .split('\n')
        .filter((l) => /^parlor_(?!process|nodejs)/.test(l))
        .join('\n'),
    );
    expect(metrics).toMatch(/parlor_interactions_total\{kind="command",outcome="[^"]+"\} 1/);
    expect(metrics).toMatch(/parlor_actions_total\{game="pirate",result="applied"\} 1/);
    expect(metrics).toMatch(/parlor_active_tables\{game="pirate"\} 1/);

    bot.signal('SIGTERM');
    expect(await bot.exitCode()).toBe(0);
    expect(bot.logs.some((l) => l.msg === 'shut down cleanly')).toBe(true);
    expect(fake.violations).toEqual([]);
  }, 60_000);
});
