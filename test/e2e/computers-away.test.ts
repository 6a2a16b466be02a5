import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { World } from '../support/world.js';
import { controlOf, settle, users, visibleText } from '../support/fake-discord/driver.js';
import { turnOf } from '../support/computer-e2e.js';

const CH = '960000000000000031';
const world = new World([CH], { COMPUTER_PAUSE_MS: '0' });
const fake = world.fake;
const { ann, bo } = users;
beforeAll(() => world.start().then(() => undefined), 30_000);
afterAll(() => world.stop());

/** "Your turn" pings that name Bo (in the language he last used at the table: 简体中文). */
const pingsToBo = () =>
  fake.channelMessages(CH).filter((m) => /your turn|轮到你了|차례입니다/.test(m.content) && (m.allowed_mentions?.users ?? []).includes(bo.id)).length;

describe('away_computer through Discord', () => {
  it('博饼: Bo times out three times and is away; the computer rolls for him, unpinged, until he presses “I’m back” and rolls himself', async () => {
    const opened = await fake.slash(ann, CH, 'play', [
      {
        type: 1,
        name: 'bobing',
        options: [
          { type: 4, name: 'turn_seconds', value: 15 },
          { type: 5, name: 'away_computer', value: true },
        ],
      },
    ]);
    const table = opened.messages[0]!;
    await settle(fake);
    expect(visibleText(table)).toContain('Away players: 🤖 the computer plays for them until they are back');
    await fake.click(bo, table, controlOf(table, /:join$/));
    await fake.click(ann, table, controlOf(table, /:start$/));

    // Ann rolls at each of her turns; Bo lets his timer run out until he is away.
    let s = await world.session(CH);
    expect(s.awayComputer).toBe(true);
    for (let i = 0; i < 8 && !s.state.away.includes(bo.id); i++) {
      s = await turnOf(world, CH, ann.id, table, 40_000);
      if (!s.state.away.includes(bo.id)) await fake.click(ann, table, controlOf(table, /:g:roll$/));
    }
    expect(s.state.away).toEqual([bo.id]);
    expect(s.state.timeouts[bo.id]).toBe(3);
    await settle(fake);
    const pinged = pingsToBo();

    // His next turn: the computer rolls for him at once, as his own roll, and he stays away.
    await fake.click(ann, table, controlOf(table, /:g:roll$/));
    s = await turnOf(world, CH, ann.id, table);
    const forBo = s.state.recent.find((r: any) => r.player === bo.id);
    expect(forBo).toMatchObject({ auto: false, away: false });
    expect(s.state.away).toEqual([bo.id]);
    expect(s.state.timeouts[bo.id]).toBe(3);
    expect(s.computerPlayedFor).toEqual([bo.id]);
    expect(world.bot.logs.filter((l) => l.msg === 'computer move' && l.channelId === CH && l.standIn === true)).toHaveLength(1);
    await settle(fake);
    expect(visibleText(table)).toContain("🤖 The computer plays for them until they press “I'm back”.");
    expect(pingsToBo()).toBe(pinged);

    // Back: his turn is his own again.
    await fake.click(bo, table, controlOf(table, /:g:back$/));
    await fake.click(ann, table, controlOf(table, /:g:roll$/));
    s = await turnOf(world, CH, bo.id, table);
    expect(s.state.away).toEqual([]);
    expect(s.computerDue ?? null).toBeNull();
    await fake.click(bo, table, controlOf(table, /:g:roll$/));
    s = await turnOf(world, CH, ann.id, table);
    expect(s.state.recent[0]).toMatchObject({ player: bo.id, auto: false, away: false });
    expect(s.state.timeouts[bo.id]).toBe(0);
    expect(world.bot.logs.filter((l) => l.msg === 'computer move' && l.channelId === CH)).toHaveLength(1);
    expect(fake.violations).toEqual([]);
  }, 120_000);
});
