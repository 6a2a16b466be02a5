import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { World } from '../support/world.js';
import { controlOf, rowsOf, settle, users, visibleText } from '../support/fake-discord/driver.js';
import { turnOf } from '../support/computer-e2e.js';

const CH = '960000000000000041';
// Pirate Dice's computers pause 2.5 × 400 ms while a person plays.
const world = new World([CH], { COMPUTER_PAUSE_MS: '400' });
const fake = world.fake;
const ann = users.ann;
beforeAll(() => world.start().then(() => undefined), 30_000);
afterAll(() => world.stop());

describe('when no person is left in a game, the computers finish it at once', () => {
  it('Pirate Dice: Ann bets more dice than there can be and is out; the computers play on with no pause and the result shows', async () => {
    const opened = await fake.slash(ann, CH, 'play', [{ type: 1, name: 'pirate-dice', options: [{ type: 4, name: 'computers', value: 2 }] }]);
    const table = opened.messages[0]!;
    await settle(fake);
    await fake.click(ann, table, controlOf(table, /:start$/));
    let s = await turnOf(world, CH, ann.id, table);
    for (let i = 0; i < 20 && s.phase === 'playing' && s.state.dice[ann.id] > 0; i++) {
      const panel = (await fake.click(ann, table, controlOf(table, /:panel$/))).messages[0]!;
      // Face ⚅, then the highest count on offer: every die in play and the red one.
      await fake.click(ann, panel, controlOf(panel, /:g:face$/), ['6']);
      const menus = rowsOf(panel)
        .flatMap((row: any) => row.components)
        .filter((c: any) => c.type === 3 && /:g:count:6/.test(c.custom_id));
      const last = menus.at(-1);
      if (last) await fake.click(ann, panel, last.custom_id, [last.options.at(-1).value]);
      else await fake.click(ann, table, controlOf(table, /:g:chal$/));
      // A computer challenges after its pause; wait for Ann's next turn, or her end.
      for (;;) {
        s = await world.session(CH);
        if (s.phase !== 'playing' || s.state.dice[ann.id] === 0 || s.state.turn === ann.id) break;
        expect(s.computerDue ?? Infinity).toBeGreaterThanOrEqual(s.updatedAt + 900);
        await new Promise((r) => setTimeout(r, 20));
      }
      if (s.phase === 'playing' && s.state.dice[ann.id] > 0) s = await turnOf(world, CH, ann.id, table);
    }
    expect(s.state.dice[ann.id]).toBe(0);
    const outAt = s.stateVersion;

    // From here every computer move is due the moment the one before it was made.
    const seen = new Set<number>();
    for (let polls = 0; s.phase === 'playing' && polls < 2000; polls++) {
      if (s.computerDue !== null && s.computerDue !== undefined) expect(s.computerDue).toBeLessThanOrEqual(s.updatedAt);
      seen.add(s.stateVersion);
      await new Promise((r) => setTimeout(r, 5));
      s = await world.session(CH);
    }
    expect(s.phase).toBe('finished');
    expect(s.stateVersion).toBeGreaterThan(outAt + 2);
    // The last publish may wait for its picture on a busy machine: wait for the result, not for quiet.
    await fake.waitFor(() => /🏆 🤖 \S+ wins!/.test(visibleText(table)), 'the table to show who won', 15_000);
    await settle(fake);
    expect(visibleText(table)).toMatch(/🏆 🤖 \S+ wins!/);
    expect(fake.violations).toEqual([]);
  }, 90_000);
});
