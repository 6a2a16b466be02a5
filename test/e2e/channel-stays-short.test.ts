import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { World } from '../support/world.js';
import { allControls, byId, controlOf, hasControl, liveTable, settle, startPirate, users, visibleText } from '../support/fake-discord/driver.js';
import type { FakeMessage, FakeUser } from '../../src/standin/server.js';
import { phoneLines } from '../../src/views/phone-lines.js';

// A channel that stays short (issue 30): at a phone's width, after many hands and many "My cards" or
// "My dice", the channel holds a bounded number of public messages and each player one live panel.
const CH = { holdem: '952000000000000001', pirate: '952000000000000002' };
const world = new World(Object.values(CH), { NODE_ENV: 'test' });
const fake = world.fake;
beforeAll(() => world.start().then(() => undefined), 30_000);
afterAll(() => world.stop());
const { ann, bo, chan, dave } = users;

/** Every panel a person opened, by table and person: a panel is alive until deleted. */
const opened = new Map<string, FakeMessage[]>();
const alive = (user: FakeUser, channelId: string) => (opened.get(`${channelId}:${user.id}`) ?? []).filter((m) => !m.deleted);
/** Opens the person's panel from the live table, as a phone player does at each of their turns. */
async function openPanel(user: FakeUser, channelId: string): Promise<FakeMessage> {
  const table = liveTable(fake, channelId);
  const answer = await fake.click(user, table, controlOf(table, /:panel$/));
  const panel = answer.messages[0];
  if (!panel) throw new Error(`no panel for ${user.username}: ${JSON.stringify(answer.callback)}`);
  opened.set(`${channelId}:${user.id}`, [...(opened.get(`${channelId}:${user.id}`) ?? []), panel]);
  return panel;
}
const publicCount = (channelId: string) => fake.channelMessages(channelId).length;
const isRecord = (m: FakeMessage) => allControls(m).some((id) => id.startsWith('h1:rec:'));
/** Text of a record as a phone shows it: its text displays (mentions read as names of 12 characters). */
const recordLines = (m: FakeMessage) => phoneLines(visibleText(m));

describe('a channel that stays short', () => {
  it("20 Hold'em hands with four players: the public messages stay bounded, each hand's record is at most 3 phone lines, one live panel per player", async () => {
    const first = (await fake.slash(ann, CH.holdem, 'play', [{ type: 1, name: 'holdem', options: [] }])).messages[0]!;
    for (const user of [bo, chan, dave]) await fake.click(user, first, controlOf(first, /:join$/));
    await fake.click(ann, first, controlOf(first, /:start$/));
    await settle(fake);
    const counts: number[] = [];
    for (let hand = 1; hand <= 20; hand++) {
      for (;;) {
        const session = await world.session(CH.holdem);
        const toAct: string | null = session.state.hand?.toAct ?? null;
        if (!toAct) break;
        // The betting is in the panel of the player to act, never on the table.
        const table = liveTable(fake, CH.holdem);
        expect(hasControl(table, /:g:(fold|check|call|raise|allin)/)).toBe(false);
        expect(allControls(table).length).toBeLessThanOrEqual(5);
        const user = byId(toAct);
        const panel = await openPanel(user, CH.holdem);
        const action = hasControl(panel, /:g:fold$/) ? /:g:fold$/ : /:g:check$/;
        await fake.click(user, panel, controlOf(panel, action));
        await until(async () => (await world.session(CH.holdem)).stateVersion > session.stateVersion, 'the move to be committed');
      }
      await settle(fake);
      counts.push(publicCount(CH.holdem));
      const records = fake.channelMessages(CH.holdem).filter(isRecord);
      // Only the newest hand's record stays, and it is short.
      expect(records).toHaveLength(1);
      expect(visibleText(records[0]!)).toContain(`Hand #${hand}`);
      expect(recordLines(records[0]!)).toBeLessThanOrEqual(3);
      for (const user of [ann, bo, chan, dave]) expect(alive(user, CH.holdem).length, `${user.username}'s live panels`).toBeLessThanOrEqual(1);
      if (hand < 20) {
        const table = liveTable(fake, CH.holdem);
        await fake.click(ann, table, controlOf(table, /:g:deal$/));
        await until(async () => Boolean((await world.session(CH.holdem)).state.hand), 'the next hand to be dealt');
      }
    }
    // Bounded, not growing with every hand: the table, the newest record and at most a turn ping.
    expect(Math.max(...counts)).toBeLessThanOrEqual(3);
    expect(counts.at(-1)).toBeLessThanOrEqual(counts[1]!);
    const panelsOpened = [...opened.values()].reduce((sum, list) => sum + list.length, 0);
    expect(panelsOpened).toBeGreaterThanOrEqual(60);
    // The details are one click away, privately.
    const record = fake.channelMessages(CH.holdem).find(isRecord)!;
    const details = await fake.click(bo, record, controlOf(record, /^h1:rec:/));
    expect(details.messages[0]?.visibleTo).toBe(bo.id);
    expect(visibleText(details.messages[0]!)).toContain('第 20 手');
    expect(fake.violations).toEqual([]);
    console.log(
      `holdem: public messages after each hand ${counts.join(',')}; panels opened ${panelsOpened}; alive ${[ann, bo, chan, dave].map((u) => alive(u, CH.holdem).length).join(',')}`,
    );
  }, 240_000);

  it('Pirate Dice with "My dice" pressed at every turn: one live panel per player, none saying the turn is anyone else\'s than it is', async () => {
    await startPirate(fake, CH.pirate, [ann, bo, chan]);
    const counts: number[] = [];
    for (let turn = 0; turn < 14; turn++) {
      const session = await world.session(CH.pirate);
      if (session.phase !== 'playing') break;
      const toAct: string = session.state.turn;
      const user = byId(toAct);
      const panel = await openPanel(user, CH.pirate);
      // Challenge a standing bet every other turn; otherwise bet, the way a phone player does.
      if (hasControl(panel, /:g:chal$/) && turn % 2 === 1) await fake.click(user, panel, controlOf(panel, /:g:chal$/));
      else await bet(user, panel);
      await until(async () => (await world.session(CH.pirate)).stateVersion > session.stateVersion, 'the move to be committed');
      await settle(fake);
      counts.push(publicCount(CH.pirate));
      const now = await world.session(CH.pirate);
      if (now.phase !== 'playing') break;
      const current = await turnOf();
      for (const player of [ann, bo, chan]) {
        const live = alive(player, CH.pirate);
        expect(live.length, `${player.username}'s live panels`).toBeLessThanOrEqual(1);
        // An old panel never keeps saying "Waiting for" someone whose turn is over, nor "Your turn" after it.
        if (player === ann && live[0]) {
          const text = visibleText(live[0]);
          const waiting = /Waiting for <@(\d+)>/.exec(text)?.[1];
          if (waiting) expect(waiting).toBe(current);
          if (/Your turn/.test(text)) expect(current).toBe(ann.id);
        }
      }
    }
    expect(counts.length).toBeGreaterThanOrEqual(6);
    // The table and at most a turn ping (and the results of a finished game): bounded.
    expect(Math.max(...counts)).toBeLessThanOrEqual(3);
    expect(fake.violations).toEqual([]);
    console.log(`pirate: public messages after each turn ${counts.join(',')}; alive ${[ann, bo, chan].map((u) => alive(u, CH.pirate).length).join(',')}`);
  }, 180_000);
});

/** Whose turn the stored Pirate Dice table is at. */
async function turnOf(): Promise<string> {
  return (await world.session(CH.pirate)).state.turn;
}

/** Waits until the stored table says so (read from Redis), for 10 s at most. */
async function until(check: () => Promise<boolean>, what: string): Promise<void> {
  const end = Date.now() + 10_000;
  while (!(await check())) {
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

/** A bet from the panel: a one-tap bet where the panel offers one, else a face, a count and Bet. */
async function bet(user: FakeUser, panel: FakeMessage): Promise<void> {
  const oneTap = allControls(panel).find((id) => /:g:(bet|min):\d+:\d+$/.test(id));
  if (oneTap) return void (await fake.click(user, panel, oneTap));
  await fake.click(user, panel, controlOf(panel, /:g:face$/), ['6']);
  const counts = allControls(panel).find((id) => /:g:count:6$/.test(id))!;
  const menu = JSON.stringify(panel.components).match(new RegExp(`"custom_id":"${counts}"[^\\]]*?"value":"(\\d+)"`));
  await fake.click(user, panel, counts, [menu?.[1] ?? '1']);
  await fake.click(user, panel, controlOf(panel, /:g:bet:6:\d+$/));
}
