import { describe, expect, it } from 'vitest';
import { allControls, controlOf, liveTable, rowsOf, settle, users, visibleText } from '../support/fake-discord/driver.js';
import { expectKeptToTheGroup, groupDmWorld, openPanelFromTable, tokensSeen } from '../support/group-dm.js';
import { turnOf } from '../support/computer-e2e.js';
import { drawsForDeal, SCRIPTED_HANDS } from '../support/xianqi-deal.js';
import { decideNow } from '../../src/computers/decide.js';
import { drawFor, sightOf } from '../../src/computers/sight.js';
import { GAMES } from '../support/games.js';
import type { FakeMessage, FakeUser } from '../../src/standin/server.js';

// Issue 32: a whole game of 掀棋 in a group DM where only Ann installed Parlor, to its settlement. The
// deal is scripted (SCRIPTED_HANDS, Ann starts); each person plays what the computer policy would
// choose for them, but as clicks: 扣 / 掀 on the table, pieces from their private panel, opened
// from the table's button. Nobody's pieces (in hand or discarded face down) reach a public body.
const GROUP = '975000000000000001';
const { ann, bo, chan } = users;
const SEATS = [ann, bo, chan];
const { world, fake } = groupDmWorld(GROUP, { TEST_RNG_SCRIPT: drawsForDeal(SCRIPTED_HANDS, 0).join(',') });
const live = () => liveTable(fake, GROUP);

/** `user`'s own pieces as their panel spells them at the deal ("Your pieces: 🔴士 …"). */
const handLines = new Map<string, string>();

async function panelOf(user: FakeUser, table: FakeMessage): Promise<FakeMessage> {
  return openPanelFromTable(world, user, table);
}

/** The move `user`'s own policy would make, made with the table's and their panel's controls. */
async function move(user: FakeUser, s: any): Promise<void> {
  const action = decideNow(GAMES, { game: s.game, sight: sightOf(GAMES, s, user.id), draw: drawFor(s, user.id) }) as { type: string; pieces?: string[] };
  const table = live();
  if (action.type !== 'play' && action.type !== 'discard') {
    expect((await fake.click(user, table, controlOf(table, new RegExp(`:g:${action.type}$`)))).callback?.type).toBe(7);
    return;
  }
  const panel = await panelOf(user, table);
  if (action.type === 'discard') {
    await fake.click(user, panel, controlOf(panel, /:g:disc$/), action.pieces);
    return;
  }
  const select = rowsOf(panel)
    .flatMap((row: any) => row.components)
    .find((c: any) => /:g:play$/.test(c.custom_id));
  const same = (value: string) => [...value.split('+')].sort().join() === [...action.pieces!].sort().join();
  await fake.click(user, panel, select.custom_id, [select.options.find((o: any) => same(o.value)).value]);
}

describe('掀棋 in a group DM', () => {
  it('Ann opens it, Bo and Chan join and play through the table and their panels, to the settlement, and the bot never posts in the group', async () => {
    const opened = await fake.slash(ann, GROUP, 'play', [{ type: 1, name: 'xianqi', options: [] }]);
    expect(opened.callback?.type).toBe(4);
    expect(await world.session(GROUP)).toMatchObject({ hostedOn: 'interactions', guildId: null, channelId: GROUP });
    for (const seat of [bo, chan]) expect((await fake.click(seat, live(), controlOf(live(), /:join$/))).callback?.type).toBe(7);
    await fake.click(ann, live(), controlOf(live(), /:start$/));
    await settle(fake);
    expect(visibleText(live())).toContain(`<@${ann.id}> starts the round`);
    // Each looks at their pieces first: the panel's line of them is what no public body may hold.
    for (const seat of SEATS) {
      const line = /^.*🔴.*$|^.*⚫.*$/m.exec(visibleText(await panelOf(seat, live())))?.[0];
      expect(line).toBeTruthy();
      handLines.set(seat.id, line!.replace(/^[^:：]*[:：]\s*/, ''));
    }

    let moves = 0;
    for (; moves < 200; moves++) {
      const now = await world.session(GROUP);
      if (now.phase !== 'playing' || now.state.phase === 'between') break;
      const actor = SEATS.find((u) => GAMES.engine('xianqi').actors(now.state).includes(u.id))!;
      const s = await turnOf(world, GROUP, actor.id, live, 20_000);
      if (s.phase !== 'playing' || s.state.phase === 'between') break;
      await move(actor, s);
    }
    expect(moves).toBeGreaterThan(3);
    const s = await world.session(GROUP);
    expect(s.state.phase).toBe('between');
    expect(s.state.gameNo).toBe(1);
    // The last move was pressed on a panel: the table shows it once its own edit (a call of its own, after the
    // press was answered) arrives, which on a loaded machine can come after a 300 ms lull.
    await fake.waitFor(() => visibleText(live()).includes('Settlement, game 1'), 'the settlement on the table', 15_000);
    await settle(fake);
    // One message in the group carries the table's controls: the table, posted anew below the settlement.
    expect(
      fake
        .channelMessages(GROUP)
        .filter((m) => allControls(m).some((id) => id.startsWith('p1:')))
        .map((m) => m.id),
    ).toEqual([live().id]);

    for (const body of fake.publicBodies()) {
      expect(body.text).not.toMatch(/"hands"|"discards"|"secret"/);
      for (const line of handLines.values()) expect(body.text).not.toContain(line);
    }
    expectKeptToTheGroup(world, GROUP);
    const logs = world.bot.lines.join('\n');
    expect(logs).not.toMatch(/[rb][SXMCGN][1-3]/);
    for (const token of tokensSeen(world)) expect(logs).not.toContain(token);
  }, 90_000);
});
