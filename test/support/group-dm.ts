import { expect } from 'vitest';
import type { FakeMessage, FakeUser } from '../../src/standin/server.js';
import type { World } from './world.js';
import { controlOf, rowsOf, settle } from './fake-discord/driver.js';

/** A group DM of Ann, Bo and Chan where only Ann installed Parlor (a user install): added to the world's stand-in before it starts. */
export function groupDm(world: World, id: string, people: FakeUser[]): string {
  world.fake.addGroupDm({ id, name: people.map((p) => p.username).join(', '), recipients: people });
  world.fake.installForUser(people[0]!.id);
  return id;
}

/** The calls made with the bot's token into `channelId` (none may be: the bot is not there). */
export function botCallsInto(world: World, channelId: string): string[] {
  return world.fake.calls.filter((c) => c.path.includes(`/channels/${channelId}`)).map((c) => `${c.method} ${c.path} ${c.status}`);
}

/** One Yahtzee turn on the table's buttons: roll once, score the best box offered. */
export async function yahtzeeTurn(world: World, player: FakeUser, table: FakeMessage): Promise<void> {
  const roll = await world.fake.click(player, table, controlOf(table, /:g:roll$/));
  expect(roll.callback?.type).toBe(7);
  const select = rowsOf(table).find((row: any) => /:g:score$/.test(row.components[0].custom_id ?? '')).components[0];
  const best = [...select.options].sort(
    (a: any, b: any) => Number(/(\d+) (?:points|点|점)/.exec(b.label)?.[1] ?? 0) - Number(/(\d+) (?:points|点|점)/.exec(a.label)?.[1] ?? 0),
  )[0];
  const scored = await world.fake.click(player, table, select.custom_id, [best.value]);
  expect(scored.callback?.type).toBe(7);
  await settle(world.fake, 40);
}
