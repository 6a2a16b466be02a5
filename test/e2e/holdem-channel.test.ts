import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { World } from '../support/world.js';
import { actFromPanel, allControls, controlOf, hasControl, liveTable, settle, users, visibleText } from '../support/fake-discord/driver.js';
import type { FakeMessage } from '../../src/standin/server.js';

// Hold'em in a channel people stay in: the live table below every hand's summary.
const CH = { placement: '951000000000000001', panel: '951000000000000002' };
// Pictures given time to arrive: a picture late under load would add one edit to the calls counted below.
const world = new World(Object.values(CH), { NODE_ENV: 'test', PICTURE_DEADLINE_MS: '5000' });
const fake = world.fake;
beforeAll(() => world.start().then(() => undefined), 30_000);
afterAll(() => world.stop());
const { ann, bo } = users;

const hasTableControls = (m: FakeMessage) => allControls(m).some((id) => /^p1:/.test(id));
/** Channel REST calls from call `from` on that are not pings nor their deletion. */
const tableCalls = (channelId: string, from: number) =>
  fake.calls
    .slice(from)
    .filter(
      (c) =>
        c.path.startsWith(`/channels/${channelId}/`) && c.method !== 'DELETE' && !(c.method === 'POST' && (c.body?.allowed_mentions?.users ?? []).length > 0),
    );

describe("Hold'em: the live table stays where people look", () => {
  it('each hand record takes the old table message; the table with its controls is posted below it, and the record before is deleted; the ledger lands on the newest message', async () => {
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
      const folded = await actFromPanel(fake, toAct === ann.id ? ann : bo, table, /:g:fold$/);
      await settle(fake);
      // The table is posted again and its old message becomes the hand's short record (the record before it is deleted: below).
      expect(tableCalls(CH.placement, before).map((c) => c.method)).toEqual(['POST', 'PATCH']);
      expect(folded.panel.visibleTo).toBe(toAct);
      const messages = fake.channelMessages(CH.placement);
      const newest = messages.at(-1)!;
      expect(hasTableControls(newest)).toBe(true);
      expect(messages.filter(hasTableControls)).toHaveLength(1);
      expect((await world.session(CH.placement)).tableMessageId).toBe(newest.id);
      // The old table is the hand's record: short, no table controls, its details one click away.
      expect(visibleText(table)).toContain(`**Hand #${hand}**`);
      expect(hasTableControls(table)).toBe(false);
      expect(hasControl(table, /^h1:rec:/)).toBe(true);
      if (hand < 3) {
        await fake.click(ann, newest, controlOf(newest, /:g:deal$/));
        await settle(fake);
      }
    }
    // Only the newest record stays: the channel does not grow with every hand.
    const records = fake.channelMessages(CH.placement).filter((m) => hasControl(m, /^h1:rec:/));
    expect(records.map((m) => /\*\*(Hand #\d)\*\*/.exec(visibleText(m))?.[1])).toEqual(['Hand #3']);

    await fake.slash(ann, CH.placement, 'end');
    await settle(fake);
    const last = fake.channelMessages(CH.placement).at(-1)!;
    expect(visibleText(last)).toContain(`This table was closed by <@${ann.id}>.`);
    expect(visibleText(last)).toContain(`<@${ann.id}>: bought in 2000`);
    expect(fake.violations).toEqual([]);
  }, 60_000);
});

describe("Hold'em: your cards and your actions in one place", () => {
  it('the private panel carries the actions on your turn, follows the turn, and after a new deal says so and offers the new cards', async () => {
    const live = () => liveTable(fake, CH.panel);
    await fake.slash(ann, CH.panel, 'play', [{ type: 1, name: 'holdem', options: [] }]);
    await fake.click(bo, live(), controlOf(live(), /:join$/));
    await fake.click(ann, live(), controlOf(live(), /:start$/));
    await settle(fake);
    // Heads-up, ann on the button: she acts first.
    const annPanel = (await fake.click(ann, live(), controlOf(live(), /:panel$/))).messages[0]!;
    const boPanel = (await fake.click(bo, live(), controlOf(live(), /:panel$/), [], 'ko')).messages[0]!;
    expect(visibleText(annPanel)).toContain('Hand #1');
    expect(visibleText(annPanel)).toContain('Your turn: 10 to call.');
    for (const action of [/:g:fold$/, /:g:call$/, /:g:raise:40$/, /:g:raisebox$/]) expect(hasControl(annPanel, action)).toBe(true);
    expect(hasControl(boPanel, /:g:/)).toBe(false);

    // ann calls from her panel: her panel drops its actions; bo's panel, opened before his turn, now carries his.
    const called = await fake.click(ann, annPanel, controlOf(annPanel, /:g:call$/));
    expect(called.callback?.type).toBe(7);
    expect(hasControl(annPanel, /:g:/)).toBe(false);
    await fake.waitFor(() => hasControl(boPanel, /:g:check$/), "bo's panel to carry his actions");
    expect(visibleText(boPanel)).toContain('1번째 핸드');
    await settle(fake);
    expect(visibleText(live())).toContain(`<@${ann.id}> calls 20`);

    // bo checks from his panel: the flop, and bo (the big blind) acts first again, still from his panel.
    await fake.click(bo, boPanel, controlOf(boPanel, /:g:check$/), [], 'ko');
    expect(hasControl(boPanel, /:g:check$/)).toBe(true);
    // The raise form opens from the panel and acts from it.
    const box = await fake.click(bo, boPanel, controlOf(boPanel, /:g:raisebox$/), [], 'ko');
    expect(box.callback?.type).toBe(9);
    const raised = await fake.submitModalOn(bo, boPanel, box.callback!.data.custom_id, { amount: '60' }, 'ko');
    expect(raised.callback?.type).toBe(7);
    expect(hasControl(boPanel, /:g:/)).toBe(false);
    await fake.waitFor(() => hasControl(annPanel, /:g:fold$/), "ann's panel to carry her actions");
    await fake.click(ann, annPanel, controlOf(annPanel, /:g:fold$/));
    await settle(fake);
    expect(visibleText(annPanel)).toContain('No hand is being played right now.');

    // A new hand: bo, on the button, acts first and his panel shows the new hand with his actions;
    // ann's panel still shows hand 1, so it says a new hand was dealt and offers her new cards.
    await fake.click(ann, live(), controlOf(live(), /:g:deal$/));
    await fake.waitFor(() => visibleText(annPanel).includes('Hand #1 is over and hand #2 has been dealt.'), "ann's old panel to say hand 2 is dealt");
    await fake.waitFor(() => visibleText(boPanel).includes('2번째 핸드') && hasControl(boPanel, /:g:call$/), "bo's panel to show hand 2 and his actions");
    expect(hasControl(annPanel, /:g:/)).toBe(false);
    const fresh = await fake.click(ann, annPanel, controlOf(annPanel, /:panel$/));
    expect(fresh.callback?.type).toBe(7);
    expect(visibleText(annPanel)).toContain('Hand #2');
    expect(visibleText(annPanel)).toMatch(/Your cards: \S+ \S+/);
    expect(visibleText(annPanel)).not.toContain('has been dealt');

    // The table closes: the open panels say the game is over, with nothing left to press.
    await fake.slash(ann, CH.panel, 'end');
    await fake.waitFor(() => visibleText(boPanel).includes('이 게임은 끝났으므로'), "bo's panel to say the game is over");
    await fake.waitFor(() => visibleText(annPanel).includes('This game is over'), "ann's panel to say the game is over");
    expect(allControls(boPanel)).toEqual([]);
    expect(fake.violations).toEqual([]);
  }, 60_000);
});
