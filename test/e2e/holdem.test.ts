import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectFingerprint, expectNoLongHexInPublic, verifyThroughButton } from '../support/fair-checks.js';
import { World } from '../support/world.js';
import { actFromPanel, allControls, answerText, controlOf, isEphemeralAnswer, liveTable, settle, users, visibleText } from '../support/fake-discord/driver.js';
import { drawsForDeck, handDeck } from '../support/decks.js';
import type { InteractionRecord } from '../../src/standin/server.js';

const CH = '950000000000000001';
const CH2 = '950000000000000002';
const { ann, bo, chan, dave } = users;
// Hand 1 (ann on the button, heads-up) uses any deck. Hand 2: button bo, so dealing goes chan, ann, bo.
const HAND2 = handDeck(
  [
    ['As', 'Ad'], // chan
    ['Kc', 'Kd'], // ann
    ['Qh', 'Qs'], // bo
  ],
  ['2c', '7d', '9h', '3s', '4c'],
);
/** The ephemeral follow-ups an interaction got (beside its update of the table). */
const privateNotes = (record: InteractionRecord): string[] => record.messages.filter((m) => (m.flags & 64) === 64).map((m) => visibleText(m));
const world = new World([CH, CH2], { NODE_ENV: 'test', TEST_RNG_SCRIPT: [...drawsForDeck([]), ...drawsForDeck(HAND2)].join(',') });
const fake = world.fake;
beforeAll(() => world.start().then(() => undefined), 30_000);
afterAll(() => world.stop());

describe("Hold'em through Discord", () => {
  it('a 3-player hand with an all-in and a side pot, played to showdown', async () => {
    // Text only: this test reads the seats, the board and the pots, which beside a picture are the picture's.
    await fake.slash(ann, CH, 'play', [{ type: 1, name: 'holdem', options: [{ type: 5, name: 'pictures', value: false }] }]);
    // The table message with its controls: posted again below each hand's summary.
    const live = () => liveTable(fake, CH);
    expect(visibleText(live())).toContain('Blinds 10/20 · buy-in 800 to 2000');
    await fake.click(bo, live(), controlOf(live(), /:join$/));
    await fake.click(ann, live(), controlOf(live(), /:start$/));
    await settle(fake);
    expect(visibleText(live())).toContain("Hold'em · hand #1 · blinds 10/20");
    // the blinds are one pot: the big blind's unmatched 10 is not a side pot
    expect(visibleText(live())).toContain('Pot: 30');
    expect(visibleText(live())).not.toMatch(/Side pot|Main pot/);

    // the player to act reads that it is their turn in their own panel; a pair is named before the flop
    const annFirst = (await fake.click(ann, live(), controlOf(live(), /:panel$/))).messages[0]!;
    expect(visibleText(annFirst)).toContain('Your turn: 10 to call.');
    expect(visibleText(annFirst)).not.toContain('to act');

    // forms that would be refused do not open: sitting down while seated, topping up during your hand
    const sitAgain = await fake.click(bo, live(), controlOf(live(), /:g:sit$/));
    expect(isEphemeralAnswer(sitAgain)).toBe(true);
    expect(answerText(sitAgain)).toContain('你已经在这张桌上有座位了');
    const topUpMidHand = await fake.click(ann, live(), controlOf(live(), /:g:more$/), ['topup']);
    expect(isEphemeralAnswer(topUpMidHand)).toBe(true);
    expect(answerText(topUpMidHand)).toContain('You are in the hand being played: chips can be added once it is over.');

    // chan sits down mid-hand with the minimum buy-in, through the modal
    const sit = await fake.click(chan, live(), controlOf(live(), /:g:sit$/));
    expect(sit.callback?.type).toBe(9);
    const tooSmall = await fake.submitModalOn(chan, live(), sit.callback!.data.custom_id, { amount: '500' });
    expect(isEphemeralAnswer(tooSmall)).toBe(true);
    expect(answerText(tooSmall)).toContain('바이인은 800에서 2000 사이로 입력하세요');
    const nothing = await fake.submitModalOn(chan, live(), sit.callback!.data.custom_id, { amount: '0' });
    expect(answerText(nothing)).toContain('바이인은 800에서 2000 사이로 입력하세요');
    // Typed with full-width digits, as an East Asian keyboard may: the same 800.
    const seated = await fake.submitModalOn(chan, live(), sit.callback!.data.custom_id, { amount: '８００' });
    expect(seated.callback?.type).toBe(7);
    // the form closes on the table, and only chan reads that it worked, in chan's language
    await settle(fake);
    expect(privateNotes(seated)).toEqual(['800칩으로 착석했습니다. 다음 핸드부터 카드를 받습니다.']);
    expect(visibleText(live())).toContain(`<@${chan.id}> · 800 · next hand`);

    // hand 1: ann (button, small blind) folds to bo
    await actFromPanel(fake, ann, live(), /:g:fold$/);
    await settle(fake);
    // the big blind's uncalled 10 goes back; the pot won is the two blinds' matched 20
    expect(visibleText(live())).toContain(`<@${bo.id}> wins 20, everyone else folded.`);
    expect(visibleText(live())).toContain(`Uncalled bet (10) returned to <@${bo.id}>.`);

    // hand 2: bo on the button, chan small blind, ann big blind; bo acts first
    await fake.click(ann, live(), controlOf(live(), /:g:deal$/));
    await settle(fake);
    expect(visibleText(live())).toContain('hand #2');
    expect(visibleText(live())).toContain(`▶ 🔘 <@${bo.id}>`);

    const annPanel = (await fake.click(ann, live(), controlOf(live(), /:panel$/))).messages[0]!;
    expect(annPanel.flags & 64).toBe(64);
    expect(visibleText(annPanel)).toContain('Your cards: K♣️ K♦️');
    // Before the flop the panel names no "best hand" (hole cards alone): it shows from the flop on.
    expect(visibleText(annPanel)).not.toContain('Best hand now');
    const chanPanel = (await fake.click(chan, live(), controlOf(live(), /:panel$/))).messages[0]!;
    expect(visibleText(chanPanel)).toContain('내 카드: A♠️ A♦️');
    expect(visibleText(chanPanel)).not.toContain('현재 최고 족보');

    const box = await actFromPanel(fake, bo, live(), /:g:raisebox$/);
    expect(box.callback?.type).toBe(9);
    const bad = await fake.submitModalOn(bo, box.panel, box.callback!.data.custom_id, { amount: 'lots' });
    expect(answerText(bad)).toContain('请输入整数筹码');
    const small = await fake.submitModalOn(bo, box.panel, box.callback!.data.custom_id, { amount: '30' });
    expect(answerText(small)).toContain('最小下注或加注到 40');
    // "Other amount" again: the form keeps what bo typed, not the suggested minimum.
    const reopened = await fake.click(bo, box.panel, controlOf(box.panel, /:g:raisebox$/));
    expect(reopened.callback?.data.components[0].components[0].value).toBe('30');
    const raised = await fake.submitModalOn(bo, box.panel, box.callback!.data.custom_id, { amount: '100' });
    expect(raised.callback?.type).toBe(7);
    await settle(fake);
    expect(visibleText(live())).toContain(`<@${bo.id}> raises to 100`);

    const shove = await actFromPanel(fake, chan, live(), /:g:allin$/);
    expect(shove.callback?.type).toBe(7);
    await settle(fake);
    // the all-in to 800 was a full raise (increment 700): ann may re-raise, at least to 1500
    expect(visibleText(live())).toContain(`<@${chan.id}> is all-in for 800`);
    await actFromPanel(fake, ann, live(), /:g:raise:1500$/);
    await actFromPanel(fake, bo, live(), /:g:call$/);
    await settle(fake);

    // the flop: every bet is in; a main pot for all three and a side pot for ann and bo
    const flop = visibleText(live());
    expect(flop).toContain('**Flop** · Board: 2♣️ 7♦️ 9♥️');
    expect(flop).toContain('Main pot 2400 · Side pot 1: 1400');
    for (const hidden of ['K♣️ K♦️', 'A♠️ A♦️', 'Q♥️ Q♠️']) expect(flop).not.toContain(hidden);

    for (let street = 0; street < 3; street++) {
      await actFromPanel(fake, ann, live(), /:g:check$/);
      await actFromPanel(fake, bo, live(), /:g:check$/);
      await settle(fake, 60);
    }
    const showdown = visibleText(live());
    const order = [`<@${chan.id}> shows A♠️ A♦️: Pair of Aces`, `<@${ann.id}> shows K♣️ K♦️: Pair of Kings`, `<@${bo.id}> shows Q♥️ Q♠️: Pair of Queens`].map(
      (line) => showdown.indexOf(line),
    );
    expect(order.every((i) => i >= 0)).toBe(true);
    expect(order).toEqual([...order].sort((a, b) => a - b));
    expect(showdown).toContain(`Main pot (2400) → <@${chan.id}> 2400 (Pair of Aces beats Pair of Kings)`);
    expect(showdown).toContain(`Side pot 1 (1400) → <@${ann.id}> 1400 (Pair of Kings beats Pair of Queens)`);
    expect(showdown).toContain(`<@${chan.id}> · 2400`);
    expect(showdown).toContain(`<@${ann.id}> · 1890`);
    expect(showdown).toContain(`<@${bo.id}> · 510`);

    // Only the newest hand's record stays in the channel (hand 1's, a fold win, is gone), short and pinging nobody;
    // its details are one click away, privately, in the reader's language.
    const posted = fake.channelMessages(CH).filter((m) => allControls(m).some((id) => id.startsWith('h1:rec:')));
    expect(posted).toHaveLength(1);
    expect(visibleText(posted[0]!)).toContain('Hand #2');
    expect(visibleText(posted[0]!)).toContain(`<@${chan.id}> wins 2400`);
    expect(visibleText(posted[0]!)).toContain('Pair of Aces beats Pair of Kings');
    expect(visibleText(posted[0]!)).not.toContain('shows');
    for (const m of posted) expect(m.allowed_mentions).toEqual({ parse: [] });
    const details = await fake.click(ann, posted[0]!, controlOf(posted[0]!, /^h1:rec:/));
    expect(isEphemeralAnswer(details)).toBe(true);
    expect(answerText(details)).toContain(`<@${chan.id}> shows A♠️ A♦️: Pair of Aces`);
    expect(answerText(details)).toContain(`Main pot (2400) → <@${chan.id}> 2400 (Pair of Aces beats Pair of Kings)`);

    const ledger = await fake.click(bo, live(), controlOf(live(), /:g:more$/), ['ledger']);
    expect(isEphemeralAnswer(ledger)).toBe(true);
    expect(answerText(ledger)).toContain(`<@${bo.id}>：买入 2000 · 现有 510 · 盈亏 -1490`);

    // no card was ever written to the log
    for (const line of world.bot.lines) expect(line).not.toMatch(/"[2-9TJQKA][shdc]"/);

    // closing the table shows the ledger on it, the newest message of the channel
    const last = live();
    const closed = await fake.slash(ann, CH, 'end');
    expect(answerText(closed)).toContain('Table closed');
    await settle(fake);
    expect(fake.channelMessages(CH).at(-1)!.id).toBe(last.id);
    expect(visibleText(last)).toContain(`This table was closed by <@${ann.id}>.`);
    expect(visibleText(last)).toContain(`<@${chan.id}>: bought in 800 · now 2400 · net +1600`);
    expect(fake.violations).toEqual([]);
  }, 60_000);

  it('leaving and sitting down again mid-hand, the ledger of a player who left, and the top-up form', async () => {
    // Text only: this test reads the seats, the board and the pots, which beside a picture are the picture's.
    await fake.slash(ann, CH2, 'play', [{ type: 1, name: 'holdem', options: [{ type: 5, name: 'pictures', value: false }] }]);
    const live = () => liveTable(fake, CH2);
    await fake.click(bo, live(), controlOf(live(), /:join$/));
    await fake.click(dave, live(), controlOf(live(), /:join$/));
    await fake.click(ann, live(), controlOf(live(), /:start$/));
    await settle(fake);
    // ann on the button, bo small blind, dave big blind; ann acts first
    expect(visibleText(live())).toContain(`▶ 🔘 <@${ann.id}>`);
    expect(visibleText(live())).toContain('Pot: 30');

    // someone without a seat is told to sit down first, not shown a form
    const stranger = await fake.click(chan, live(), controlOf(live(), /:g:more$/), ['topup']);
    expect(isEphemeralAnswer(stranger)).toBe(true);
    expect(answerText(stranger)).toContain('이 테이블에 자리가 없습니다. 먼저 ‘착석’을 누르세요.');

    await actFromPanel(fake, ann, live(), /:g:call$/);
    await settle(fake);
    // dave leaves (his big blind is folded) and sits down again before the hand ends
    await fake.slash(dave, CH2, 'leave');
    await settle(fake);
    expect(visibleText(live())).toContain(`~~<@${dave.id}>~~ · 1980 · folded · bet 20 · leaving`);
    const leaving = await fake.click(ann, live(), controlOf(live(), /:g:more$/), ['ledger']);
    expect(answerText(leaving)).toContain(`<@${dave.id}>: bought in 2000 · left, cashed out 1980 · net -20`);
    const sit = await fake.click(dave, live(), controlOf(live(), /:g:sit$/));
    expect(sit.callback?.type).toBe(9);
    // back within the hour: the form says he brings at least the 1980 he left with
    expect(sit.callback!.data.title).toBe('Sit down again: bring at least 1980');
    expect(JSON.stringify(sit.callback!.data)).toContain('Buy-in (1980 to 2000)');
    const short = await fake.submitModalOn(dave, live(), sit.callback!.data.custom_id, { amount: '900' });
    expect(isEphemeralAnswer(short)).toBe(true);
    expect(answerText(short)).toBe('You left this table less than an hour ago with 1980: sit down again with at least that much (up to 2000).');
    const seated = await fake.submitModalOn(dave, live(), sit.callback!.data.custom_id, { amount: '1980' });
    expect(seated.callback?.type).toBe(7);
    await settle(fake);
    expect(visibleText(live())).toContain(`~~<@${dave.id}>~~ · 1980 · folded · bet 20`);
    const midHand = await fake.click(dave, live(), controlOf(live(), /:g:more$/), ['ledger']);
    expect(answerText(midHand)).toContain(`<@${dave.id}>: bought in 3980 · cashed out 1980 · now 1980 · net -20`);

    // bo folds: ann wins the blinds and her call, and the channel is told
    await actFromPanel(fake, bo, live(), /:g:fold$/);
    await settle(fake);
    const posted = fake.channelMessages(CH2).filter((m) => allControls(m).some((id) => id.startsWith('h1:rec:')));
    expect(posted.map((m) => visibleText(m).trim())).toEqual([`**Hand #1** · <@${ann.id}> wins 50, everyone else folded.`]);
    // The table between hands says the hand's seed is revealed and shows the next hand's hash by its first 12
    // digits: Discord's id for that message is the next hand's public value if the timer deals it.
    // The seed, the full hash and the command are behind 🔐 Verify, privately.
    const fair = (await world.session(CH2)).fair;
    expect(visibleText(live())).toContain('Hand #1: seed revealed');
    expect(fair.current.witness).toBe(live().id);
    expectFingerprint(visibleText(live()), fair.current.commitment);
    expect(visibleText(live())).not.toContain(fair.current.seed);
    expect(fair.revealed.publicValue).toMatch(/^\d{17,20}$/);
    await verifyThroughButton(fake, ann, live(), fair.revealed, { scripted: true });
    expectNoLongHexInPublic(fake);

    // bo leaves between hands: the ledger shows what he took, not a stack of 0
    await fake.slash(bo, CH2, 'leave');
    await settle(fake);
    const ledger = await fake.click(ann, live(), controlOf(live(), /:g:more$/), ['ledger']);
    const lines = answerText(ledger);
    expect(lines).toContain(`<@${bo.id}>: bought in 2000 · left, cashed out 1990 · net -10`);
    expect(lines).toContain(`<@${ann.id}>: bought in 2000 · now 2030 · net +30`);
    expect(lines).toContain(`<@${dave.id}>: bought in 3980 · cashed out 1980 · now 1980 · net -20`);
    expect(lines).not.toContain('now 0');

    // top-up: nothing to add at the maximum; otherwise a form with the real range, and 0 gets the range back
    const atMax = await fake.click(ann, live(), controlOf(live(), /:g:more$/), ['topup']);
    expect(isEphemeralAnswer(atMax)).toBe(true);
    expect(answerText(atMax)).toContain('Your stack is already at the maximum buy-in (2000): there is nothing to top up.');
    const form = await fake.click(dave, live(), controlOf(live(), /:g:more$/), ['topup']);
    expect(form.callback?.type).toBe(9);
    expect(JSON.stringify(form.callback!.data)).toContain('Chips to add (1 to 20)');
    const zero = await fake.submitModalOn(dave, live(), form.callback!.data.custom_id, { amount: '0' });
    expect(isEphemeralAnswer(zero)).toBe(true);
    expect(answerText(zero)).toContain('Enter an amount between 1 and 20.');
    const added = await fake.submitModalOn(dave, live(), form.callback!.data.custom_id, { amount: '20' });
    expect(added.callback?.type).toBe(7);
    await settle(fake);
    expect(privateNotes(added)).toEqual(['You added 20 chips.']);
    expect(visibleText(live())).toContain(`<@${dave.id}> · 2000`);

    // the button was ann's; the next hand's is the next seated player clockwise: dave
    await fake.click(ann, live(), controlOf(live(), /:g:deal$/));
    await settle(fake);
    expect(visibleText(live())).toContain(`▶ 🔘 SB <@${dave.id}>`);
    expect(fake.violations).toEqual([]);
  }, 60_000);
});
