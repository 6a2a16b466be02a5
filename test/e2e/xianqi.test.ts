import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { World } from '../support/world.js';
import { expectFingerprint, expectNoLongHexInPublic } from '../support/fair-checks.js';
import { allControls, answerText, controlOf, isEphemeralAnswer, rowsOf, settle, users, visibleText } from '../support/fake-discord/driver.js';
import { drawsForDeal, SCRIPTED_HANDS } from '../support/xianqi-deal.js';
import type { FakeMessage, FakeUser } from '../../src/standin/server.js';

const CH = '960000000000000001';
const CH2 = '960000000000000002';
// Two deals, in the order the tests deal them: ann starts the first, chan the second.
const world = new World([CH, CH2], { NODE_ENV: 'test', TEST_RNG_SCRIPT: [...drawsForDeal(SCRIPTED_HANDS, 0), ...drawsForDeal(SCRIPTED_HANDS, 2)].join(',') });
const fake = world.fake;
beforeAll(() => world.start().then(() => undefined), 30_000);
afterAll(() => world.stop());

async function panelOf(user: FakeUser, table: FakeMessage): Promise<FakeMessage> {
  const opened = await fake.click(user, table, controlOf(table, /:panel$/));
  expect(isEphemeralAnswer(opened)).toBe(true);
  return opened.messages[0]!;
}

describe('掀棋 through Discord', () => {
  it('a 扣/掀 exchange and rounds with discards; no hand or discard is ever public', async () => {
    const { ann, bo, chan, dave } = users;
    // Text only: this test reads the seats, 柱 and the 掀扣 relations, which beside a picture are the picture's.
    const opened = await fake.slash(ann, CH, 'play', [{ type: 1, name: 'xianqi', options: [{ type: 5, name: 'pictures', value: false }] }]);
    const table = opened.messages[0]!;
    for (const u of [bo, chan]) await fake.click(u, table, controlOf(table, /:join$/));
    const crowd = await fake.click(dave, table, controlOf(table, /:join$/)); // a fourth seat does not exist
    expect(answerText(crowd)).toContain('The table is full (3 seats)');
    await fake.click(ann, table, controlOf(table, /:start$/));
    await settle(fake);
    expect(visibleText(table)).toContain(`<@${ann.id}> starts the round: knock (扣), offering to end the game here, or lead straight away (不扣)?`);

    const early = await fake.click(bo, table, controlOf(table, /:g:kou$/));
    expect(answerText(early)).toContain('还没轮到你');
    const stranger = await fake.click(dave, table, controlOf(table, /:g:kou$/));
    expect(answerText(stranger)).toContain('You are not playing at this table');

    // Round 1: ann 扣s; bo declines; chan 掀s; ann leads the red 士 pair
    await fake.click(ann, table, controlOf(table, /:g:kou$/));
    expect(visibleText(table)).toContain(`<@${ann.id}> knocks (扣), offering to end the game here. <@${bo.id}>, will you lift (掀) and play on?`);
    await fake.click(bo, table, controlOf(table, /:g:pass$/));
    await fake.click(chan, table, controlOf(table, /:g:xian$/));
    await settle(fake);
    expect(visibleText(table)).toContain(`<@${chan.id}> lifted <@${ann.id}>'s knock`);
    expect(visibleText(table)).toContain(`<@${ann.id}> leads.`);

    const annPanel = await panelOf(ann, table);
    expect(visibleText(annPanel)).toContain('Your pieces: 🔴士 🔴士 🔴相 🔴马 🔴马 🔴车 🔴车 ⚫牛');
    await fake.click(ann, annPanel, controlOf(annPanel, /:g:play$/), ['rS1+rS2']);
    await settle(fake);

    const boPanel = await panelOf(bo, table);
    const discard = rowsOf(boPanel)[0].components[0];
    expect(discard).toMatchObject({ min_values: 2, max_values: 2 });
    const played = await fake.click(bo, boPanel, discard.custom_id, ['bC1', 'bC2']);
    expect(answerText(played)).toContain('已垫棋');
    await settle(fake);
    expect(visibleText(table)).toContain('🂠🂠 2 pieces face down');

    const chanPanel = await panelOf(chan, table);
    const forbidden = await fake.click(chan, chanPanel, controlOf(chanPanel, /:g:disc$/), ['bN2']);
    expect(answerText(forbidden)).toMatch(/2개씩/); // chan reads Korean: the round count is 2
    await fake.click(chan, chanPanel, controlOf(chanPanel, /:g:disc$/), ['bN2', 'bN3']);
    await settle(fake);
    expect(visibleText(table)).toContain(`Round 1: <@${ann.id}> takes 2`);
    expect(visibleText(table)).toContain(`<@${ann.id}> · 柱 2`);

    // Round 2: ann leads a 相; bo must beat (only the black 士 is offered); chan discards
    await fake.click(ann, table, controlOf(table, /:g:nokou$/));
    const annPanel2 = await panelOf(ann, table);
    await fake.click(ann, annPanel2, controlOf(annPanel2, /:g:play$/), ['rX1']);
    const boPanel2 = await panelOf(bo, table);
    expect(rowsOf(boPanel2)[0].components[0].options.map((o: any) => o.value)).toEqual(['bS1']);
    const cheat = await fake.click(bo, boPanel2, `${controlOf(boPanel2, /:g:play$/)}`, ['bX1']);
    expect(answerText(cheat)).toContain('压不过');
    await fake.click(bo, boPanel2, controlOf(boPanel2, /:g:play$/), ['bS1']);
    const chanPanel2 = await panelOf(chan, table);
    await fake.click(chan, chanPanel2, controlOf(chanPanel2, /:g:disc$/), ['rN2']);
    await settle(fake);
    expect(visibleText(table)).toContain(`Round 2: <@${bo.id}> takes 1`);

    // Nothing hidden ever reached the channel: discards, and pieces never played face up
    for (const body of fake.publicBodies()) {
      for (const hidden of ['⚫车', '⚫牛', '🔴牛', '⚫马', '🔴狗', '⚫狗', 'bC1', 'bN2', '"hands"', '"discards"']) expect(body.text).not.toContain(hidden);
    }
    for (const line of world.bot.lines) expect(line).not.toMatch(/[rb][SXMCGN][1-3]/);
    // The seed's hash shows by its first 12 digits only: no 64-digit value in any public message.
    expect(expectNoLongHexInPublic(fake)).toBeGreaterThan(10);
    expectFingerprint(visibleText(table), (await world.session(CH)).fair.current.commitment);
    expect(fake.violations).toEqual([]);
  }, 60_000);

  it('your own 扣 or 掀 decision is in your panel, in your language, with its buttons; the terms are glossed', async () => {
    const { ann, bo, chan } = users;
    // Text only: this test reads the seats, 柱 and the 掀扣 relations, which beside a picture are the picture's.
    const opened = await fake.slash(ann, CH2, 'play', [{ type: 1, name: 'xianqi', options: [{ type: 5, name: 'pictures', value: false }] }]);
    const table = opened.messages[0]!;
    for (const u of [bo, chan]) await fake.click(u, table, controlOf(table, /:join$/));
    await fake.click(ann, table, controlOf(table, /:start$/));
    await settle(fake);
    expect(visibleText(table)).toContain(`<@${chan.id}> starts the round: knock (扣), offering to end the game here, or lead straight away (不扣)?`);
    expect(visibleText(table)).toContain('柱: one per 3 pieces won; 3 柱 is 够 (enough), 6 is 瓷 (solid: the big win)');

    const chanPanel = await panelOf(chan, table);
    expect(visibleText(chanPanel)).toContain('이번 라운드를 시작합니다. 扣(덮기)할까요, 不扣하고 바로 낼까요?');
    expect(visibleText(chanPanel)).toContain('다른 두 사람이 모두 掀(열기)하지 않으면 바로 정산합니다.');
    await fake.click(chan, chanPanel, controlOf(chanPanel, /:g:kou$/));
    await settle(fake);
    expect(visibleText(table)).toContain(`<@${chan.id}> knocks (扣), offering to end the game here. <@${ann.id}>, will you lift (掀) and play on?`);

    const annPanel = await panelOf(ann, table);
    expect(visibleText(annPanel)).toContain(`<@${chan.id}> knocks (扣), offering to end the game here.`);
    expect(visibleText(annPanel)).toContain(`If you end this game short of 够 (3 柱), you pay <@${chan.id}> 1 chip.`);
    expect(controlOf(annPanel, /:g:xian$/)).toBeTruthy();
    const boPanel = await panelOf(bo, table);
    expect(visibleText(boPanel)).toContain(`等待 <@${ann.id}>`);

    const rules = await fake.slash(chan, CH2, 'rules', [{ type: 3, name: 'game', value: 'xianqi' }]);
    expect(answerText(rules)).toContain('용어: 扣(덮기)');

    // bo's panel only waits; once ann leaves and the table is over, refreshing it says the game is over
    await fake.slash(ann, CH2, 'leave');
    await settle(fake);
    expect(visibleText(table)).toContain(`<@${ann.id}> left, so the table is over.`);
    // bo's open panel is told so at once (kept current through its interaction).
    expect(visibleText(boPanel)).toMatch(/This game is over, so this panel no longer works\.|这局游戏已经结束，这个面板不再有效。/);
    expect(allControls(boPanel)).toEqual([]);
    expect(fake.violations).toEqual([]);
  }, 30_000);
});
