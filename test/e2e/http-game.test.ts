import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { World } from '../support/world.js';
import {
  answerText,
  byId,
  controlOf,
  galleryItems,
  isEphemeralAnswer,
  pirateTurn,
  settle,
  startPirate,
  users,
  visibleText,
} from '../support/fake-discord/driver.js';
import type { InteractionRecord } from '../../src/standin/server.js';

// The real bot with INTERACTIONS=http and no gateway: the stand-in POSTs every interaction to its
// endpoint, signed, and takes the HTTP response as the first answer (a picture with it: multipart);
// later answers go through REST as usual. A whole game is played so: a slash command, clicks on
// the table and in private panels, a modal, several people, a stale click.
const CH = { pirate: '962000000000000001', bobing: '962000000000000002' };
// A picture deadline below the bot's 2.5 s for deferring: the table's pictures come in the HTTP answers themselves.
const world = new World(Object.values(CH), { PICTURE_DEADLINE_MS: '2000' }, { http: true });
const fake = world.fake;
beforeAll(() => world.start().then(() => undefined), 60_000);
afterAll(() => world.stop());

/** Every interaction so far came over HTTP to the one worker and was answered there. */
function allOverHttp(): void {
  const records = [...fake.interactions.values()];
  expect(records.length).toBeGreaterThan(0);
  expect(fake.connections).toBe(0);
  expect(records.map((r) => [r.deliveredTo, r.failure])).toEqual(records.map(() => [world.workers[0]!.url, undefined]));
  expect(fake.httpDeliveries.filter((d) => d.failure)).toEqual([]);
}

describe('a game played over HTTP interactions', () => {
  it('Pirate Dice: the table, private panels, bets by two people, a challenge; a stale click changes nothing', async () => {
    const seats = [users.ann, users.bo, users.chan];
    const table = await startPirate(fake, CH.pirate, seats);
    expect(visibleText(table)).toContain('Pirate Dice: round 1');
    // The table has its picture (in an answer, or an edit through REST when drawing it took longer).
    await fake.waitFor(() => galleryItems(table).length === 1 && table.attachments?.length === 1, 'the table picture', 15_000);

    const first = byId(pirateTurn(table)!);
    const opened = await fake.click(first, table, controlOf(table, /:panel$/));
    expect(isEphemeralAnswer(opened)).toBe(true);
    const panel = opened.messages[0]!;
    expect(panel.visibleTo).toBe(first.id);
    const bet = await fake.click(first, panel, controlOf(panel, /:g:min:/));
    expect(bet.failure).toBeUndefined();
    await settle(fake);
    const snapshot = structuredClone(table);
    const challengeId = controlOf(table, /:g:chal$/);

    const second = byId(pirateTurn(table)!);
    expect(second.id).not.toBe(first.id);
    const secondPanel = (await fake.click(second, table, controlOf(table, /:panel$/))).messages[0]!;
    await fake.click(second, secondPanel, controlOf(secondPanel, /:g:min:/));
    await settle(fake);
    const before = await world.session(CH.pirate);
    expect(before.state.history).toHaveLength(2);

    // The first bet's challenge button, from before the second bet: stale, answered privately, nothing applied.
    const third = byId(pirateTurn(table)!);
    const stale = await fake.click(third, snapshot, challengeId);
    expect(isEphemeralAnswer(stale)).toBe(true);
    expect(answerText(stale)).toMatch(/earlier point|已经过时|지난 시점/);
    await settle(fake);
    expect((await world.session(CH.pirate)).version).toBe(before.version);

    const challenge = await fake.click(third, table, controlOf(table, /:g:chal$/));
    expect(challenge.callback?.type).toBe(7);
    await settle(fake);
    expect(visibleText(table)).toContain('Round 1 reveal');
    // Some of the answers that updated the table carried its picture: their HTTP answers were multipart, with the file.
    const answeredTable = new Set([...fake.interactions.values()].filter((r) => r.callback?.type === 7 || r.messages[0] === table).map((r) => r.id));
    expect(fake.httpDeliveries.filter((d) => answeredTable.has(d.interactionId) && (d.files ?? 0) > 0).length).toBeGreaterThan(0);
    allOverHttp();
    expect(fake.lateAnswers).toEqual([]);
    expect(fake.violations).toEqual([]);
  }, 60_000);

  it('博饼: a modal asked for by /play, answered and submitted over HTTP, opens the table; two people roll', async () => {
    const asked = await fake.slash(users.ann, CH.bobing, 'play', [
      {
        type: 1,
        name: 'bobing',
        options: [
          { type: 3, name: 'prizes', value: 'custom' },
          { type: 5, name: 'pictures', value: false },
        ],
      },
    ]);
    expect(asked.callback?.type).toBe(9);
    const form = asked.callback!.data;
    const refused = await fake.submitModal(users.ann, CH.bobing, form.custom_id, { counts: '1/2/3', names: '' });
    expect(isEphemeralAnswer(refused)).toBe(true);
    const opened = await fake.submitModal(users.ann, CH.bobing, form.custom_id, { counts: '1/0/0/0/0/2', names: '状元=Gold\n一秀=Tea' });
    const table = opened.messages[0]!;
    expect(visibleText(table)).toContain('Prizes 状元/对堂/三红/四进/二举/一秀: 1/0/0/0/0/2');
    await settle(fake);
    await fake.click(users.bo, table, controlOf(table, /:join$/));
    await fake.click(users.ann, table, controlOf(table, /:start$/));
    await settle(fake);
    const rolls: InteractionRecord[] = [];
    for (const player of [users.ann, users.bo]) {
      rolls.push(await fake.click(player, table, controlOf(table, /:g:roll$/)));
      await settle(fake, 60);
    }
    expect(rolls.map((r) => r.callback?.type)).toEqual([7, 7]);
    const session = await world.session(CH.bobing);
    expect(session.version).toBeGreaterThan(2);
    allOverHttp();
    expect(fake.violations).toEqual([]);
  }, 60_000);
});
