import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { World } from '../support/world.js';
import { controlOf, pirateTurn, settle, startPirate, users, visibleText, byId } from '../support/fake-discord/driver.js';
import { botCallsInto, groupDm, yahtzeeTurn } from '../support/group-dm.js';

// Issue 32, tokens trusted 20 s (TEST_TOKEN_TRUST_MS): the table's last call, 10 s before its newest
// token is done, says it waits for a click. Planned in memory, it must come back after a restart; and a
// seated player acting on their private panel at a waiting table keeps their move and is told why the
// table does not show it, while the panel button on the table brings the table back.
const RESTART = '974000000000000001';
const PANEL = '974000000000000002';
const PING = '974000000000000003';
const { ann, bo, chan } = users;
const world = new World([], { NODE_ENV: 'test', TEST_TOKEN_TRUST_MS: '20000' });
const fake = world.fake;
groupDm(world, RESTART, [ann, bo, chan]);
groupDm(world, PANEL, [ann, bo, chan]);
groupDm(world, PING, [ann, bo]);
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

describe('a turn ping through a token', () => {
  it('is deleted before that token lapses, the turn still on, and nothing is refused afterwards', async () => {
    const opened = await fake.slash(ann, PING, 'play', [{ type: 1, name: 'yahtzee', options: [] }]);
    const table = opened.messages[0]!;
    await fake.click(bo, table, controlOf(table, /:join$/));
    await fake.click(ann, table, controlOf(table, /:start$/));
    await settle(fake);
    await yahtzeeTurn(world, ann, table);
    // Bo's turn: he is pinged with a follow-up through the token of Ann's last click.
    const ping = await fake.waitFor(
      () => fake.channelMessages(PING).find((m) => m.id !== table.id && !m.visibleTo && !m.deleted && visibleText(m).includes(`<@${bo.id}>`)),
      'the ping to Bo',
    );
    // Bo lets it be: before that token is done (20 s, its last 10 s), the ping goes, though his turn goes on.
    await fake.waitFor(() => fake.messages.get(ping.id)?.deleted === true, 'the ping deleted through its token', 25_000);
    const session = await world.session(PING);
    expect(session.state.order[session.state.current]).toBe(bo.id);
    // Bo plays later: the turn passes with nothing left to delete, and no call was refused.
    await fake.click(bo, table, controlOf(table, /:g:roll$/));
    await settle(fake);
    await yahtzeeTurn(world, bo, table);
    expect(fake.calls.filter((c) => c.path.startsWith('/webhooks/') && (c.status ?? 200) >= 400).map((c) => `${c.method} ${c.status}`)).toEqual([]);
    expect(botCallsInto(world, PING)).toEqual([]);
    expect(fake.violations).toEqual([]);
  }, 90_000);
});
