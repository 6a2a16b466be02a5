import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { World } from '../support/world.js';
import { controlOf, isEphemeralAnswer, settle, users, visibleText } from '../support/fake-discord/driver.js';
import { drawsForDeal } from '../support/xianqi-deal.js';

const CH = '960000000000000011';
// bo and chan are dealt hands with no 士 and no 相: the first game ends at the deal.
const BLACK: [string[], string[], string[]] = [
  ['rS1', 'rS2', 'bS1', 'bS2', 'rX1', 'rX2', 'bX1', 'bX2'],
  ['rM1', 'rM2', 'bM1', 'bM2', 'rC1', 'rC2', 'bC1', 'bC2'],
  ['rG1', 'bG1', 'rN1', 'rN2', 'rN3', 'bN1', 'bN2', 'bN3'],
];
const world = new World([CH], { NODE_ENV: 'test', TEST_RNG_SCRIPT: drawsForDeal(BLACK, 0).join(',') });
const fake = world.fake;
beforeAll(() => world.start().then(() => undefined), 30_000);
afterAll(() => world.stop());

describe('掀棋: a black hand at the deal, through Discord', () => {
  it('the table says what happened, and its summary carries the game log, which reads while the table plays on', async () => {
    const { ann, bo, chan } = users;
    const opened = await fake.slash(ann, CH, 'play', [{ type: 1, name: 'xianqi', options: [{ type: 5, name: 'pictures', value: false }] }]);
    const table = opened.messages[0]!;
    expect(visibleText(table)).toContain('Seats: 3 players');
    for (const u of [bo, chan]) await fake.click(u, table, controlOf(table, /:join$/));
    await fake.click(ann, table, controlOf(table, /:start$/));
    await settle(fake);
    expect(visibleText(table)).toContain(
      `Game 1 ended at the deal: <@${bo.id}> <@${chan.id}> were dealt black hands (黑棋: no 士 and no 相), so it is not played and no chips move.`,
    );
    // bo reads 简体中文: the log answers him in his language.
    const log = await fake.click(bo, table, controlOf(table, /^h1:game:/));
    expect(isEphemeralAnswer(log)).toBe(true);
    await settle(fake);
    expect(log.messages.map(visibleText).join('\n')).toContain(`<@${bo.id}> <@${chan.id}> 拿到黑棋（无士无相）：发牌即结束，筹码不变`);
    expect(fake.violations).toEqual([]);
  }, 30_000);
});
