import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { World } from '../support/world.js';
import { allControls, controlOf, liveTable, settle, users, visibleText } from '../support/fake-discord/driver.js';
import type { FakeMessage } from '../../src/standin/server.js';

// Hold'em in a channel people stay in: the live table below every hand's summary.
const CH = { placement: '951000000000000001' };
const world = new World(Object.values(CH), { NODE_ENV: 'test' });
const fake = world.fake;
beforeAll(() => world.start().then(() => undefined), 30_000);
afterAll(() => world.stop());
const { ann, bo } = users;

const hasTableControls = (m: FakeMessage) => allControls(m).some((id) => /^p1:/.test(id));
/** Channel REST calls from call `from` on that are not pings nor their deletion. */
const tableCalls = (channelId: string, from: number) =>
  fake.calls.slice(from).filter((c) => c.path.startsWith(`/channels/${channelId}/`) && c.method !== 'DELETE' && !(c.method === 'POST' && (c.body?.allowed_mentions?.users ?? []).length > 0));

describe("Hold'em: the live table stays where people look", () => {
  it('each hand summary takes the old table message; the table with its controls is posted below it, one REST call more per hand; the ledger lands on the newest message', async () => {
    const opened = await fake.slash(ann, CH.placement, 'play', [{ type: 1, name: 'holdem', options: [] }]);
    const first = opened.messages[0]!;
    await fake.click(bo, first, controlOf(first, /:join$/));
    await fake.click(ann, first, controlOf(first, /:start$/));
    await settle(fake);
    for (let hand = 1; hand <= 3; hand++) {
      const table = liveTable(fake, CH.placement);
      expect(visibleText(table)).toContain(`hand #${hand}`);
      const before = fake.calls.length;
      const toAct = (await world.session(CH.placement)).state.hand.toAct;
      await fake.click(toAct === ann.id ? ann : bo, table, controlOf(table, /:g:fold$/));
      await settle(fake);
      // The summary of the hand a fold ended used to be one post; now the old table becomes it and the table is posted again.
      expect(tableCalls(CH.placement, before).map((c) => c.method)).toEqual(['PATCH', 'POST']);
      const messages = fake.channelMessages(CH.placement);
      const newest = messages.at(-1)!;
      expect(hasTableControls(newest)).toBe(true);
      expect(messages.filter(hasTableControls)).toHaveLength(1);
      expect((await world.session(CH.placement)).tableMessageId).toBe(newest.id);
      // The old table is the hand's record: its summary, no controls.
      expect(table.embeds[0]?.title).toBe(`Hand #${hand}`);
      expect(hasTableControls(table)).toBe(false);
      if (hand < 3) {
        await fake.click(ann, newest, controlOf(newest, /:g:deal$/));
        await settle(fake);
      }
    }
    const titles = fake.channelMessages(CH.placement).map((m) => m.embeds[0]?.title ?? '');
    expect(titles.filter((t) => /^Hand #\d$/.test(t))).toEqual(['Hand #1', 'Hand #2', 'Hand #3']);

    await fake.slash(ann, CH.placement, 'end');
    await settle(fake);
    const last = fake.channelMessages(CH.placement).at(-1)!;
    expect(visibleText(last)).toContain(`This table was closed by <@${ann.id}>.`);
    expect(visibleText(last)).toContain(`<@${ann.id}>: bought in 2000`);
    expect(fake.violations).toEqual([]);
  }, 60_000);
});
