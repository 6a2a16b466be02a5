import { afterAll, beforeAll, expect } from 'vitest';
import type { FakeDiscord, FakeMessage, FakeUser } from '../../src/standin/server.js';
import { World } from './world.js';
import { controlOf, rowsOf, settle, users } from './fake-discord/driver.js';
import { openApiProblems } from './openapi-conformance.js';

/** A group DM of `people` where only the first of them installed Parlor (a user install): added to the world's stand-in before it starts. */
export function groupDm(world: World, id: string, people: FakeUser[]): string {
  world.fake.addGroupDm({ id, name: people.map((p) => p.username).join(', '), recipients: people });
  world.fake.installForUser(people[0]!.id);
  return id;
}

/**
 * The world of a group-DM test file: the stand-in with the group DM `id` of Ann, Bo and Chan (or
 * `people`), where only the first installed Parlor, no server channel, and the real bot with `env`
 * (on top of NODE_ENV=test); started before the file's tests and stopped after them. Anything else
 * the file needs in the stand-in (another group, a server) it adds before its tests start.
 */
export function groupDmWorld(
  id: string,
  env: Record<string, string> = {},
  people: FakeUser[] = [users.ann, users.bo, users.chan],
): { world: World; fake: FakeDiscord } {
  const world = new World([], { NODE_ENV: 'test', ...env });
  groupDm(world, id, people);
  beforeAll(() => world.start().then(() => undefined), 30_000);
  afterAll(() => world.stop());
  return { world, fake: world.fake };
}

/** The calls made with the bot's token into `channelId` (none may be: the bot is not there). */
export function botCallsInto(world: World, channelId: string): string[] {
  return world.fake.calls.filter((c) => c.path.includes(`/channels/${channelId}`)).map((c) => `${c.method} ${c.path} ${c.status}`);
}

/** The calls Discord refused (status 400 and above), as `METHOD path status` (an interaction's token in the path shown as {token}). */
export function refusedCalls(world: World): string[] {
  return world.fake.calls
    .filter((c) => (c.status ?? 200) >= 400)
    .map((c) => `${c.method} ${c.path.replace(/^\/(interactions\/\d+|webhooks\/\d+)\/[^/]+/, '/$1/{token}')} ${c.status}`);
}

/**
 * What a whole game in a group DM must have kept to: no bot-token call into the group, no call
 * refused, no Discord limit broken, and every call (interaction callbacks, follow-ups, edits and
 * deletions of `@original` and of follow-ups) within Discord's OpenAPI spec (openapi-conformance.ts).
 */
export function expectKeptToTheGroup(world: World, channelId: string): void {
  expect(botCallsInto(world, channelId)).toEqual([]);
  expect(refusedCalls(world)).toEqual([]);
  expect(world.fake.violations).toEqual([]);
  expect(openApiProblems(world.fake.calls)).toEqual([]);
}

/** The interaction tokens Discord handed the bot so far (each answered interaction's), which no log line may hold. */
export function tokensSeen(world: World): string[] {
  return [...new Set(world.fake.calls.filter((c) => c.path.startsWith('/interactions/')).map((c) => c.path.split('/')[3]!))];
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

/**
 * `user` presses the table's panel button. On a table on interactions it answers on the table (type 7:
 * the table is shown again and its newest token reaches it) and sends the panel privately after it,
 * as a follow-up: that ephemeral message is returned.
 */
export async function openPanelFromTable(world: World, user: FakeUser, table: FakeMessage): Promise<FakeMessage> {
  const opened = await world.fake.click(user, table, controlOf(table, /:panel$/));
  expect(opened.callback?.type).toBe(7);
  await world.fake.waitFor(() => opened.messages.some((m) => m.visibleTo === user.id), 'the private panel sent after the table');
  const panel = opened.messages.find((m) => m.visibleTo === user.id)!;
  expect(panel.flags & 64).toBe(64);
  return panel;
}
