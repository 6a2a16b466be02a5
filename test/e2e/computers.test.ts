import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { World } from '../support/world.js';
import { answerText, controlOf, hasControl, liveTable, rowsOf, settle, users, visibleText } from '../support/fake-discord/driver.js';
import { turnOf } from '../support/computer-e2e.js';

const CH = {
  lobby: '960000000000000001',
  bobing: '960000000000000002',
  yahtzee: '960000000000000003',
  pirate: '960000000000000004',
  holdem: '960000000000000005',
};
const world = new World(Object.values(CH), { COMPUTER_PAUSE_MS: '0' });
const fake = world.fake;
const ann = users.ann;
beforeAll(() => world.start().then(() => undefined), 30_000);
afterAll(() => world.stop());

/** Opens a table with `computers`; `textOnly` for a test that reads what, beside a picture, only the picture shows. */
const open = async (channelId: string, game: string, computers: number, textOnly = false) => {
  const options = [{ type: 4, name: 'computers', value: computers }, ...(textOnly ? [{ type: 5, name: 'pictures', value: false }] : [])];
  const opened = await fake.slash(ann, channelId, 'play', [{ type: 1, name: game, options }]);
  const table = opened.messages[0];
  if (!table) throw new Error(`no table: ${JSON.stringify(opened.callback)}`);
  await settle(fake);
  return table;
};

/** No computer is ever shown as a mention or allowed to be pinged, in anything the bot posted. */
function noComputerMentions(): void {
  for (const { text, body } of fake.publicBodies()) {
    expect(text).not.toMatch(/<@c\d+>/);
    expect(body?.allowed_mentions?.users ?? []).not.toContain('c1');
  }
}

describe('computer players through Discord', () => {
  it('the host adds and removes computers in the lobby; a removed computer is gone; /play computers:N is held to the seats', async () => {
    const tooMany = await fake.slash(ann, CH.lobby, 'play', [{ type: 1, name: 'pirate-dice', options: [{ type: 4, name: 'computers', value: 6 }] }]);
    expect(visibleText(tooMany.messages[0]!)).toContain('at most 5 computer players besides you');
    const table = await open(CH.lobby, 'pirate-dice', 1);
    expect(visibleText(table)).toContain('🤖 Ada');
    const notHost = await fake.click(users.bo, table, controlOf(table, /:cpu-add$/));
    expect(visibleText(notHost.messages[0]!)).toContain('只有房主');
    await fake.click(ann, table, controlOf(table, /:cpu-add$/));
    expect(visibleText(table)).toContain('🤖 Basil');
    await fake.click(ann, table, controlOf(table, /:cpu-drop$/));
    expect(visibleText(table)).not.toContain('Basil');
    await fake.click(ann, table, controlOf(table, /:start$/));
    await settle(fake);
    const s = await world.session(CH.lobby);
    expect(s.players.map((p: any) => p.id)).toEqual([ann.id, 'c1']);
    expect(Object.keys(s.state.dice)).toEqual(expect.not.arrayContaining(['c2']));
    await fake.slash(ann, CH.lobby, 'end');
    await settle(fake);
  }, 30_000);

  it('博饼: one person and two computers roll to the last prize', async () => {
    // Text only: the results name every player; beside a picture only the last roll and the 状元 are in words.
    const table = await open(CH.bobing, 'bobing', 2, true);
    await fake.click(ann, table, controlOf(table, /:start$/));
    for (let i = 0; i < 400; i++) {
      const s = await turnOf(world, CH.bobing, ann.id, table);
      if (s.phase !== 'playing') break;
      await fake.click(ann, table, controlOf(table, /:g:roll$/));
    }
    await settle(fake);
    expect((await world.session(CH.bobing)).phase).toBe('finished');
    expect(visibleText(table)).toMatch(/🤖 (Ada|Basil)/);
  }, 90_000);

  it('Yahtzee: one person and a computer play all 13 rounds', async () => {
    const table = await open(CH.yahtzee, 'yahtzee', 1);
    await fake.click(ann, table, controlOf(table, /:start$/));
    for (let turn = 0; turn < 13; turn++) {
      await turnOf(world, CH.yahtzee, ann.id, table);
      await fake.click(ann, table, controlOf(table, /:g:roll$/));
      const select = rowsOf(table).find((row: any) => /:g:score$/.test(row.components[0].custom_id ?? '')).components[0];
      await fake.click(ann, table, select.custom_id, [select.options[0].value]);
    }
    const s = await turnOf(world, CH.yahtzee, ann.id, table);
    await settle(fake);
    expect(s.phase).toBe('finished');
    expect(visibleText(table)).toContain('Final ranking');
    expect(visibleText(table)).toContain('🤖 Ada');
  }, 60_000);

  it('Pirate Dice: one person and two computers play to a winner', async () => {
    const table = await open(CH.pirate, 'pirate-dice', 2);
    await fake.click(ann, table, controlOf(table, /:start$/));
    for (let i = 0; i < 200; i++) {
      const s = await turnOf(world, CH.pirate, ann.id, table);
      if (s.phase !== 'playing') break;
      await settle(fake, 50);
      if (s.state.bet) await fake.click(ann, table, controlOf(table, /:g:chal$/));
      else {
        const panel = (await fake.click(ann, table, controlOf(table, /:panel$/))).messages[0]!;
        await fake.click(ann, panel, controlOf(panel, /:g:min:/));
      }
    }
    await settle(fake);
    const s = await world.session(CH.pirate);
    expect(s.phase).toBe('finished');
    expect(s.state.winner).toBeTruthy();
  }, 90_000);

  it("Hold'em: one person and a computer play hands out, and the table closes with its ledger", async () => {
    const opened = await open(CH.holdem, 'holdem', 1);
    await fake.click(ann, opened, controlOf(opened, /:start$/));
    // The table is posted anew below each hand's summary: always the newest one.
    const table = () => liveTable(fake, CH.holdem);
    for (let i = 0; i < 300; i++) {
      const s = await turnOf(world, CH.holdem, ann.id, table);
      if (s.state.handNo >= 3 && !s.state.hand) break;
      await settle(fake, 30);
      // Between hands the deal is on the table; on her turn the betting is in her panel.
      if (hasControl(table(), /:g:deal$/)) {
        await fake.click(ann, table(), controlOf(table(), /:g:deal$/));
        continue;
      }
      if (s.state.hand?.toAct !== ann.id) continue;
      const panel = (await fake.click(ann, table(), controlOf(table(), /:panel$/))).messages[0]!;
      const pick = [/:g:check$/, /:g:call$/, /:g:fold$/].find((p) => hasControl(panel, p));
      if (pick) await fake.click(ann, panel, controlOf(panel, pick));
    }
    const s = await world.session(CH.holdem);
    expect(s.state.handNo).toBeGreaterThanOrEqual(3);
    // The ledger, answered privately, names the computer as its seat, not as a mention.
    await settle(fake);
    const ledger = await fake.click(ann, table(), controlOf(table(), /:g:more$/), ['ledger']);
    expect(answerText(ledger)).toContain('🤖 ');
    expect(answerText(ledger)).not.toMatch(/<@!?c\d/);
    await fake.slash(ann, CH.holdem, 'end');
    await settle(fake);
    expect((await world.session(CH.holdem)).closedBy).toBe(ann.id);
    for (const message of fake.channelMessages(CH.holdem)) expect(hasControl(message, /:g:/)).toBe(false);
    noComputerMentions();
    // A click's answer and a computer's published move can race over the table's picture: an edit whose
    // kept picture was replaced meanwhile is refused and sent again with the picture (publisher.ts). Nothing else is refused.
    expect(fake.violations.filter((v) => !v.problems.every((p) => p.includes('ATTACHMENT_NOT_FOUND')))).toEqual([]);
  }, 90_000);
});
