import { describe, expect, it } from 'vitest';
import { controlOf, hasControl, isEphemeralAnswer, settle, users, visibleText } from '../support/fake-discord/driver.js';
import { botCallsInto, groupDmWorld, refusedCalls, tokensSeen, yahtzeeTurn } from '../support/group-dm.js';
import { keysMatching } from '../support/redis.js';
import { openApiProblems } from '../support/openapi-conformance.js';

// Issue 32: Parlor installed by Ann alone (a user install) plays in a group DM of Ann, Bo and Chan:
// the table is /play's answer, every click updates it, Bo and Chan play through its buttons only,
// and the bot's token never goes into the group (the stand-in answers 403 Missing Access if it does).
const GROUP = '970000000000000001';
const { ann, bo, chan } = users;
const { world, fake } = groupDmWorld(GROUP, { COMPUTER_PAUSE_MS: '200' });

describe('a whole game in a group DM', () => {
  it('Yahtzee: Ann opens it, Bo and Chan join and play through the buttons, and the bot never posts in the group', async () => {
    const opened = await fake.slash(ann, GROUP, 'play', [{ type: 1, name: 'yahtzee', options: [] }]);
    expect(opened.callback?.type).toBe(4);
    const table = opened.messages[0]!;
    expect(table.visibleTo).toBeUndefined();
    const stored = await world.session(GROUP);
    expect(stored).toMatchObject({ hostedOn: 'interactions', guildId: null, channelId: GROUP });
    expect((await fake.click(bo, table, controlOf(table, /:join$/))).callback?.type).toBe(7);
    expect((await fake.click(chan, table, controlOf(table, /:join$/))).callback?.type).toBe(7);
    await fake.click(ann, table, controlOf(table, /:start$/));
    await settle(fake);
    expect(visibleText(table)).toContain('round 1 of 13');

    const order = [ann, bo, chan];
    for (let turn = 0; turn < 39; turn++) await yahtzeeTurn(world, order[turn % 3]!, table);
    await fake.waitFor(() => visibleText(table).includes('Final ranking'), 'the final ranking on the table');
    expect(hasControl(table, /:again$/)).toBe(true);
    expect((await world.session(GROUP)).phase).toBe('finished');

    // Turn pings went as follow-ups (public, through a token) and were deleted as each turn passed.
    const pings = fake.calls.filter((c) => c.method === 'POST' && c.path.startsWith(`/webhooks/${fake.applicationId}/`) && c.status === 200);
    expect(pings.length).toBeGreaterThan(10);
    const deleted = fake.calls.filter((c) => c.method === 'DELETE' && c.path.startsWith('/webhooks/') && c.status === 204);
    expect(deleted.length).toBeGreaterThan(10);
    // Nothing went with the bot's token into the group, and no call was refused.
    expect(botCallsInto(world, GROUP)).toEqual([]);
    expect(refusedCalls(world)).toEqual([]);
    expect(fake.violations).toEqual([]);
    expect(openApiProblems(fake.calls)).toEqual([]);

    // The group's stats are the group's own: keyed by its channel.
    const stats = await fake.slash(ann, GROUP, 'stats', [{ type: 1, name: 'show', options: [{ type: 3, name: 'game', value: 'yahtzee' }] }]);
    expect(isEphemeralAnswer(stats)).toBe(true);
    expect(await keysMatching(world.redis, `${world.prefix}*:stats:${GROUP}:yahtzee:${bo.id}`)).toHaveLength(1);
    // Tokens are kept with the table, in the store, never in a log line.
    const tokens = tokensSeen(world);
    expect(tokens.length).toBeGreaterThan(40);
    const logs = JSON.stringify(world.bot.logs);
    for (const token of tokens) expect(logs).not.toContain(token);
  }, 120_000);

  it('Yahtzee with a computer: its moves edit the table through the newest token', async () => {
    const opened = await fake.slash(ann, GROUP, 'play', [{ type: 1, name: 'yahtzee', options: [{ type: 4, name: 'computers', value: 1 }] }]);
    const table = opened.messages[0]!;
    await fake.click(ann, table, controlOf(table, /:start$/));
    await settle(fake);
    for (let round = 0; round < 13; round++) {
      await yahtzeeTurn(world, ann, table);
      // The computer plays its turn after its pause; the table shows Ann's next one (or the end).
      await fake.waitFor(
        () => (round < 12 ? visibleText(table).includes(`round ${round + 2} of 13`) : visibleText(table).includes('Final ranking')),
        `round ${round + 2}`,
        20_000,
      );
    }
    const webhookEdits = fake.calls.filter((c) => c.method === 'PATCH' && c.path.startsWith(`/webhooks/${fake.applicationId}/`));
    expect(webhookEdits.length).toBeGreaterThanOrEqual(13);
    expect(botCallsInto(world, GROUP)).toEqual([]);
    expect(fake.violations).toEqual([]);
    expect(openApiProblems(fake.calls)).toEqual([]);
  }, 180_000);
});
