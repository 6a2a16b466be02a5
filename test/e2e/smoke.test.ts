import { afterAll, beforeAll, expect, it } from 'vitest';
import { FakeDiscord } from '../support/fake-discord/server.js';
import { BotProcess } from '../support/bot-process.js';
import { randomPrefix } from '../support/redis.js';

const fake = new FakeDiscord();
let bot: BotProcess;
beforeAll(async () => {
  fake.addGuild({ id: '900000000000000001', name: 'Test', channels: ['910000000000000001'] });
  await fake.start();
  bot = new BotProcess({ DISCORD_TOKEN: fake.token, DISCORD_API_URL: fake.apiUrl, REDIS_URL: 'redis://127.0.0.1:6379', REDIS_KEY_PREFIX: randomPrefix(), LOG_LEVEL: 'debug' });
  bot.start();
  await bot.waitForLog((l) => l.msg === 'Parlor is online', 'online');
});
afterAll(async () => {
  await bot.kill();
  await fake.stop();
});

it('opens a table', async () => {
  const ann = { id: '100000000000000001', username: 'ann' };
  const r = await fake.slash(ann, '910000000000000001', 'play', [{ type: 1, name: 'pirate-dice', options: [] }]);
  console.log(JSON.stringify(r.callback).slice(0, 600));
  console.log(fake.calls.map((c) => `${c.method} ${c.path}`).join('\n'));
  expect(r.callback?.type).toBe(4);
});
