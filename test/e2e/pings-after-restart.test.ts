import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { World } from '../support/world.js';
import { turnPingKey } from '../../src/store/keys.js';
import { byId, controlOf, pirateTurn, settle, startPirate, users } from '../support/fake-discord/driver.js';
import type { FakeDiscord, FakeMessage } from '../../src/standin/server.js';

// A "your turn" ping posted before the bot restarts is deleted by the new process once its turn is over.
const CH = { moved: '921000000000000001', timed: '921000000000000002', killed: '921000000000000003' };
const world = new World(Object.values(CH));
beforeAll(() => world.start().then(() => undefined), 30_000);
afterAll(() => world.stop());

const pingsIn = (fake: FakeDiscord, channelId: string) => fake.channelMessages(channelId).filter((m) => (m.allowed_mentions?.users ?? []).length > 0);
const stored = async (channelId: string) => JSON.parse((await world.redis.get(turnPingKey(world.prefix, channelId))) ?? 'null');

/** The player to act bets the least, through their panel. */
async function betLeast(fake: FakeDiscord, table: FakeMessage): Promise<void> {
  const player = byId(pirateTurn(table)!);
  const panel = (await fake.click(player, table, controlOf(table, /:panel$/))).messages[0]!;
  await fake.click(player, panel, controlOf(panel, /:g:min:/));
  await settle(fake);
}

/** A game whose second player has been pinged: the ping, and whom it calls. */
async function pinged(fake: FakeDiscord, channelId: string, options: unknown[] = []) {
  const table = await startPirate(fake, channelId, [users.ann, users.bo, users.chan], options);
  await betLeast(fake, table);
  const waiting = pirateTurn(table)!;
  const [ping] = pingsIn(fake, channelId);
  expect(ping?.allowed_mentions?.users).toEqual([waiting]);
  expect(await stored(channelId)).toMatchObject({ messageId: ping!.id, players: [waiting] });
  return { table, ping: ping!, waiting };
}

async function restart(fake: FakeDiscord, env: Record<string, string> = {}): Promise<void> {
  await world.bot.kill('SIGKILL');
  await fake.waitFor(() => fake.connections === 0, 'the gateway to notice the dead bot');
  await world.startBot(env);
}

describe('a turn ping after a restart', () => {
  it('is deleted by the new process when the player it calls moves', async () => {
    const { fake } = world;
    const { table, ping, waiting } = await pinged(fake, CH.moved);
    await restart(fake);

    await betLeast(fake, table);
    const next = pirateTurn(table)!;
    expect(next).not.toBe(waiting);
    expect(fake.calls.some((c) => c.method === 'DELETE' && c.path === `/channels/${CH.moved}/messages/${ping.id}`)).toBe(true);
    // The old ping is gone; the one in the channel calls the next player, and the store names it.
    const left = pingsIn(fake, CH.moved);
    expect(left.map((m) => m.allowed_mentions?.users)).toEqual([[next]]);
    expect(await stored(CH.moved)).toMatchObject({ messageId: left[0]!.id, players: [next] });
    expect(fake.violations).toEqual([]);
  }, 60_000);

  it('owed by a move committed just before a kill -9, is sent by the new process, once', async () => {
    const { fake } = world;
    const { table, ping, waiting } = await pinged(fake, CH.killed);
    // The next move that owes a ping kills the bot right after its commit: nothing is answered or published.
    await restart(fake, { TEST_EXIT_AFTER_RESULT: 'ping' });
    const panel = (await fake.click(byId(waiting), table, controlOf(table, /:panel$/))).messages[0]!;
    const lost = fake.click(byId(waiting), panel, controlOf(panel, /:g:min:/)).catch(() => null);
    expect(await world.bot.exitCode()).not.toBe(0);
    await fake.waitFor(() => fake.connections === 0, 'the gateway to notice the dead bot');
    await lost;
    const committed = await world.session(CH.killed);
    const next = committed.state.turn as string;
    expect(next).not.toBe(waiting);
    expect(await world.redis.hget(await world.tableKey(CH.killed), 'owe')).toContain(next);
    expect(pingsIn(fake, CH.killed).map((m) => m.id)).toEqual([ping.id]);

    await world.startBot({ TEST_EXIT_AFTER_RESULT: '' });
    await fake.waitFor(() => pingsIn(fake, CH.killed).some((m) => m.allowed_mentions?.users?.includes(next)), 'the owed ping after the restart');
    await settle(fake, 500);
    // The old turn's ping is gone, the owed one went once, the table shows the move, and nothing is owed any more.
    expect(pingsIn(fake, CH.killed).map((m) => m.allowed_mentions?.users)).toEqual([[next]]);
    expect(pirateTurn(table)).toBe(next);
    expect(await stored(CH.killed)).toMatchObject({ players: [next] });
    expect(await world.redis.hget(await world.tableKey(CH.killed), 'owe')).toBeNull();
    // Another restart owes nothing: no second ping.
    await restart(fake);
    await settle(fake, 500);
    expect(pingsIn(fake, CH.killed).map((m) => m.allowed_mentions?.users)).toEqual([[next]]);
    expect(fake.violations).toEqual([]);
  }, 90_000);

  it('is deleted by the new process when the turn timer plays the turn', async () => {
    const { fake } = world;
    const { ping, waiting } = await pinged(fake, CH.timed, [{ type: 4, name: 'turn_seconds', value: 15 }]);
    const before = await world.session(CH.timed);
    await restart(fake);

    const due = before.deadline as number;
    await fake.waitFor(() => world.bots.some((b) => b.logs.some((l) => l.msg === 'turn timer fired')), 'the turn timer to fire', due - Date.now() + 10_000);
    await settle(fake, 500);
    expect((await world.session(CH.timed)).state.turn).not.toBe(waiting);
    expect(fake.channelMessages(CH.timed).some((m) => m.id === ping.id)).toBe(false);
    expect(pingsIn(fake, CH.timed).map((m) => m.allowed_mentions?.users)).toEqual([[(await world.session(CH.timed)).state.turn]]);
    expect(fake.violations).toEqual([]);
  }, 60_000);
});
