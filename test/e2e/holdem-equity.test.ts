import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { World } from '../support/world.js';
import { actFromPanel, allControls, answerText, controlOf, liveTable, settle, users, visibleText } from '../support/fake-discord/driver.js';
import { drawsForDeck, handDeck } from '../support/decks.js';

const CH = '950000000000000002';
const { ann, bo } = users;
// Heads-up, ann on the button: cards go to bo, then ann.
const DECK = handDeck(
  [
    ['Ks', 'Kd'],
    ['As', 'Ah'],
  ],
  ['2c', '7d', '9h', '3s', '4c'],
);
const world = new World([CH], { NODE_ENV: 'test', TEST_RNG_SCRIPT: drawsForDeck(DECK).join(',') });
const fake = world.fake;
beforeAll(() => world.start().then(() => undefined), 30_000);
afterAll(() => world.stop());

describe("Hold'em all-in equity through Discord", () => {
  it('an all-in called before the flop: the table shows each hand’s exact chances, counted in the worker thread of the bot', async () => {
    const opened = await fake.slash(ann, CH, 'play', [{ type: 1, name: 'holdem', options: [] }]);
    const table = opened.messages[0]!;
    await fake.click(bo, table, controlOf(table, /:join$/));
    await fake.click(ann, table, controlOf(table, /:start$/));
    await settle(fake);
    await actFromPanel(fake, ann, table, /:g:allin$/);
    await settle(fake);
    await actFromPanel(fake, bo, table, /:g:call$/);
    await settle(fake, 60);

    // The table between hands says the chances; the hand's short record has them in its details.
    const text = visibleText(liveTable(fake, CH));
    expect(text).toContain('Chances when the hands were turned up before the flop (exact, all 1,712,304 boards):');
    // The counts themselves are checked against independent counts in test/unit/holdem-equity.test.ts.
    expect(text).toMatch(new RegExp(`<@${ann.id}>: 8\\d\\.\\d% to win · 0\\.\\d% to tie`));
    expect(text).toMatch(new RegExp(`<@${bo.id}>: 1\\d\\.\\d% to win · 0\\.\\d% to tie`));
    const posted = fake.channelMessages(CH).find((m) => allControls(m).some((id) => id.startsWith('h1:rec:')))!;
    const details = await fake.click(ann, posted, controlOf(posted, /^h1:rec:/));
    expect(answerText(details)).toContain('(exact, all 1,712,304 boards)');
    for (const line of world.bot.lines) expect(line).not.toMatch(/"[2-9TJQKA][shdc]"/);
    expect(fake.violations).toEqual([]);
  }, 60_000);
});
