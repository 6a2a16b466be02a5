import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { World } from '../support/world.js';
import { allControls, controlOf, liveTable, rowsOf, settle, users, visibleText } from '../support/fake-discord/driver.js';
import { turnOf } from '../support/computer-e2e.js';
import { decideNow } from '../../src/computers/decide.js';
import { drawFor, sightOf } from '../../src/computers/sight.js';
import type { FakeMessage } from '../../src/standin/model.js';
import { encodeControlId, type Verb } from '../../src/ids/custom-id.js';
import { GAMES } from '../support/games.js';

const CH = '960000000000000011';
const world = new World([CH], { COMPUTER_PAUSE_MS: '0' });
const fake = world.fake;
const ann = users.ann;
beforeAll(() => world.start().then(() => undefined), 30_000);
afterAll(() => world.stop());

/** A control of the table as it is now (the table message may still show the state before a computer's move). */
const current = (s: any, verb: Verb, ...args: string[]): string => encodeControlId({ sessionId: s.id, version: s.stateVersion, verb, args });

/** Ann's move as clicks: what her own policy would choose, made with the table's and her panel's controls. */
async function annMoves(table: FakeMessage, s: any): Promise<void> {
  const action = decideNow(GAMES, { game: s.game, sight: sightOf(GAMES, s, ann.id), draw: drawFor(s, ann.id) }) as { type: string; pieces?: string[] };
  if (action.type !== 'play' && action.type !== 'discard') {
    await fake.click(ann, table, current(s, 'g', action.type));
    return;
  }
  const panel = (await fake.click(ann, table, current(s, 'panel'))).messages[0]!;
  if (action.type === 'discard') {
    await fake.click(ann, panel, controlOf(panel, /:g:disc$/), action.pieces);
    return;
  }
  const select = rowsOf(panel)
    .flatMap((row: any) => row.components)
    .find((c: any) => /:g:play$/.test(c.custom_id));
  const same = (value: string) => [...value.split('+')].sort().join() === [...action.pieces!].sort().join();
  await fake.click(ann, panel, select.custom_id, [select.options.find((o: any) => same(o.value)).value]);
}

describe('掀棋 with computers through Discord', () => {
  it('one person and two computers play a game to its settlement', async () => {
    const opened = await fake.slash(ann, CH, 'play', [{ type: 1, name: 'xianqi', options: [{ type: 4, name: 'computers', value: 2 }] }]);
    expect(opened.messages[0]).toBeDefined();
    await settle(fake);
    // The newest table message: seating the computers may have posted it anew below their news (on a loaded machine, after the lull).
    const start = await fake.click(ann, liveTable(fake, CH), controlOf(liveTable(fake, CH), /:start$/));
    expect(start.callback?.type).toBe(7);
    for (const until = Date.now() + 20_000; (await world.session(CH)).phase !== 'playing'; await new Promise((r) => setTimeout(r, 25)))
      if (Date.now() > until) throw new Error('the game never started');
    let moves = 0;
    for (let i = 0; i < 300; i++) {
      // The table is posted anew below an announcement: always the newest one.
      const s = await turnOf(world, CH, ann.id, () => liveTable(fake, CH), 45_000, { shown: false });
      if (s.state.phase === 'between' || s.phase !== 'playing') break;
      await annMoves(liveTable(fake, CH), s);
      moves++;
    }
    expect(moves).toBeGreaterThan(0);
    await settle(fake);
    const s = await world.session(CH);
    expect(s.state.phase).toBe('between');
    expect(s.state.gameNo).toBe(1);
    expect(visibleText(liveTable(fake, CH))).toMatch(/🤖 (Ada|Basil)/);
    expect(allControls(liveTable(fake, CH)).length).toBeGreaterThan(0);
    expect(fake.violations).toEqual([]);
  }, 90_000);
});
