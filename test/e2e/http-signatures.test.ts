import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { World } from '../support/world.js';
import { BAD_REQUEST_KINDS } from '../../src/standin/endpoint-probe.js';
import { clickData } from '../../src/standin/driver.js';
import { controlOf, settle, users, visibleText } from '../support/fake-discord/driver.js';

// Discord signs every interaction and sends badly signed ones on purpose (when the URL is saved in
// the Developer Portal, and now and then after): the real bot's endpoint must refuse each with 401,
// and a forged click must change nothing.
const CH = '963000000000000001';
const world = new World([CH], {}, { http: true });
const fake = world.fake;
beforeAll(() => world.start().then(() => undefined), 60_000);
afterAll(() => world.stop());

describe("the bot's interactions endpoint and Discord's signatures", () => {
  it("passes Discord's check of the URL: a signed PING answered {type:1}; unsigned, badly signed, other key, tampered body, stale timestamp: 401", async () => {
    const check = await fake.checkInteractionsEndpoint(world.workers[0]!.url);
    expect(check.problems).toEqual([]);
    expect(check.ping).toEqual({ status: 200, body: { type: 1 } });
    expect(check.refusals).toEqual(Object.fromEntries(BAD_REQUEST_KINDS.map((kind) => [kind, 401])));
  });

  it('a forged Join click, in every bad form, is refused with 401 and changes nothing; the same click signed is taken', async () => {
    const table = (await fake.slash(users.ann, CH, 'play', [{ type: 1, name: 'pirate-dice', options: [] }])).messages[0]!;
    await settle(fake);
    const before = await world.session(CH);
    const joinId = controlOf(table, /:join$/);
    const forged = JSON.stringify(fake.interactionPayload(users.bo, CH, 3, clickData(table, joinId), table));
    for (const kind of BAD_REQUEST_KINDS) expect(await fake.sendBadRequest(world.workers[0]!.url, kind, forged)).toBe(401);
    await settle(fake);
    expect((await world.session(CH)).version).toBe(before.version);
    expect(visibleText(table)).not.toContain(`<@${users.bo.id}>`);

    const joined = await fake.click(users.bo, table, joinId);
    expect(joined.callback?.type).toBe(7);
    expect((await world.session(CH)).players.map((p: { id: string }) => p.id)).toEqual([users.ann.id, users.bo.id]);
    // Nothing of the refused requests (their tokens included) reached the bot's handlers or its log as an interaction.
    expect(world.bot.logs.filter((l) => l.msg === 'interaction failed')).toEqual([]);
    expect(fake.violations).toEqual([]);
  });
});
