import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { World } from '../support/world.js';
import { expectNoLongHexInPublic, verifyThroughButton } from '../support/fair-checks.js';
import { answerText, controlOf, isEphemeralAnswer, settle, users, visibleText } from '../support/fake-discord/driver.js';

const CH = '940000000000000001';
// The bot's dice for this file, in rolling order (a face f is the draw f - 1).
const ROLLS = [
  [4, 4, 4, 4, 2, 3], // ann: 四点红, holds the 状元
  [4, 4, 4, 4, 4, 2], // bo: 五红, takes the 状元 from ann
  [4, 4, 4, 4, 6, 6], // chan: 四点红 (sum 12), not enough to take it
  [4, 1, 2, 2, 3, 5], // ann: 一秀, the first Tea
  [4, 4, 1, 2, 3, 5], // bo: 二举, but the form set no 二举 prizes
  [4, 1, 1, 2, 3, 5], // chan: 一秀, the last Tea: the game ends
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

describe('博饼 through Discord', () => {
  it('refuses a bad prize form and opens nothing', async () => {
    const asked = await fake.slash(users.bo, CH, 'play', [{ type: 1, name: 'bobing', options: [{ type: 3, name: 'prizes', value: 'custom' }] }]);
    expect(asked.callback?.type).toBe(9);
    const modal = asked.callback!.data;
    expect(modal.title).toBe('博饼奖品设置'); // bo reads Chinese
    const bad = await fake.submitModal(users.bo, CH, modal.custom_id, { counts: '1/2/3', names: '' });
    expect(isEphemeralAnswer(bad)).toBe(true);
    expect(answerText(bad)).toContain('数量必须是六个整数');
    const tooMany = await fake.submitModal(users.bo, CH, modal.custom_id, { counts: '11/0/0/0/0/0', names: '' });
    expect(answerText(tooMany)).toContain('状元奖最多 10 份');
    expect(await world.session(CH)).toBeNull();
  });

  it('brings a refused form back with what was typed, so nothing has to be typed again', async () => {
    const asked = await fake.slash(users.chan, CH, 'play', [{ type: 1, name: 'bobing', options: [{ type: 3, name: 'prizes', value: 'custom' }] }]);
    const names = '状元=금월병 @everyone\n一秀=녹차';
    const bad = await fake.submitModal(users.chan, CH, asked.callback!.data.custom_id, { counts: '1/2/3', names });
    expect(isEphemeralAnswer(bad)).toBe(true);
    const refusal = bad.messages[0]!;
    expect(visibleText(refusal)).toContain('개수는 状元/对堂/三红/四进/二举/一秀 순서의 정수 여섯 개여야 합니다');
    expect(visibleText(refusal)).toContain('1/2/3');
    expect(refusal.allowed_mentions).toEqual({ parse: [] });
    const again = await fake.click(users.chan, refusal, controlOf(refusal, /^o2:/));
    expect(again.callback?.type).toBe(9); // the form itself
    const form = again.callback!.data;
    expect(form.title).toBe('博饼 보빙 상품 설정');
    const values = Object.fromEntries(form.components.map((row: any) => [row.components[0].custom_id, row.components[0].value]));
    expect(values).toEqual({ counts: '1/2/3', names });
    // fixed, it opens the table with the names as typed the first time
    const opened = await fake.submitModal(users.chan, CH, form.custom_id, { counts: '1/0/0/0/0/2', names: values.names });
    expect(visibleText(opened.messages[0]!)).toContain('1/0/0/0/0/2');
    expect((await world.session(CH)).config.prizes.yixiu.name).toBe('녹차');
    await fake.slash(users.chan, CH, 'end');
    await settle(fake);
    expect(fake.violations).toEqual([]);
  });

  it('lists every problem of a form in one answer, and a form fixed from that answer replaces it', async () => {
    const asked = await fake.slash(users.ann, CH, 'play', [{ type: 1, name: 'bobing', options: [{ type: 3, name: 'prizes', value: 'custom' }] }]);
    const names = `状元=${'x'.repeat(41)}\nprize for all\nbig one=tea`;
    const bad = await fake.submitModal(users.ann, CH, asked.callback!.data.custom_id, { counts: '11/0/0/0/0/0', names });
    const refusal = bad.messages[0]!;
    const text = visibleText(refusal);
    expect(text).toContain('Please fix these, then send the form again:');
    expect(text).toContain('- At most 10 状元 prizes.');
    expect(text).toContain('- The 状元 prize name is longer than 40 characters.');
    expect(text).toContain("These 2 lines don't: prize for all · big one=tea");
    // "Fix the form", still wrong: the same message says what is left, no new one piles up.
    const again = await fake.click(users.ann, refusal, controlOf(refusal, /^o2:/));
    const still = await fake.submitModalOn(users.ann, refusal, again.callback!.data.custom_id, { counts: '0/0/0/0/0/0', names: '' });
    expect(still.callback?.type).toBe(7);
    expect(still.messages).toHaveLength(0);
    expect(visibleText(refusal)).not.toContain('At most 10');
    expect(visibleText(refusal)).toContain('Set at least one prize.');
    // Nothing opened: the channel's last table is still the one closed above.
    expect((await world.session(CH)).closedBy).not.toBeNull();
    expect(fake.violations).toEqual([]);
  });

  it('opens with custom prizes, takes a 状元 over, and ends with the right results board', async () => {
    const asked = await fake.slash(users.ann, CH, 'play', [
      {
        type: 1,
        name: 'bobing',
        options: [
          { type: 3, name: 'prizes', value: 'custom' },
          { type: 4, name: 'turn_seconds', value: 120 },
          // Text only: this test reads the dice, the prize board and the results, which beside a picture are the picture's.
          { type: 5, name: 'pictures', value: false },
        ],
      },
    ]);
    const form = asked.callback!.data;
    expect(form.components.map((row: any) => row.components[0].custom_id)).toEqual(['counts', 'names']);
    const opened = await fake.submitModal(users.ann, CH, form.custom_id, { counts: '1/0/0/0/0/2', names: '状元=**Gold** mooncake @everyone\n一秀=Tea' });
    const table = opened.messages[0]!;
    expect(table.flags & 64).toBe(0);
    expect(visibleText(table)).toContain('Prizes 状元/对堂/三红/四进/二举/一秀: 1/0/0/0/0/2');
    expect(visibleText(table)).toContain('Turn timer: 120 s');
    await settle(fake);
    for (const u of [users.bo, users.chan]) await fake.click(u, table, controlOf(table, /:join$/));
    await fake.click(users.ann, table, controlOf(table, /:start$/));
    await settle(fake);
    expect(visibleText(table)).toContain('\\*\\*Gold\\*\\* mooncake @\u200beveryone');

    const order = [users.ann, users.bo, users.chan];
    const seen: string[] = [];
    for (let i = 0; i < ROLLS.length; i++) {
      const player = order[i % 3]!;
      if (i === 0) {
        const early = await fake.click(users.chan, table, controlOf(table, /:g:roll$/));
        expect(answerText(early)).toMatch(/차례가 아닙니다/);
      }
      const r = await fake.click(player, table, controlOf(table, /:g:roll$/));
      expect(r.callback?.type).toBe(7);
      seen.push(visibleText(table));
      await settle(fake, 60);
    }
    expect(seen[0]).toContain('# 🔴 🔴 🔴 🔴 ⚁ ⚂');
    expect(seen[0]).toContain(`**状元!** 四点红 (Four Reds): <@${users.ann.id}> holds a 状元 prize`);
    expect(seen[1]).toContain(`**抢状元!** 五红 (Five Reds): <@${users.bo.id}> takes the 状元 from <@${users.ann.id}>!`);
    expect(seen[2]).toContain('does not beat the 状元 already held');
    expect(seen[3]).toContain('一秀 (One Red): takes a prize (Tea).');
    expect(seen[4]).toContain('二举 (Two Reds), but this table has no prize for that tier.');

    const board = visibleText(table);
    expect(board).toContain('博饼 Bo Bing: results');
    expect(board).toContain(`🏆 状元 of the game: <@${users.bo.id}>, 五红 (Five Reds)`);
    expect(board).toContain(`<@${users.ann.id}>: 一秀 (Tea) ×1`);
    expect(board).toContain(`<@${users.bo.id}>: 状元 (\\*\\*Gold\\*\\* mooncake @\u200beveryone) ×1`);
    expect(board).toContain(`<@${users.chan.id}>: 一秀 (Tea) ×1`);
    expect(controlOf(table, /:again$/)).toBeTruthy();
    // Fair draws without noise: no 64-digit value in public, the seed behind 🔐 Verify (the rolls here are scripted).
    expect(expectNoLongHexInPublic(fake)).toBeGreaterThan(5);
    await verifyThroughButton(fake, users.chan, table, (await world.session(CH)).fair.revealed, { scripted: true });
    expect(fake.violations).toEqual([]);
  }, 60_000);
});
