import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { World } from '../support/world.js';
import { expectNoLongHexInPublic, verifyThroughButton } from '../support/fair-checks.js';
import { answerText, controlOf, hasControl, isEphemeralAnswer, rowsOf, settle, users, visibleText } from '../support/fake-discord/driver.js';

const CH = '930000000000000001';
const world = new World([CH]);
const fake = world.fake;
beforeAll(() => world.start().then(() => undefined), 30_000);
afterAll(() => world.stop());

describe('Yahtzee through Discord', () => {
  it('plays a 2-player game to the final ranking; only the player to act can press', async () => {
    const opened = await fake.slash(users.ann, CH, 'play', [{ type: 1, name: 'yahtzee', options: [{ type: 3, name: 'joker', value: 'forced' }] }]);
    const table = opened.messages[0]!;
    expect(visibleText(table)).toContain('Forced Joker');
    await fake.click(users.chan, table, controlOf(table, /:join$/));
    await fake.click(users.ann, table, controlOf(table, /:start$/));
    await settle(fake);
    expect(visibleText(table)).toContain('Yahtzee: round 1 of 13');
    expect(hasControl(table, /:panel$/)).toBe(false); // nothing hidden: no private panel

    const order = [users.ann, users.chan];
    for (let turn = 0; turn < 26; turn++) {
      const player = order[turn % 2]!;
      const other = order[(turn + 1) % 2]!;
      if (turn < 2) {
        const wrong = await fake.click(other, table, controlOf(table, /:g:roll$/));
        expect(isEphemeralAnswer(wrong)).toBe(true);
        expect(answerText(wrong)).toMatch(/not your turn|차례가 아닙니다/);
      }
      const roll = await fake.click(player, table, controlOf(table, /:g:roll$/));
      expect(roll.callback?.type).toBe(7);
      if (turn === 0) {
        // hold a die, see it marked, roll the rest
        await fake.click(player, table, controlOf(table, /:g:keep$/), ['0']);
        const held = rowsOf(table)[0].components[0];
        expect(held.options.map((o: any) => o.default)).toEqual([true, false, false, false, false]);
        await fake.click(player, table, controlOf(table, /:g:roll$/));
        expect(visibleText(table)).toContain('roll 2 of 3');
      }
      const select = rowsOf(table).find((row: any) => /:g:score$/.test(row.components[0].custom_id ?? '')).components[0];
      const best = [...select.options].sort(
        (a: any, b: any) => Number(/(\d+) points$/.exec(b.label)?.[1] ?? 0) - Number(/(\d+) points$/.exec(a.label)?.[1] ?? 0),
      )[0];
      const scored = await fake.click(player, table, select.custom_id, [best.value]);
      expect(scored.callback?.type).toBe(7);
      await settle(fake, 60);
    }
    const final = visibleText(table);
    expect(final).toContain('Yahtzee: final scores');
    expect(final).toContain('Final ranking');
    expect(final).toMatch(/🏆 1\. <@\d+>: \d+/);
    expect(hasControl(table, /:again$/)).toBe(true);
    const session = await world.session(CH);
    expect(session.phase).toBe('finished');
    expect(Object.values(session.state.cards).every((card: any) => Object.keys(card).length === 13)).toBe(true);
    // Fair draws without noise: no 64-digit value in public, the seed behind 🔐 Verify, and the verifier agrees.
    expect(expectNoLongHexInPublic(fake)).toBeGreaterThan(20);
    await verifyThroughButton(fake, users.ann, table, session.fair.revealed);
    expect(fake.violations).toEqual([]);

    const hand = await fake.slash(users.ann, CH, 'hand');
    expect(isEphemeralAnswer(hand)).toBe(true);
  }, 60_000);
});
