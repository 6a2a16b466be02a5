import { spawnSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../src/config.js';

const ENTRY = fileURLToPath(new URL('../../src/index.ts', import.meta.url));

describe('configuration', () => {
  it('needs only a token; everything else has a default', () => {
    const config = loadConfig({ DISCORD_TOKEN: 'abc' });
    expect(config.REDIS_URL).toBeUndefined();
    expect(config.REDIS_KEY_PREFIX).toBe('parlor:');
    expect(config.LOG_LEVEL).toBe('info');
    expect(config.SESSION_IDLE_HOURS).toBe(48);
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

  it('accepts a scripted random source only under NODE_ENV=test', () => {
    expect(() => loadConfig({ DISCORD_TOKEN: 'abc', TEST_RNG_SCRIPT: '1,2,3' })).toThrow(/only accepted with NODE_ENV=test/);
    expect(() => loadConfig({ DISCORD_TOKEN: 'abc', TEST_RNG_SCRIPT: '1,2,3', NODE_ENV: 'production' })).toThrow(/only accepted with NODE_ENV=test/);
    expect(loadConfig({ DISCORD_TOKEN: 'abc', TEST_RNG_SCRIPT: '1,2,3', NODE_ENV: 'test' }).TEST_RNG_SCRIPT).toBe('1,2,3');
    expect(() => loadConfig({ DISCORD_TOKEN: 'abc', TEST_EXIT_AFTER_RESULT: '1' })).toThrow(/TEST_EXIT_AFTER_RESULT is only accepted with NODE_ENV=test/);
    expect(loadConfig({ DISCORD_TOKEN: 'abc', TEST_EXIT_AFTER_RESULT: '1', NODE_ENV: 'test' }).TEST_EXIT_AFTER_RESULT).toBe('1');
  });

  it('requires the application id only for registering commands', () => {
    expect(() => loadConfig({ DISCORD_TOKEN: 'abc' }, { requireApplicationId: true })).toThrow(/DISCORD_APPLICATION_ID is required/);
  });

  it('npm start without a token exits non-zero with one clear line', () => {
    const cwd = mkdtempSync(join(tmpdir(), 'parlor-start-'));
    const run = spawnSync(process.execPath, ['--import', import.meta.resolve('tsx'), ENTRY], { cwd, env: { PATH: process.env.PATH ?? '' }, encoding: 'utf8' });
    expect(run.status).toBe(1);
    const lines = (run.stdout + run.stderr).trim().split('\n');
    expect(lines).toEqual(['Invalid configuration: DISCORD_TOKEN is required (the bot token from the Developer Portal)']);
  });
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
