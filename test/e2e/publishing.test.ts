import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { World } from '../support/world.js';
import { byId, controlOf, rowsOf, settle, startPirate, users } from '../support/fake-discord/driver.js';
import { decodeControlId } from '../../src/ids/custom-id.js';
import type { FakeDiscord, FakeMessage } from '../../src/standin/server.js';

/** The state version a table message shows, read from its controls (p1:<session>:<stateVersion>:...). */
const shownVersion = (message: FakeMessage): number => decodeControlId(controlOf(message, /:panel$/))!.version;

/** The player to act bets the smallest bet from their private panel (a move the table learns of by REST). */
async function panelBet(world: World, channelId: string, table: FakeMessage): Promise<void> {
  const session = await world.session(channelId);
  const player = byId(session.state.turn);
  const panel = (await world.fake.click(player, table, controlOf(table, /:panel$/))).messages[0]!;
  const bet = await world.fake.click(player, panel, controlOf(panel, /:g:min:/));
  expect(bet.callback?.type).toBe(7);
}

const tableEdits = (fake: FakeDiscord, message: FakeMessage) => fake.calls.filter((c) => c.method === 'PATCH' && c.path.endsWith(`/messages/${message.id}`));

describe('publishing the table', () => {
  const [CH1, CH2, CH3, CH4] = ['930000000000000001', '930000000000000002', '930000000000000003', '930000000000000004'];
  const world = new World([CH1, CH2, CH3, CH4]);
  beforeAll(() => world.start().then(() => undefined), 30_000);
  afterAll(() => world.stop());

  it('latest wins: moves made while an edit is on its way reach the table as one edit of the newest state', async () => {
    const { fake } = world;
    const table = await startPirate(fake, CH1, [users.ann, users.bo, users.chan]);
    const before = tableEdits(fake, table).length;
    fake.rest = { latencyMs: (path) => (path.startsWith('/channels/') ? 400 : 0) };
    for (let move = 0; move < 5; move++) await panelBet(world, CH1, table);
    fake.rest = {};
    const stored = await world.session(CH1);
    await fake.waitFor(() => shownVersion(table) === stored.stateVersion, 'the table to show the last bet');
    await settle(fake, 500);
    expect(shownVersion(table)).toBe(stored.stateVersion);
    expect(tableEdits(fake, table).length - before).toBeLessThan(5);
    expect(fake.violations).toEqual([]);
  }, 60_000);

  it('posts the table again when a moderator deleted its message, and play goes on there', async () => {
    const { fake } = world;
    const table = await startPirate(fake, CH2, [users.ann, users.bo]);
    fake.deleteMessage(table.id);
    await panelBet(world, CH2, table);
    const reposted = await fake.waitFor(() => fake.channelMessages(CH2).find((m) => m.id !== table.id && rowsOf(m).length > 0), 'the table posted again');
    await settle(fake, 300);
    const session = await world.session(CH2);
    expect(session.tableMessageId).toBe(reposted.id);
    expect(shownVersion(reposted)).toBe(session.stateVersion);
    // The next player plays from the new table message.
    await panelBet(world, CH2, reposted);
    const after = await world.session(CH2);
    await fake.waitFor(() => shownVersion(reposted) === after.stateVersion, 'the new table message to follow the game');
    expect(fake.channelMessages(CH2).filter((m) => rowsOf(m).length > 0)).toHaveLength(1);
  }, 60_000);

  it("keeps to Discord's global rate limit through the library's own handling of 429s, and every table ends up current", async () => {
    const { fake } = world;
    const tables = [await startPirate(fake, CH3, [users.ann, users.bo]), await startPirate(fake, CH4, [users.chan, users.dave])];
    fake.rest = { latencyMs: 20, globalPerSecond: 3 };
    const limitedBefore = fake.rateLimited;
    for (let move = 0; move < 3; move++) {
      await Promise.all([panelBet(world, CH3, tables[0]!), panelBet(world, CH4, tables[1]!)]);
    }
    const stored = [await world.session(CH3), await world.session(CH4)];
    await fake.waitFor(() => tables.every((t, i) => shownVersion(t) === stored[i].stateVersion), 'both tables to show their last move', 30_000);
    await settle(fake, 1500);
    fake.rest = {};
    expect(fake.rateLimited).toBeGreaterThan(limitedBefore);
    expect(world.bot.logs.filter((l) => l.msg === 'could not publish to the channel')).toEqual([]);
    expect(fake.violations).toEqual([]);
  }, 60_000);
});

describe('a restart with a table edit lost on the way', () => {
  const CH = '930000000000000011';
  const world = new World([CH]);
  beforeAll(() => world.start().then(() => undefined), 30_000);
  afterAll(() => world.stop());

  it('shows the table at its stored state again once the bot is back', async () => {
    const { fake } = world;
    const table = await startPirate(fake, CH, [users.ann, users.bo, users.chan]);
    // Channel calls now never arrive before the bot dies: the edit for this bet is lost.
    fake.rest = { latencyMs: (path) => (path.startsWith('/channels/') ? 60_000 : 0) };
    await panelBet(world, CH, table);
    const stored = await world.session(CH);
    expect(shownVersion(table)).toBeLessThan(stored.stateVersion);
    await world.bot.kill('SIGKILL');
    await fake.waitFor(() => fake.connections === 0, 'the gateway to notice the dead bot');
    fake.rest = {};
    const bot = await world.startBot();
    await fake.waitFor(() => shownVersion(table) === stored.stateVersion, 'the table to be published again');
    expect((await bot.waitForLog((l) => l.msg === 'tables behind their state published again', 'the republish')).count).toBe(1);
    expect(fake.violations).toEqual([]);
  }, 60_000);
});
