import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { World } from '../support/world.js';
import { TcpProxy } from '../support/tcp-proxy.js';
import { REDIS_URL } from '../support/redis.js';
import { answerText, byId, controlOf, isEphemeralAnswer, pirateTurn, settle, startPirate, users, visibleText } from '../support/fake-discord/driver.js';
import type { DeferredRecord } from '../../src/standin/answers.js';
import type { FakeUser, InteractionRecord } from '../../src/standin/server.js';

describe('a Redis that hangs (stopped, not down)', () => {
  const CH = { recovers: '970000000000000001', timesOut: '970000000000000002' };
  const proxy = new TcpProxy(Number(new URL(REDIS_URL).port || 6379));
  let world: World;
  beforeAll(async () => {
    await proxy.start();
    world = new World(Object.values(CH), { REDIS_URL: `redis://127.0.0.1:${proxy.port}`, REDIS_COMMAND_TIMEOUT_MS: '4000' });
    await world.start();
  }, 30_000);
  afterAll(async () => {
    await world?.stop();
    await proxy.stop();
  });

  /** Starts an interaction and returns it as soon as Discord has its first answer, with the call that completes it. */
  async function acknowledged(start: () => Promise<InteractionRecord>): Promise<{ record: DeferredRecord; done: Promise<InteractionRecord> }> {
    const known = new Set(world.fake.interactions.keys());
    const done = start();
    const record = await world.fake.waitFor(
      () => [...world.fake.interactions.entries()].find(([token, r]) => !known.has(token) && r.callback)?.[1],
      'the first answer',
    );
    return { record, done };
  }

  it('a click is deferred before Discord gives up, and completed with the move once Redis answers', async () => {
    const { fake } = world;
    const table = (await fake.slash(users.ann, CH.recovers, 'play', [{ type: 1, name: 'pirate-dice', options: [] }])).messages[0]!;
    await settle(fake);

    proxy.freeze();
    let done: Promise<InteractionRecord>;
    let record: DeferredRecord;
    try {
      ({ record, done } = await acknowledged(() => fake.click(users.chan, table, controlOf(table, /:join$/))));
      expect(record.callback?.type).toBe(6); // deferred on the table: nothing shown yet, and no "This interaction failed"
      expect(visibleText(table)).not.toContain(`<@${users.chan.id}>`);
    } finally {
      proxy.thaw();
    }

    await done;
    expect(visibleText(table)).toContain(`<@${users.chan.id}>`);
    expect((await world.session(CH.recovers)).players.map((p: { id: string }) => p.id)).toEqual([users.ann.id, users.chan.id]);
    await world.bot.waitForLog((l) => l.msg === 'slow answer: deferred' && l.interactionId === record.id, 'the deferral in the log');
    expect(fake.lateAnswers).toEqual([]);
    expect(fake.violations).toEqual([]);
  }, 30_000);

  it('past the command time limit: the deferred answers say so privately, with a reference; a write left unanswered is called unsure', async () => {
    const { fake } = world;
    const table = (await fake.slash(users.ann, CH.timesOut, 'play', [{ type: 1, name: 'pirate-dice', options: [] }])).messages[0]!;
    await settle(fake);
    await fake.click(users.bo, table, controlOf(table, /:join$/));
    const before = await world.session(CH.timesOut);

    proxy.freeze();
    try {
      const [start, hand] = await Promise.all([fake.click(users.ann, table, controlOf(table, /:start$/)), fake.slash(users.bo, CH.timesOut, 'hand')]);
      // The click was deferred on the table, and its answer came apart, privately. Its write (the
      // compare-and-set, sent at once from the runner's copy of the table) was sent and never
      // answered: Redis may still apply it, so the answer says it may or may not have been done.
      expect(start.callback?.type).toBe(6);
      expect(isEphemeralAnswer(start)).toBe(true);
      expect(answerText(start)).toBe(
        `Parlor's storage did not answer in time, so this may or may not have been done. Look at the table before trying again. Reference: ${start.id}`,
      );
      // The command was deferred with a private placeholder, filled in with the answer.
      expect(hand.callback?.type).toBe(5);
      expect(isEphemeralAnswer(hand)).toBe(true);
      expect(answerText(hand)).toMatch(new RegExp(`暂时无法连接存储.*编号：${hand.id}`));
      expect(visibleText(table)).toContain('table open');
    } finally {
      proxy.thaw();
    }
    // And so it was: once Redis runs again it applies the write it held.
    await expect.poll(async () => (await world.session(CH.timesOut)).phase).toBe('playing');
    expect((await world.session(CH.timesOut)).version).toBe(before.version + 1);
    // The table message, which the unanswered click could not update, catches up by itself.
    await expect.poll(() => visibleText(table), { timeout: 20_000, interval: 250 }).not.toContain('table open');
    expect(pirateTurn(table)).not.toBeNull();
    expect(fake.lateAnswers).toEqual([]);
  }, 30_000);
});

describe('answers under contention, raced panels, deliveries twice', () => {
  const CH = { crowd: '971000000000000001', race: '971000000000000002', twice: '971000000000000003', forged: '971000000000000004' };
  const world = new World(Object.values(CH));
  const fake = world.fake;
  beforeAll(() => world.start().then(() => undefined), 30_000);
  afterAll(() => world.stop());

  it('50 people press Join at once: 5 get the seats left, 45 are told the table is full, nobody is told something went wrong', async () => {
    const table = (await fake.slash(users.ann, CH.crowd, 'play', [{ type: 1, name: 'pirate-dice', options: [] }])).messages[0]!;
    await settle(fake);
    const crowd: FakeUser[] = Array.from({ length: 50 }, (_, i) => ({
      id: `1100000000000000${String(i).padStart(2, '0')}`,
      username: `p${i}`,
      locale: 'en-US',
    }));
    const join = controlOf(table, /:join$/);
    const logsBefore = world.bot.logs.length;

    const answers = await Promise.all(crowd.map((person) => fake.click(person, table, join)));
    const refused = answers.filter((a) => isEphemeralAnswer(a));
    expect(refused.map(answerText)).toEqual(Array(45).fill('The table is full (6 seats).'));
    const seated = (await world.session(CH.crowd)).players.map((p: { id: string }) => p.id);
    expect(seated).toHaveLength(6);
    expect(
      answers
        .filter((a) => !isEphemeralAnswer(a))
        .map((a) => a.user.id)
        .sort(),
    ).toEqual(seated.slice(1).sort());

    await settle(fake);
    const logs = world.bot.logs.slice(logsBefore);
    expect(logs.filter((l) => l.level >= 50)).toEqual([]);
    // In one process the presses queue per table: none spends a compare-and-set retry on another.
    expect(logs.filter((l) => l.msg === 'commit conflict; reloading')).toEqual([]);
    expect(fake.lateAnswers).toEqual([]);
  }, 60_000);

  it('two quick clicks on one panel: the panel keeps showing the move that applied; the other click is answered apart', async () => {
    const table = await startPirate(fake, CH.race, [users.ann, users.dave]);
    for (let race = 0; race < 4; race++) {
      const actor = byId(pirateTurn(table)!);
      const panel = (await fake.click(actor, table, controlOf(table, /:panel$/))).messages[0]!;
      const before = await world.session(CH.race);
      const bet = controlOf(panel, /:g:min:/);
      const [a, b] = await Promise.all([fake.click(actor, panel, bet), fake.click(actor, panel, bet)]);
      await settle(fake);
      const after = await world.session(CH.race);
      expect(after.stateVersion, `race ${race}`).toBe(before.stateVersion + 1);
      // The one panel both clicks came from shows the applied bet, whichever answer reached Discord last.
      expect(visibleText(panel), `race ${race}`).toMatch(/Bet placed: \d+ × /);
      const apart = [a, b].filter((r) => isEphemeralAnswer(r));
      expect(apart.map(answerText), `race ${race}`).toEqual([
        'That click came after your panel had already moved on, so it did nothing. Your panel shows what was done.',
      ]);
    }
    expect(fake.violations).toEqual([]);
  }, 60_000);

  it('forged or incomplete clicks and forms get a clear answer, never an internal error', async () => {
    const table = await startPirate(fake, CH.forged, [users.ann, users.dave]);
    const actor = byId(pirateTurn(table)!);
    const panel = (await fake.click(actor, table, controlOf(table, /:panel$/))).messages[0]!;
    const face = controlOf(panel, /:g:face$/);
    const prefix = face.replace(/:g:face$/, '');
    const logsBefore = world.bot.logs.length;
    const forged: Array<[string, () => Promise<InteractionRecord>]> = [
      ['a face select without values', () => fake.click(actor, panel, face, [])],
      ['a face that is not a die', () => fake.click(actor, panel, face, ['99'])],
      ['a count select without its face', () => fake.click(actor, panel, `${prefix}:g:count`, ['2'])],
      ['a count that is not a number', () => fake.click(actor, panel, `${prefix}:g:count:3`, ['many'])],
      ['a bet without its count', () => fake.click(actor, panel, `${prefix}:g:bet:3`)],
      ['a bet of words', () => fake.click(actor, panel, `${prefix}:g:bet:x:y`)],
      ['a control of another game', () => fake.click(actor, table, `${prefix}:g:roll`)],
      ['a form submitted from the table that Pirate Dice never shows', () => fake.submitModalOn(actor, table, `${prefix}:g:amount:raise`, { amount: '10' })],
      ['a prize form without its fields', () => fake.submitModal(actor, CH.forged, 'o1:bobing:0:-', {})],
      ['a prize form for a game without one', () => fake.submitModal(actor, CH.forged, 'o1:pirate:0:-', { counts: '1/1/1/1/1/1' })],
      ['a form of nobody', () => fake.submitModal(actor, CH.forged, 'zz:what', {})],
    ];
    for (const [what, send] of forged) {
      const answer = await send();
      expect(isEphemeralAnswer(answer) || answer.callback?.type === 7, what).toBe(true);
      expect(answerText(answer), what).not.toMatch(/Something went wrong|Reference/);
    }
    await settle(fake);
    expect(world.bot.logs.slice(logsBefore).filter((l) => l.level >= 50)).toEqual([]);
    expect(fake.violations).toEqual([]);
  });

  it('an interaction Discord delivers twice is taken on once: the second delivery changes and answers nothing', async () => {
    const table = (await fake.slash(users.ann, CH.twice, 'play', [{ type: 1, name: 'pirate-dice', options: [] }])).messages[0]!;
    await settle(fake);
    const joined = await fake.click(users.dave, table, controlOf(table, /:join$/));
    await settle(fake);
    const before = await world.session(CH.twice);

    fake.redeliver(joined);
    await world.bot.waitForLog((l) => l.msg === 'interaction delivered again; ignored' && l.interactionId === joined.id, 'the second delivery to be noticed');
    await settle(fake);
    const answersTo = (r: InteractionRecord) => fake.calls.filter((c) => c.path.includes(r.token));
    expect(answersTo(joined).map((c) => `${c.method} ${c.path.replace(r(joined), '…')}`)).toEqual(['POST /interactions/…/callback']);
    expect(await world.session(CH.twice)).toEqual(before);
    expect(world.bot.logs.filter((l) => l.interactionId === joined.id && l.level >= 50)).toEqual([]);
  });
});

const r = (record: InteractionRecord): string => `${record.id}/${record.token}`;
