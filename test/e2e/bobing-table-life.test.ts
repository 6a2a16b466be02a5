import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { World } from '../support/world.js';
import { answerText, controlOf, settle, users, visibleText } from '../support/fake-discord/driver.js';

const CH = '940000000000000002';
// The bot's dice for this file, in rolling order (a face f is the draw f - 1).
const ROLLS = [
  [4, 4, 4, 4, 2, 3], // ann: a 四点红 at a table with no 状元 prize
  [4, 1, 2, 2, 3, 5], // bo: 一秀, the first Tea
  [4, 1, 1, 2, 3, 5], // ann: 一秀, the last Tea: the game ends
];
const world = new World([CH], {
  NODE_ENV: 'test',
  TEST_RNG_SCRIPT: ROLLS.flat()
    .map((f) => f - 1)
    .join(','),
});
const fake = world.fake;
beforeAll(() => world.start().then(() => undefined), 30_000);
afterAll(() => world.stop());

describe('博饼: a table without 状元 prizes, and a player who leaves', () => {
  it('a 状元 wins nothing and says why; a leaver rolls no more, cannot come back, and keeps what they won', async () => {
    const { ann, bo } = users;
    // Text only: this test reads the winnings, which beside a picture are the picture's.
    const options = [
      { type: 3, name: 'prizes', value: 'custom' },
      { type: 5, name: 'pictures', value: false },
    ];
    const asked = await fake.slash(ann, CH, 'play', [{ type: 1, name: 'bobing', options }]);
    const opened = await fake.submitModal(ann, CH, asked.callback!.data.custom_id, { counts: '0/0/0/0/0/2', names: '一秀=Tea' });
    const table = opened.messages[0]!;
    await settle(fake);
    await fake.click(bo, table, controlOf(table, /:join$/));
    await fake.click(ann, table, controlOf(table, /:start$/));

    await fake.click(ann, table, controlOf(table, /:g:roll$/));
    expect(visibleText(table)).toContain('四点红 (Four Reds): a 状元! This table has no 状元 prize, so it wins nothing.');
    expect(visibleText(table)).not.toContain('does not beat');
    await fake.click(bo, table, controlOf(table, /:g:roll$/));
    expect(visibleText(table)).toContain('一秀 (One Red): takes a prize (Tea).');

    const left = await fake.slash(bo, CH, 'leave');
    expect(answerText(left)).toBe('你已退出这局游戏。');
    await settle(fake);
    expect(visibleText(table)).toContain(`<@${bo.id}> (left): 一秀 (Tea) ×1`);
    const back = await fake.click(bo, table, controlOf(table, /:g:roll$/));
    expect(answerText(back)).toBe('你已退出这局游戏，不能再回到这局。等这局结束后，在下一局的大厅里按“加入”即可再玩。');

    await fake.click(ann, table, controlOf(table, /:g:roll$/));
    await settle(fake);
    const board = visibleText(table);
    expect(board).toContain('博饼 Bo Bing: results');
    expect(board).toContain(`<@${ann.id}>: 一秀 (Tea) ×1`);
    expect(board).toContain(`<@${bo.id}> (left): 一秀 (Tea) ×1`);
    expect(board).toContain('No 状元 prize was set, so nobody is crowned.');
    expect(fake.violations).toEqual([]);
  }, 30_000);
});
