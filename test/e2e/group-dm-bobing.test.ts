import { describe, expect, it } from 'vitest';
import { controlOf, hasControl, settle, users, visibleText } from '../support/fake-discord/driver.js';
import { expectKeptToTheGroup, groupDmWorld, tokensSeen } from '../support/group-dm.js';
import { GAMES } from '../support/games.js';

// Issue 32: a whole game of 博饼 in a group DM where only Ann installed Parlor, with a computer at the
// table: Ann opens it with her own prizes (the form /play opens), Bo and Chan join and roll on the
// table's button, and the computer's rolls edit the table through the newest token. The dice are
// scripted (a face f is the draw f - 1), whoever rolls them: the game ends at the fifth roll, when
// the last of the three prizes (one 状元, two 一秀) is taken. 博饼 has no hidden information: every
// roll is public.
const GROUP = '976000000000000001';
const { ann, bo, chan } = users;
const ROLLS = [
  [4, 4, 4, 4, 2, 3], // 四点红: holds the 状元
  [2, 2, 3, 3, 5, 6], // nothing
  [4, 1, 2, 2, 3, 5], // 一秀: the first Tea
  [2, 3, 5, 6, 6, 2], // nothing
  [4, 1, 1, 2, 3, 5], // 一秀: the last Tea, and the game ends
];
const { world, fake } = groupDmWorld(GROUP, {
  COMPUTER_PAUSE_MS: '200',
  TEST_RNG_SCRIPT: ROLLS.flat()
    .map((f) => f - 1)
    .join(','),
});

describe('博饼 in a group DM', () => {
  it('custom prizes through the form, three people and a computer rolling to the results board, and the bot never posts in the group', async () => {
    const asked = await fake.slash(ann, GROUP, 'play', [
      {
        type: 1,
        name: 'bobing',
        options: [
          { type: 3, name: 'prizes', value: 'custom' },
          { type: 4, name: 'computers', value: 1 },
        ],
      },
    ]);
    expect(asked.callback?.type).toBe(9);
    const opened = await fake.submitModal(ann, GROUP, asked.callback!.data.custom_id, { counts: '1/0/0/0/0/2', names: '状元=Mooncake\n一秀=Tea' });
    expect(opened.callback?.type).toBe(4);
    const table = opened.messages[0]!;
    expect(table.flags & 64).toBe(0);
    expect(await world.session(GROUP)).toMatchObject({ hostedOn: 'interactions', guildId: null, channelId: GROUP });
    for (const seat of [bo, chan]) expect((await fake.click(seat, table, controlOf(table, /:join$/))).callback?.type).toBe(7);
    await fake.click(ann, table, controlOf(table, /:start$/));
    await settle(fake);

    const people = [ann, bo, chan];
    const rolled = new Set<string>();
    for (let step = 0; step < 40; step++) {
      const s = await world.session(GROUP);
      if (s.phase !== 'playing') break;
      const next = people.find((u) => GAMES.engine('bobing').actors(s.state).includes(u.id));
      // The computer's turn: it rolls after its pause, and the table moves on through a token.
      if (!next) {
        for (let wait = 0; wait < 150 && (await world.session(GROUP)).stateVersion === s.stateVersion; wait++) await new Promise((r) => setTimeout(r, 100));
        continue;
      }
      await fake.waitFor(() => hasControl(table, new RegExp(`:${s.stateVersion.toString(36)}:g:roll$`)), `${next.username}'s turn on the table`);
      const roll = await fake.click(next, table, controlOf(table, /:g:roll$/));
      expect(roll.callback?.type).toBe(7);
      rolled.add(next.id);
    }
    await settle(fake);
    expect(rolled).toEqual(new Set(people.map((u) => u.id)));
    const s = await world.session(GROUP);
    expect(s.phase).toBe('finished');
    const board = visibleText(table);
    expect(board).toContain('博饼 Bo Bing: results');
    expect(board).toMatch(/🏆 状元 of the game: <@\d+>, 四点红/);
    // The computer had a seat and rolled its turn (here the second roll).
    const computer = s.state.order.find((id: string) => !people.some((u) => u.id === id));
    expect(computer).toBeDefined();
    expect(s.state.recent.filter((r: any) => r.player === computer)).toHaveLength(1);
    expect(hasControl(table, /:again$/)).toBe(true);

    expectKeptToTheGroup(world, GROUP);
    const logs = world.bot.lines.join('\n');
    for (const token of tokensSeen(world)) expect(logs).not.toContain(token);
  }, 90_000);
});
