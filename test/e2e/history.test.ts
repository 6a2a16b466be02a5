import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { World } from '../support/world.js';
import { actFromPanel, answerText, controlOf, isEphemeralAnswer, liveTable, settle, users, visibleText } from '../support/fake-discord/driver.js';
import { drawsForDeck, handDeck } from '../support/decks.js';

const CH = '950000000000000141';
const { ann, bo, chan } = users;
// Heads-up, ann on the button in hand 1 (dealing bo, ann), bo in hand 2 (dealing ann, bo).
const HAND1 = handDeck(
  [
    ['Qh', 'Qs'],
    ['Kc', 'Kd'],
  ],
  ['2c', '7d', '9h', '3s', '4c'],
);
const HAND2 = handDeck(
  [
    ['As', 'Ad'],
    ['Jh', 'Td'],
  ],
  ['2c', '7d', '9h', '3s', '4c'],
);
const world = new World([CH], { NODE_ENV: 'test', TEST_RNG_SCRIPT: [...drawsForDeck(HAND1), ...drawsForDeck(HAND2)].join(',') });
const fake = world.fake;
beforeAll(() => world.start().then(() => undefined), 30_000);
afterAll(() => world.stop());

describe('hand histories through Discord', () => {
  it('/history shows your last hand privately, never a folded hand; its button sends your hands as a .txt file', async () => {
    const none = await fake.slash(ann, CH, 'history');
    expect(isEphemeralAnswer(none)).toBe(true);
    expect(answerText(none)).toContain("You have no Hold'em hand at this table from the last 30 days.");

    await fake.slash(ann, CH, 'play', [{ type: 1, name: 'holdem', options: [] }]);
    const live = () => liveTable(fake, CH);
    await fake.click(bo, live(), controlOf(live(), /:join$/));
    await fake.click(ann, live(), controlOf(live(), /:start$/));
    await settle(fake);
    // hand 1: ann (button, small blind) folds her kings
    await actFromPanel(fake, ann, live(), /:g:fold$/);
    await settle(fake);

    const boSees = await fake.slash(bo, CH, 'history');
    expect(isEphemeralAnswer(boSees)).toBe(true);
    const boText = answerText(boSees);
    expect(boText).toMatch(/PokerStars Hand #\d+: {2}Hold'em No Limit \(10\/20\)/);
    expect(boText).toContain('[Qh Qs]');
    expect(boText).toContain(': folds');
    expect(boText).not.toMatch(/Kc|Kd/);
    // The table's own number of the hand, as the table showed it (the PokerStars id stays in the text for trackers).
    expect(boText).toContain('你在本桌的最近一手（第 1 手）');
    const first = (await world.session(CH)).fair.revealed;
    expect(first.round).toBe(1);
    expect(boText).toContain(first.seed);
    const annSees = answerText(await fake.slash(ann, CH, 'history'));
    expect(annSees).toContain('[Kc Kd]');
    expect(annSees).not.toMatch(/Qh|Qs/);
    // chan never played here
    expect(answerText(await fake.slash(chan, CH, 'history'))).toContain('최근 30일 동안 이 테이블에서 플레이한 홀덤 핸드가 없습니다.');

    // hand 2: checked down to a showdown
    await fake.click(ann, live(), controlOf(live(), /:g:deal$/));
    await settle(fake);
    await actFromPanel(fake, bo, live(), /:g:call$/);
    await actFromPanel(fake, ann, live(), /:g:check$/);
    for (let street = 0; street < 3; street++) {
      await actFromPanel(fake, ann, live(), /:g:check$/);
      await actFromPanel(fake, bo, live(), /:g:check$/);
      await settle(fake, 60);
    }
    const last = await fake.slash(ann, CH, 'history');
    const lastText = answerText(last);
    expect(lastText).toContain('Your last hand here (hand #2), as you saw it');
    expect(lastText).toContain('*** SHOW DOWN ***');
    expect(lastText).toMatch(/shows \[Jh Td\] \(high card Jack\)/);
    expect(lastText).toMatch(/shows \[As Ad\] \(a pair of Aces\)/);
    expect(lastText).toContain('Board [2c 7d 9h 3s 4c]');
    // The hand's seed stays with its history: hash, seed, public value and the command, privately.
    const second = (await world.session(CH)).fair.revealed;
    expect(second.round).toBe(2);
    expect(lastText).toContain(`Seed: \`${second.seed}\``);
    expect(lastText).toContain(`npm run verify -- holdem ${second.seed} ${second.publicValue} ${second.draws} ${second.commitment}`);
    // Bo's last hand is hand 2 as well; hand 1's seed is not confused with it.
    const boLast = answerText(await fake.slash(bo, CH, 'history'));
    expect(boLast).toContain(second.seed);
    expect(boLast).not.toContain(first.seed);

    const file = await fake.click(ann, last.messages[0]!, controlOf(last.messages[0]!, /^h1:hands$/));
    expect(isEphemeralAnswer(file)).toBe(true);
    expect(answerText(file)).toContain('Your last 2 hands at this table, in the PokerStars hand-history format');
    const upload = file.messages[0]!.files ?? [];
    expect(upload.map((f) => f.filename)).toEqual([`parlor-hands-${CH}.txt`]);
    const hands = upload[0]!.content.split(/\n{3}(?=PokerStars Hand #)/);
    expect(hands).toHaveLength(2);
    expect(hands[0]).toContain('[Kc Kd]');
    expect(hands[0]).not.toMatch(/Qh|Qs/);
    expect(hands[1]).toContain('[As Ad]');
    // nothing hidden reached the channel
    for (const m of fake.channelMessages(CH)) if (!m.visibleTo) expect(visibleText(m)).not.toMatch(/PokerStars|\[Kc Kd\]/);
  });
});
