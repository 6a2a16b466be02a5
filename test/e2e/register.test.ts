import { execFile } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FakeDiscord } from '../../src/standin/server.js';

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
      {
        cwd: mkdtempSync(join(tmpdir(), 'parlor-register-')),
        env: { PATH: process.env.PATH ?? '', DISCORD_TOKEN: fake.token, DISCORD_API_URL: fake.apiUrl, ...env },
      },
      (error, stdout, stderr) => resolve({ status: error ? Number(error.code ?? 1) : 0, stdout, stderr }),
    );
  });
}

describe('npm run register', () => {
  it('registers every command in the dev guild when one is set, with localizations', async () => {
    const run = await register({ DISCORD_APPLICATION_ID: fake.applicationId, DISCORD_DEV_GUILD_ID: '900000000000000001' });
    expect(run.status).toBe(0);
    expect(run.stdout).toContain('Registered 10 commands');
    const commands = fake.commands.get('guild:900000000000000001')!;
    expect(commands.map((c) => c.name).sort()).toEqual(['end', 'hand', 'history', 'leaderboard', 'leave', 'play', 'rules', 'settings', 'stats', 'table']);
    // Only members with Manage Server (1 << 5) see /settings.
    expect(commands.find((c) => c.name === 'settings').default_member_permissions).toBe('32');
    const play = commands.find((c) => c.name === 'play');
    expect(play.options.map((o: { name: string }) => o.name)).toEqual(['pirate-dice', 'yahtzee', 'holdem', 'xianqi', 'bobing']);
    expect(play.name_localizations).toEqual({ 'zh-CN': '开桌', ko: '게임' });
    // Options and choices read in the user's language too; Discord (here the fake) refuses names that break its rules.
    const holdem = play.options.find((o: { name: string }) => o.name === 'holdem');
    const blinds = holdem.options.filter((o: { name: string }) => o.name.endsWith('_blind'));
    expect(blinds.map((o: any) => [o.name, o.name_localizations])).toEqual([
      ['small_blind', { 'zh-CN': '小盲', ko: '스몰블라인드' }],
      ['big_blind', { 'zh-CN': '大盲', ko: '빅블라인드' }],
    ]);
    expect(blinds[0].description_localizations['zh-CN']).toBe('小盲筹码（默认 10）');
    const joker = play.options.find((o: { name: string }) => o.name === 'yahtzee').options.find((o: { name: string }) => o.name === 'joker');
    expect(joker.choices.map((c: any) => [c.value, c.name_localizations.ko])).toEqual([
      ['free', '칸 자유 선택 (기본)'],
      ['forced', '강제 조커 (해즈브로 공식 규칙)'],
    ]);
    // A guild's commands are that server's install: integration types and contexts are for global commands only.
    for (const c of commands) expect([c.name, c.integration_types, c.contexts, c.dm_permission]).toEqual([c.name, undefined, undefined, undefined]);
    expect(run.stdout).toContain('register globally for user installs');
    expect(fake.violations).toEqual([]);
  });

  it('registers globally without a dev guild, every table command user-installable and /settings for server installs only', async () => {
    const run = await register({ DISCORD_APPLICATION_ID: fake.applicationId });
    expect(run.status).toBe(0);
    const global = fake.commands.get('global')!;
    expect(global).toHaveLength(10);
    for (const c of global) {
      expect(c.integration_types, c.name).toEqual(c.name === 'settings' ? [0] : [0, 1]);
      expect(c.contexts, c.name).toEqual(c.name === 'settings' ? [0] : [0, 1, 2]);
    }
    expect(run.stdout).toContain('User install (group DMs, DMs, servers without the bot): /play');
    expect(run.stdout).toContain('server install only: /settings.');
    expect(fake.violations).toEqual([]);
  });

  it('stops with one clear line without an application id', async () => {
    const run = await register({});
    expect(run.status).toBe(1);
    expect(run.stderr.trim()).toBe('Invalid configuration: DISCORD_APPLICATION_ID is required to register commands');
  });
});
