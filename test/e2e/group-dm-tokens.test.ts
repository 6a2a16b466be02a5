import { describe, expect, it } from 'vitest';
import { controlOf, settle, users, visibleText } from '../support/fake-discord/driver.js';
import { botCallsInto, groupDm, groupDmWorld, yahtzeeTurn } from '../support/group-dm.js';
import { openApiProblems } from '../support/openapi-conformance.js';

// Issue 32: a table in a group DM lives on its interactions' tokens, each good for 15 minutes. Here
// the stand-in's clock crosses that boundary while a timer runs, and the bot restarts mid-game.
const GROUP = '971000000000000001';
const RESTART_GROUP = '971000000000000002';
const { ann, bo, chan } = users;
const { world, fake } = groupDmWorld(GROUP, { COMPUTER_PAUSE_MS: '1500' });
groupDm(world, RESTART_GROUP, [ann, bo]);

describe('the 15 minutes of a token', () => {
  it('a timer move after every token expired is kept, shown by no call, and the next click on the table brings it back', async () => {
    const opened = await fake.slash(ann, GROUP, 'play', [{ type: 1, name: 'yahtzee', options: [{ type: 4, name: 'turn_seconds', value: 15 }] }]);
    const table = opened.messages[0]!;
    await fake.click(bo, table, controlOf(table, /:join$/));
    await fake.click(ann, table, controlOf(table, /:start$/));
    await settle(fake);
    const started = await world.session(GROUP);
    expect(started.state.order[started.state.current]).toBe(ann.id);
    const shownBefore = visibleText(table);

    // Discord's clock moves on past the 15 minutes: every token the bot holds is dead.
    fake.clock.advance(15 * 60_000 + 1_000);
    // Ann's turn times out (15 s on the bot's clock): the move is committed...
    let after = started;
    for (let i = 0; i < 200 && after.stateVersion === started.stateVersion; i++) {
      await new Promise((r) => setTimeout(r, 200));
      after = await world.session(GROUP);
    }
    expect(after.stateVersion).toBeGreaterThan(started.stateVersion);
    expect(after.state.order[after.state.current]).toBe(bo.id);
    await settle(fake);
    // ...but Discord refused the edit through the expired token (401, 50027), so the table is as it was, and nothing used the bot's token.
    const refused = fake.calls.filter((c) => c.path.startsWith('/webhooks/') && c.status === 401);
    expect(refused.length).toBeGreaterThanOrEqual(1);
    expect(visibleText(table)).toBe(shownBefore);
    expect(botCallsInto(world, GROUP)).toEqual([]);

    // Chan, who is not even seated, clicks a button on the table: it comes back as it stands (type 7).
    const click = await fake.click(chan, table, controlOf(table, /:g:roll$/));
    expect(click.callback?.type).toBe(7);
    expect(visibleText(table)).not.toBe(shownBefore);
    expect(visibleText(table)).toContain(`<@${bo.id}>`);
    // From there the table goes on: Bo plays his turn on it, and nothing was lost.
    await yahtzeeTurn(world, bo, table);
    const next = await world.session(GROUP);
    expect(next.state.order[next.state.current]).toBe(ann.id);
    expect(next.state.round).toBe(2);
    expect(botCallsInto(world, GROUP)).toEqual([]);
    expect(fake.violations).toEqual([]);
    expect(openApiProblems(fake.calls)).toEqual([]);
    await fake.slash(ann, GROUP, 'end');
  }, 90_000);

  it('a restart mid-game: the new process finds the token in the store and shows the computer move through it', async () => {
    const opened = await fake.slash(ann, RESTART_GROUP, 'play', [{ type: 1, name: 'yahtzee', options: [{ type: 4, name: 'computers', value: 1 }] }]);
    const table = opened.messages[0]!;
    await fake.click(ann, table, controlOf(table, /:start$/));
    await settle(fake);
    await yahtzeeTurn(world, ann, table);
    // The computer waits its pause: the bot dies meanwhile, and another one starts.
    expect(visibleText(table)).not.toContain('round 2 of 13');
    await world.bot.kill();
    await world.startBot();
    await fake.waitFor(() => visibleText(table).includes('round 2 of 13'), 'the computer move after the restart, on the table', 30_000);
    const session = await world.session(RESTART_GROUP);
    expect(session.state.round).toBe(2);
    expect(session.state.order[session.state.current]).toBe(ann.id);
    expect(botCallsInto(world, RESTART_GROUP)).toEqual([]);
    const tokenEdits = fake.calls.filter((c) => c.method === 'PATCH' && c.path.startsWith(`/webhooks/${fake.applicationId}/`) && c.status === 200);
    expect(tokenEdits.length).toBeGreaterThan(0);
    expect(fake.violations).toEqual([]);
    expect(openApiProblems(fake.calls)).toEqual([]);
  }, 90_000);
});
