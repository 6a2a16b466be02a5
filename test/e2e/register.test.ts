import { execFile } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FakeDiscord } from '../support/fake-discord/server.js';

const ENTRY = fileURLToPath(new URL('../../src/register.ts', import.meta.url));
const fake = new FakeDiscord();
beforeAll(() => fake.start());
afterAll(() => fake.stop());

/** Runs the register script in its own process (asynchronously: the fake Discord answers from this one). */
function register(env: Record<string, string>): Promise<{ status: number; stdout: string; stderr: string }> {
  return new Promise((resolve) => {
    execFile(
      process.execPath,
      ['--import', import.meta.resolve('tsx'), ENTRY],
      { cwd: mkdtempSync(join(tmpdir(), 'parlor-register-')), env: { PATH: process.env.PATH ?? '', DISCORD_TOKEN: fake.token, DISCORD_API_URL: fake.apiUrl, ...env } },
      (error, stdout, stderr) => resolve({ status: error ? Number(error.code ?? 1) : 0, stdout, stderr }),
    );
  });
}

describe('npm run register', () => {
  it('registers every command in the dev guild when one is set, with localizations', async () => {
    const run = await register({ DISCORD_APPLICATION_ID: fake.applicationId, DISCORD_DEV_GUILD_ID: '900000000000000001' });
    expect(run.status).toBe(0);
    expect(run.stdout).toContain('Registered 6 commands');
    const commands = fake.commands.get('guild:900000000000000001')!;
    expect(commands.map((c) => c.name).sort()).toEqual(['end', 'hand', 'leave', 'play', 'rules', 'table']);
    const play = commands.find((c) => c.name === 'play');
    expect(play.options.map((o: { name: string }) => o.name)).toEqual(['pirate-dice', 'yahtzee', 'holdem', 'xianqi', 'bobing']);
    expect(play.name_localizations).toEqual({ 'zh-CN': '开桌', ko: '게임' });
  });

  it('registers globally without a dev guild', async () => {
    expect((await register({ DISCORD_APPLICATION_ID: fake.applicationId })).status).toBe(0);
    expect(fake.commands.get('global')).toHaveLength(6);
  });

  it('stops with one clear line without an application id', async () => {
    const run = await register({});
    expect(run.status).toBe(1);
    expect(run.stderr.trim()).toBe('Invalid configuration: DISCORD_APPLICATION_ID is required to register commands');
  });
});
