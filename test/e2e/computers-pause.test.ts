import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { World } from '../support/world.js';
import { controlOf, settle, users } from '../support/fake-discord/driver.js';
import { turnOf } from '../support/computer-e2e.js';

const CH = { closed: '960000000000000021', restart: '960000000000000022' };
const world = new World(Object.values(CH), { COMPUTER_PAUSE_MS: '1500' });
const fake = world.fake;
const ann = users.ann;
beforeAll(() => world.start().then(() => undefined), 30_000);
afterAll(() => world.stop());

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

async function bobingWithComputer(channelId: string) {
  const opened = await fake.slash(ann, channelId, 'play', [{ type: 1, name: 'bobing', options: [{ type: 4, name: 'computers', value: 1 }] }]);
  const table = opened.messages[0]!;
  await settle(fake);
  await fake.click(ann, table, controlOf(table, /:start$/));
  await turnOf(world, channelId, ann.id, table);
  await fake.click(ann, table, controlOf(table, /:g:roll$/));
  const s = await world.session(channelId);
  expect(s.computerDue).toBeGreaterThan(Date.now());
  return { table, s };
}

describe('a computer waits its pause, through a restart, and never for a closed table', () => {
  it('a table closed while its computer is pausing gets no move from it', async () => {
    const { s } = await bobingWithComputer(CH.closed);
    await fake.slash(ann, CH.closed, 'end');
    await sleep(2500);
    const after = await world.session(CH.closed);
    expect(after.closedBy).toBe(ann.id);
    expect(after.computerDue ?? null).toBeNull();
    expect(after.state).toEqual(s.state);
    expect(world.bot.logs.filter((l) => l.msg === 'computer move' && l.channelId === CH.closed)).toEqual([]);
  }, 30_000);

  it('a computer due while the bot was down moves once after the restart', async () => {
    const { table, s } = await bobingWithComputer(CH.restart);
    await world.bot.kill('SIGKILL');
    await fake.waitFor(() => fake.connections === 0, 'the gateway to notice the dead bot');
    await sleep(Math.max(0, s.computerDue - Date.now()) + 200);
    const bot = await world.startBot();
    await bot.waitForLog((l) => l.msg === 'computer move' && l.channelId === CH.restart, 'the computer to move');
    const after = await turnOf(world, CH.restart, ann.id, table);
    expect(after.stateVersion).toBeGreaterThan(s.stateVersion);
    expect(bot.logs.filter((l) => l.msg === 'computer move' && l.channelId === CH.restart)).toHaveLength(1);
    expect(fake.violations).toEqual([]);
  }, 40_000);
});
