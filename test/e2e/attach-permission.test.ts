import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { World } from '../support/world.js';
import { controlOf, galleryItems, settle, startPirate, users, visibleText } from '../support/fake-discord/driver.js';

const CH = '916000000000000001';
// A generous deadline: these tests are about what is sent, not how fast.
const world = new World([CH], { PICTURE_DEADLINE_MS: '5000' });
const fake = world.fake;

beforeAll(() => world.start().then(() => undefined), 60_000);
afterAll(() => world.stop());

describe('a channel where the bot lacks Attach Files (invited without it)', () => {
  it('gets its table edits as text once Discord refuses the picture, and the log says why once', async () => {
    fake.denyAttachFiles(CH);
    const seats = [users.ann, users.bo];
    // The table itself is the interaction's answer, which needs no permission: it has its picture.
    const table = await startPirate(fake, CH, seats);
    expect(galleryItems(table)).toHaveLength(1);

    const bet = async () => {
      const session = await world.session(CH);
      const actor = seats.find((u) => u.id === session.state.turn)!;
      const panel = (await fake.click(actor, table, controlOf(table, /:panel$/))).messages[0]!;
      await fake.click(actor, panel, controlOf(panel, /:g:min:/));
      await settle(fake);
      return session.stateVersion as number;
    };
    const before = await bet();
    // The bet moved the table on; the publisher's edit with a new picture was refused and sent again as text.
    const refused = fake.calls.filter((c) => c.status === 403);
    expect(refused).toHaveLength(1);
    expect(refused[0]!.uploaded?.length).toBeGreaterThan(0);
    expect((await world.session(CH)).stateVersion).toBeGreaterThan(before);
    expect(galleryItems(table)).toEqual([]);
    expect(table.attachments ?? []).toEqual([]);
    // Without its picture the table has every word again, not only those beside a picture.
    expect(visibleText(table)).toContain('Dice in play');
    await world.bot.waitForLog((l) => String(l.msg).startsWith('Discord refused a picture here'), 'the refusal logged');

    // The next move goes as text at once: no picture tried, no second refusal, one log line.
    await bet();
    expect(fake.calls.filter((c) => c.status === 403)).toHaveLength(1);
    expect(galleryItems(table)).toEqual([]);
    expect(world.bot.logs.filter((l) => String(l.msg).startsWith('Discord refused a picture here'))).toHaveLength(1);
    expect(fake.violations).toEqual([]);
  }, 90_000);
});
