import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GUILD, World } from '../support/world.js';
import { answerText, controlOf, galleryItems, isEphemeralAnswer, settle, startPirate, users, visibleText } from '../support/fake-discord/driver.js';
import type { FakeUser } from '../../src/standin/server.js';
import { serverSettingsKey } from '../../src/store/keys.js';

const V2 = 1 << 15;
const CH = {
  admin: '916000000000000001',
  textOnly: '916000000000000002',
  withPictures: '916000000000000003',
  fourColour: '916000000000000004',
  twoColour: '916000000000000005',
};
/** Manage Server (1 << 5). */
const admin: FakeUser = { id: '100000000000000009', username: 'admin', locale: 'en-US', permissions: String(1n << 5n) };
const adminZh: FakeUser = { id: '100000000000000010', username: 'guanliyuan', locale: 'zh-CN', permissions: String(1n << 5n) };
// A generous deadline: this machine is shared, and these tests are about what is sent, not how fast.
const world = new World(Object.values(CH), { PICTURE_DEADLINE_MS: '5000' });
const fake = world.fake;

beforeAll(() => world.start().then(() => undefined), 60_000);
afterAll(() => world.stop());

const settings = (user: FakeUser, options: Array<{ name: string; value: boolean }> = []) =>
  fake.slash(
    user,
    CH.admin,
    'settings',
    options.map((o) => ({ type: 5, ...o })),
  );

describe('/settings: the server’s defaults for new tables', () => {
  it('only Manage Server changes them; an admin turns pictures off and a new table comes as text only, unless its host asks for pictures', async () => {
    for (const member of [users.ann, users.mod]) {
      const refused = await settings(member, [{ name: 'pictures', value: false }]);
      expect(isEphemeralAnswer(refused)).toBe(true);
      expect(answerText(refused)).toBe("Changing this server's settings needs the Manage Server permission.");
    }
    expect(await world.redis.exists(serverSettingsKey(world.prefix, GUILD))).toBe(0);

    const shown = await settings(admin);
    expect(isEphemeralAnswer(shown)).toBe(true);
    expect(answerText(shown)).toContain('Pictures: on.');
    expect(answerText(shown)).toContain('Card pictures: two colours');
    expect(answerText(shown)).not.toContain('Saved.');

    const changed = await settings(admin, [{ name: 'pictures', value: false }]);
    expect(isEphemeralAnswer(changed)).toBe(true);
    expect(answerText(changed)).toContain('Saved.');
    expect(answerText(changed)).toContain('Pictures: off. Tables are text only.');
    // In the admin's own language.
    const inChinese = await settings(adminZh);
    expect(isEphemeralAnswer(inChinese)).toBe(true);
    expect(answerText(inChinese)).toContain('图片：关。牌桌只显示文字。');

    const opened = await fake.slash(users.ann, CH.textOnly, 'play', [{ type: 1, name: 'pirate-dice', options: [] }]);
    expect(visibleText(opened.messages[0]!)).toContain('Text only: no pictures');
    await fake.click(users.bo, opened.messages[0]!, controlOf(opened.messages[0]!, /:join$/));
    await fake.click(users.ann, opened.messages[0]!, controlOf(opened.messages[0]!, /:start$/));
    await settle(fake);
    const table = opened.messages[0]!;
    expect(table.flags & V2).toBe(V2);
    expect(visibleText(table)).toContain('Pirate Dice: round 1');
    expect(galleryItems(table)).toEqual([]);
    expect(table.attachments ?? []).toEqual([]);
    expect((await world.session(CH.textOnly)).textOnly).toBe(true);

    // The host's own choice wins over the server's.
    const pictured = await startPirate(fake, CH.withPictures, [users.ann, users.bo], [{ type: 5, name: 'pictures', value: true }]);
    await settle(fake);
    expect(galleryItems(pictured)).toHaveLength(1);
    expect((await world.session(CH.withPictures)).textOnly).toBeUndefined();
    expect(fake.violations).toEqual([]);
  }, 90_000);

  it("sets the deck of new Hold'em tables; /play holdem four_colour: wins, and a game without cards has no such option", async () => {
    const changed = await settings(admin, [
      { name: 'pictures', value: true },
      { name: 'four_colour', value: true },
    ]);
    expect(answerText(changed)).toContain('Pictures: on.');
    expect(answerText(changed)).toContain('Card pictures: four-colour deck');

    const four = await fake.slash(users.ann, CH.fourColour, 'play', [{ type: 1, name: 'holdem', options: [] }]);
    expect(visibleText(four.messages[0]!)).toContain('Four-colour deck: ♦ blue, ♣ green');
    expect((await world.session(CH.fourColour)).fourColour).toBe(true);

    const two = await fake.slash(users.ann, CH.twoColour, 'play', [{ type: 1, name: 'holdem', options: [{ type: 5, name: 'four_colour', value: false }] }]);
    expect(visibleText(two.messages[0]!)).not.toContain('Four-colour deck');
    expect((await world.session(CH.twoColour)).fourColour).toBeUndefined();

    const pirate = await fake.slash(users.bo, CH.admin, 'play', [{ type: 1, name: 'pirate-dice', options: [{ type: 5, name: 'four_colour', value: true }] }]);
    expect(isEphemeralAnswer(pirate)).toBe(true);
    expect(await world.session(CH.admin)).toBeNull();
    await settle(fake);
    expect(fake.violations).toEqual([]);
  }, 60_000);
});
