import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { World } from '../support/world.js';
import { controlOf, galleryItems, pirateTurn, rowsOf, settle, startPirate, users, visibleText } from '../support/fake-discord/driver.js';
import type { FakeMessage } from '../../src/standin/server.js';

const V2 = 1 << 15;
const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const CH = { game: '915000000000000001', text: '915000000000000002', old: '915000000000000003' };
// A generous deadline: this machine is shared, and these tests are about what is sent, not how fast.
const world = new World(Object.values(CH), { PICTURE_DEADLINE_MS: '5000' });
const fake = world.fake;

beforeAll(() => world.start().then(() => undefined), 60_000);
afterAll(() => world.stop());

/** The picture a V2 message shows: its gallery item and the attachment it points at. */
function pictureOf(message: FakeMessage) {
  const items = galleryItems(message);
  const name = String(items[0]?.media?.url ?? '').replace('attachment://', '');
  return { items, name, attachment: message.attachments?.find((a) => a.filename === name) };
}

/** The files the bot uploaded from call `from` on. */
const uploadsSince = (from: number) => fake.calls.slice(from).flatMap((c) => c.uploaded ?? []);

describe('tables in Components V2', () => {
  it('shows the table as a Container with its picture uploaded in the same call, and the panel with its own', async () => {
    const table = await startPirate(fake, CH.game, [users.ann, users.bo]);
    await settle(fake);
    expect(table.flags & V2).toBe(V2);
    expect(table.content).toBe('');
    expect(table.embeds).toEqual([]);
    expect(table.components[0]).toMatchObject({ type: 17, accent_color: expect.any(Number) });
    const shown = pictureOf(table);
    expect(shown.items).toHaveLength(1);
    expect(shown.items[0].description).toMatch(/\S/);
    expect(shown.attachment, `attachment ${shown.name} on the table`).toBeDefined();
    expect(shown.attachment!.bytes.subarray(0, 8)).toEqual(PNG);
    // The stand-in serves the bytes where the message says (the playground's page loads them from there).
    const served = Buffer.from(await (await fetch(shown.attachment!.url)).arrayBuffer());
    expect(served.equals(shown.attachment!.bytes)).toBe(true);
    // Beside the picture, the essentials stay as text (for notifications, screen readers and search):
    // the heading, whose turn, the timer, the order roll of round 1 (not in the picture) and the seed's fingerprint.
    const text = visibleText(table);
    expect(text).toContain('Pirate Dice: round 1');
    expect(text).toMatch(new RegExp(`<@${pirateTurn(table)}> to open with a bet\\.\nTurn ends: <t:\\d+:R>`));
    expect(text).toContain('Roll for turn order');
    expect(text).toContain(`This game's seed hash begins \`${(await world.session(CH.game)).fair.current.commitment.slice(0, 12)}\``);
    // What the picture shows is not written out again: the seats, the pile, the dice in play.
    for (const shownInPicture of ['Players (in turn order)', 'Lost so far', 'Dice in play', 'Natural 1s are wild']) expect(text).not.toContain(shownInPicture);
    expect(rowsOf(table).length).toBeGreaterThan(0);

    // The player to bet: their panel has the bet controls.
    const actor = [users.ann, users.bo].find((u) => u.id === pirateTurn(table))!;
    const opened = await fake.click(actor, table, controlOf(table, /:panel$/));
    const panel = opened.messages[0]!;
    expect(panel.visibleTo).toBe(actor.id);
    expect(panel.flags & V2).toBe(V2);
    const own = pictureOf(panel);
    expect(own.attachment?.bytes.subarray(0, 8)).toEqual(PNG);

    // A choice made in the panel changes nothing the picture shows: the edit keeps the attachment instead of sending it again.
    const before = fake.calls.length;
    const draft = await fake.click(actor, panel, controlOf(panel, /:g:face$/), ['3']);
    expect(draft.callback?.type).toBe(7);
    expect(draft.callback?.data.attachments).toEqual([{ id: own.attachment!.id }]);
    const sent = fake.calls.slice(before).find((c) => c.path.includes(draft.id));
    expect(JSON.stringify(sent?.body)).not.toContain('"filename"');
    expect(pictureOf(panel).attachment?.id).toBe(own.attachment!.id);
    expect(uploadsSince(before)).toEqual([]);

    // A bet: the table's picture changes, and its words say what the next player faces.
    const bettor = actor;
    await fake.click(bettor, panel, controlOf(panel, /:g:min:/));
    await settle(fake);
    const afterBet = visibleText(table);
    expect(pictureOf(table).attachment).toBeDefined();
    expect(pictureOf(table).name).not.toBe(shown.name);
    expect(afterBet).toMatch(new RegExp(`<@${pirateTurn(table)}> to bet or challenge\\.`));
    expect(afterBet).toMatch(new RegExp(`Current bet\\n<@${bettor.id}>: at least \\d+ × `));
    expect(afterBet).not.toContain('Bets this round');
    expect(fake.violations).toEqual([]);
  }, 60_000);

  it('a text-only table is V2 without a gallery or a file', async () => {
    const table = await startPirate(fake, CH.text, [users.ann, users.bo], [{ type: 5, name: 'pictures', value: false }]);
    await settle(fake);
    expect(table.flags & V2).toBe(V2);
    expect(galleryItems(table)).toEqual([]);
    expect(table.attachments ?? []).toEqual([]);
    // Without the picture, every word of the table: the seats and the pile too.
    expect(visibleText(table)).toContain('Pirate Dice: round 1');
    expect(visibleText(table)).toContain('Players (in turn order)');
    expect(visibleText(table)).toContain('Dice in play');
    const panel = (await fake.click(users.bo, table, controlOf(table, /:panel$/))).messages[0]!;
    expect(galleryItems(panel)).toEqual([]);
    expect(fake.violations).toEqual([]);
  }, 60_000);

  it('a table posted before V2 (a classic message) stays classic; /table posts it anew in V2', async () => {
    const opened = await fake.slash(users.ann, CH.old, 'play', [{ type: 1, name: 'pirate-dice', options: [] }]);
    const table = opened.messages[0]!;
    await settle(fake);
    // Made as an older Parlor left it: a classic message, and a record that does not say V2.
    table.flags &= ~V2;
    table.embeds = [{ title: 'Pirate Dice (an old table)' }];
    table.components = rowsOf(table);
    const stored = await world.session(CH.old);
    delete stored.tableV2;
    await world.overwrite(CH.old, JSON.stringify(stored));
    await world.bot.kill();
    await world.startBot();

    await fake.click(users.bo, table, controlOf(table, /:join$/));
    await fake.click(users.ann, table, controlOf(table, /:start$/));
    await settle(fake);
    expect(table.flags & V2).toBe(0);
    expect(table.embeds.length).toBeGreaterThan(0);
    expect(visibleText(table)).toContain('Pirate Dice: round 1');
    expect(galleryItems(table)).toEqual([]);
    // A move from a panel is shown by the publisher's edit: classic too.
    const actor = [users.ann, users.bo].find((u) => u.id === pirateTurn(table))!;
    const panel = (await fake.click(actor, table, controlOf(table, /:panel$/))).messages[0]!;
    const edits = fake.calls.length;
    await fake.click(actor, panel, controlOf(panel, /:g:min:/));
    await settle(fake);
    const edit = fake.calls.slice(edits).find((c) => c.method === 'PATCH' && c.path.endsWith(`/messages/${table.id}`));
    expect(edit?.status).toBe(200);
    expect(Number(edit!.body.flags ?? 0) & V2).toBe(0);
    expect(edit!.body.embeds.length).toBeGreaterThan(0);
    expect(table.flags & V2).toBe(0);

    const again = await fake.slash(users.ann, CH.old, 'table');
    const reposted = again.messages[0]!;
    await settle(fake);
    expect(reposted.flags & V2).toBe(V2);
    expect(pictureOf(reposted).attachment?.bytes.subarray(0, 8)).toEqual(PNG);
    // The old message is told the table moved, still as a classic message.
    expect(table.flags & V2).toBe(0);
    expect(visibleText(table)).toContain('This table continues in a newer message.');
    expect((await world.session(CH.old)).tableV2).toBe(true);
    expect(fake.violations).toEqual([]);
  }, 90_000);
});

describe('a picture that cannot be made in time', () => {
  const CH2 = '915000000000000009';
  const late = new World([CH2], { PICTURE_DEADLINE_MS: '1' });
  beforeAll(() => late.start().then(() => undefined), 60_000);
  afterAll(() => late.stop());

  it('goes first as V2 text with every word, and its picture is edited in as soon as it is drawn', async () => {
    const from = late.fake.calls.length;
    const table = await startPirate(late.fake, CH2, [users.ann, users.bo]);
    await late.fake.waitFor(() => galleryItems(table).length > 0, 'the picture edited in', 20_000);
    expect(table.flags & V2).toBe(V2);
    expect(pictureOf(table).attachment?.bytes.subarray(0, 8)).toEqual(PNG);
    const shown = late.fake.calls
      .slice(from)
      .map((c) => c.publicBody)
      .filter((body) => body && visibleText(body).includes('Pirate Dice: round 1'));
    // The first table after Start: the picture left out, the words are the whole table's; then the picture.
    expect(galleryItems(shown[0])).toEqual([]);
    expect(visibleText(shown[0])).toContain('Players (in turn order)');
    expect(galleryItems(shown.at(-1))).toHaveLength(1);
    const line = await late.bot.waitForLog((l) => l.msg === 'picture late: published as text until drawn', 'the late picture logged');
    expect(line).toMatchObject({ game: 'pirate', picture: 'table' });
    // Late is not a failure: nothing warned.
    expect(late.bot.logs.filter((l) => l.msg === 'picture left out: published as text')).toEqual([]);
    expect(JSON.stringify(line)).not.toMatch(/cups|secret/);
    expect(late.fake.violations).toEqual([]);
  }, 60_000);
});
