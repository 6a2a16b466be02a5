import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { World } from '../support/world.js';
import { controlOf, pirateTurn, settle, startPirate, users, visibleText, byId } from '../support/fake-discord/driver.js';
import { botCallsInto, groupDm } from '../support/group-dm.js';

// Issue 32, tokens trusted 20 s (TEST_TOKEN_TRUST_MS): the table's last call, 10 s before its newest
// token is done, says it waits for a click. Planned in memory, it must come back after a restart; and a
// seated player acting on their private panel at a waiting table keeps their move and is told why the
// table does not show it, while the panel button on the table brings the table back.
const RESTART = '974000000000000001';
const PANEL = '974000000000000002';
const { ann, bo, chan } = users;
const world = new World([], { NODE_ENV: 'test', TEST_TOKEN_TRUST_MS: '20000' });
const fake = world.fake;
groupDm(world, RESTART, [ann, bo, chan]);
groupDm(world, PANEL, [ann, bo, chan]);
beforeAll(() => world.start().then(() => undefined), 30_000);
afterAll(() => world.stop());

const WAITING = 'Waiting for a click';
const PANEL_WAITING = /The table is waiting for a click|牌桌正在等待点击|테이블이 클릭을 기다리는 중입니다/;

describe('the waiting line after a restart', () => {
  it('is planned again at start from the stored expiry, with no edit to bring it', async () => {
    const table = await startPirate(fake, RESTART, [ann, bo]);
    expect(visibleText(table)).not.toContain(WAITING);
    // The process that planned the last call dies; the new one has only the store to go by.
    await world.bot.kill();
    await world.startBot();
    await fake.waitFor(() => visibleText(table).includes(WAITING), 'the waiting line, from the restarted process', 25_000);
    expect(botCallsInto(world, RESTART)).toEqual([]);
    expect(fake.violations).toEqual([]);
  }, 60_000);
});

describe('a private panel at a waiting table', () => {
  it('keeps the move, says in the player language that the table waits for a click on it, and the panel button on the table brings it back', async () => {
    const table = await startPirate(fake, PANEL, [ann, bo, chan]);
    const actor = byId(pirateTurn(table)!);
    // The panel button on the table answers on the table (type 7) and sends the panel privately after it.
    const openedAt = Date.now();
    const opened = await fake.click(actor, table, controlOf(table, /:panel$/));
    expect(opened.callback?.type).toBe(7);
    await settle(fake);
    const panel = opened.messages.find((m) => m.visibleTo === actor.id)!;
    expect(panel.flags & 64).toBe(64);
    expect(visibleText(panel)).not.toMatch(PANEL_WAITING);
    await fake.waitFor(() => visibleText(table).includes(WAITING), 'the table saying it waits for a click', 25_000);
    // Past the 20 s of the last token that reached the table: none does any more.
    await new Promise((r) => setTimeout(r, Math.max(0, openedAt + 21_000 - Date.now())));
    const before = await world.session(PANEL);

    // The actor bets on their panel: the bet is kept, the panel says why the table does not show it.
    const bet = await fake.click(actor, panel, controlOf(panel, /:g:min:/));
    expect(bet.callback?.type).toBe(7);
    await settle(fake);
    const after = await world.session(PANEL);
    expect(after.stateVersion).toBeGreaterThan(before.stateVersion);
    expect(after.state.bet?.player).toBe(actor.id);
    expect(visibleText(panel)).toMatch(PANEL_WAITING);
    // The public table could not be reached through the panel's token: still waiting, still before the bet.
    expect(visibleText(table)).toContain(WAITING);
    const next = byId(after.state.turn);
    expect(next.id).not.toBe(actor.id);
    expect(pirateTurn(table)).toBe(actor.id);

    // Someone at the table presses its panel button: the table comes back with the bet, the line gone.
    const back = await fake.click(next, table, controlOf(table, /:panel$/));
    expect(back.callback?.type).toBe(7);
    await settle(fake);
    expect(visibleText(table)).not.toContain(WAITING);
    expect(pirateTurn(table)).toBe(next.id);
    const nextPanel = back.messages.find((m) => m.visibleTo === next.id);
    expect(nextPanel?.flags).toBe(64 | (nextPanel!.flags & ~64));
    expect(visibleText(nextPanel!)).not.toMatch(PANEL_WAITING);
    expect(botCallsInto(world, PANEL)).toEqual([]);
    expect(fake.violations).toEqual([]);
  }, 90_000);
});
