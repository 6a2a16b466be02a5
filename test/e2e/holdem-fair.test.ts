import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { World } from '../support/world.js';
import { actFromPanel, controlOf, liveTable, settle, users, visibleText } from '../support/fake-discord/driver.js';
import { expectFingerprint, expectNoLongHexInPublic, verifyThroughButton } from '../support/fair-checks.js';

/** Real draws (no script): the verifier must replay them exactly. */
const CH = '950000000000000177';
const world = new World([CH]);
const fake = world.fake;
const { ann, bo } = users;
beforeAll(() => world.start().then(() => undefined), 30_000);
afterAll(() => world.stop());

/** Reads the stored table until `check` holds (every 200 ms). */
async function until(check: (session: any) => boolean, what: string, timeoutMs = 10_000): Promise<any> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const session = await world.session(CH);
    if (check(session)) return session;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 200));
  }
}

/** Folds for whoever is to act (heads-up: the hand ends). */
async function foldHand(table: Parameters<typeof controlOf>[0]): Promise<void> {
  // The player to act folds from their panel.
  const toAct = (await world.session(CH)).state.hand.toAct;
  await actFromPanel(fake, toAct === ann.id ? ann : bo, table, /:g:fold$/);
  await settle(fake);
}

describe("a Hold'em hand the turn timer deals", () => {
  it('mixes in the id of the table posted below the summary, which showed its hash, and the verifier accepts it from the Verify button', async () => {
    const opened = await fake.slash(ann, CH, 'play', [{ type: 1, name: 'holdem', options: [{ type: 4, name: 'turn_seconds', value: 15 }] }]);
    const table = opened.messages[0]!;
    await fake.click(bo, table, controlOf(table, /:join$/));
    await fake.click(ann, table, controlOf(table, /:start$/));
    await settle(fake);
    await foldHand(table);

    // Hand 1 is over: the table's message became its summary, and the table was posted anew below it
    // showing hand 2's hash by 12 digits; Discord's id for that new message is recorded.
    await fake.waitFor(() => fake.channelMessages(CH).find((m) => visibleText(m).includes('Hand #1: seed revealed')), 'the summary of hand 1');
    const posted = await fake.waitFor(() => {
      const live = liveTable(fake, CH);
      return live.id !== table.id ? live : undefined;
    }, 'the table posted below the summary');
    const between = await world.session(CH);
    expectFingerprint(visibleText(posted), between.fair.current.commitment);
    await until((s) => s.fair.current.witness === posted.id, 'the witness recorded');

    // Nobody clicks Deal: the timer deals hand 2 with that id as its public value.
    const dealt = await until((s) => s.state.handNo === 2 && s.state.hand !== null, 'the timer to deal hand 2', 30_000);
    expect(dealt.fair.current.publicValue).toBe(posted.id);
    expect(dealt.fair.current.commitment).toBe(between.fair.current.commitment);

    await fake.waitFor(() => visibleText(liveTable(fake, CH)).includes('hand #2'), 'the table to show hand 2');
    await foldHand(liveTable(fake, CH));
    const revealed = (await world.session(CH)).fair.revealed;
    expect(revealed.round).toBe(2);
    expect(revealed.publicValue).toBe(posted.id);
    const out = await verifyThroughButton(fake, ann, liveTable(fake, CH), revealed);
    expect(out).toContain(`public value: ${posted.id}`);
    expectNoLongHexInPublic(fake);
    expect(fake.violations).toEqual([]);
  }, 60_000);
});
