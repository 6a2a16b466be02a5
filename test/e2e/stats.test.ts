import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GUILD, World } from '../support/world.js';
import { allControls, answerText, controlOf, isEphemeralAnswer, settle, startPirate, users, visibleText } from '../support/fake-discord/driver.js';
import { RedisSessionStore } from '../../src/store/redis-store.js';
import { bump, sampleSession } from '../support/sessions.js';
import type { FakeUser } from '../../src/standin/server.js';
import { GAMES } from '../support/games.js';

const stats = (options: any[] = []) => [{ type: 1, name: 'show', options }];
const forPirate = [{ type: 3, name: 'game', value: 'pirate' }];

describe("a crash between the commit of a game's end and its answer", () => {
  const CH = '930000000000000001';
  const world = new World([CH], { TEST_EXIT_AFTER_RESULT: '1' });
  beforeAll(() => world.start().then(() => undefined), 30_000);
  afterAll(() => world.stop());

  it('neither loses nor doubles the result: the retry after the restart changes nothing', async () => {
    const { fake } = world;
    await startPirate(fake, CH, [users.ann, users.bo]);
    // Ann leaves: Bo wins. The bot commits the end with its result, then dies before answering anyone.
    const lost = fake.slash(users.ann, CH, 'leave').catch(() => null);
    expect(await world.bot.exitCode()).not.toBe(0);
    await fake.waitFor(() => fake.connections === 0, 'the gateway to notice the dead bot');
    await lost;
    expect((await world.session(CH)).state.winner).toBe(users.bo.id);

    await world.startBot({ TEST_EXIT_AFTER_RESULT: '' });
    // Ann got no answer, so she tries again: she is no longer seated, nothing is applied or counted.
    const retry = await fake.slash(users.ann, CH, 'leave');
    expect(isEphemeralAnswer(retry)).toBe(true);

    const bo = await fake.slash(users.ann, CH, 'stats', stats([{ type: 6, name: 'user', value: users.bo.id }, ...forPirate]));
    expect(isEphemeralAnswer(bo)).toBe(true);
    expect(answerText(bo)).toContain('Games played: 1');
    expect(answerText(bo)).toContain('Games won: 1');
    const ann = await fake.slash(users.ann, CH, 'stats', stats());
    expect(answerText(ann)).toContain('Games played: 1');
    expect(answerText(ann)).toContain('Games won: 0');

    const board = await fake.slash(users.ann, CH, 'leaderboard', forPirate);
    expect(isEphemeralAnswer(board)).toBe(true);
    expect(answerText(board)).toMatch(new RegExp(`\\*\\*1\\.\\*\\* <@${users.bo.id}>: 1\\n\\*\\*2\\.\\*\\* <@${users.ann.id}>: 0`));
    expect(answerText(board)).toContain('Your rank: 2 of 2 (0)');
    expect(fake.violations).toEqual([]);
  }, 60_000);
});

describe('leaderboards, forgetting and resetting', () => {
  const CH = '930000000000000002';
  const world = new World([CH]);
  const admin: FakeUser = { id: '100000000000000009', username: 'admin', locale: 'en-US', permissions: String(1n << 5n) };
  const players = Array.from({ length: 12 }, (_, i) => `1000000000000001${String(i).padStart(2, '0')}`);

  beforeAll(async () => {
    await world.start();
    // Twelve people finished Pirate Dice games this week: player i won i games.
    const store = new RedisSessionStore(world.redis, { prefix: world.prefix, idleTtlMs: 3_600_000, games: GAMES });
    const now = Date.now();
    for (const [i, userId] of players.entries()) {
      const s = sampleSession({ guildId: GUILD });
      await store.create(s);
      await store.commit(
        bump(s, { phase: 'finished' }),
        s.version,
        { guildId: GUILD, game: 'pirate', at: now, players: [{ userId, add: { played: i + 1, won: i }, best: {} }] },
        s,
      );
    }
    const s = sampleSession({ guildId: GUILD });
    await store.create(s);
    await store.commit(
      bump(s),
      s.version,
      { guildId: GUILD, game: 'pirate', at: now, players: [{ userId: users.ann.id, add: { played: 3, won: 5 }, best: {} }] },
      s,
    );
  }, 30_000);
  afterAll(() => world.stop());

  it("shows ten places a page, pages with buttons that need no table, and the viewer's own rank", async () => {
    const { fake } = world;
    const first = await fake.slash(users.ann, CH, 'leaderboard', [...forPirate, { type: 3, name: 'period', value: 'week' }]);
    const page1 = first.messages[0]!;
    expect(visibleText(page1)).toContain('Pirate Dice leaderboard · this week (UTC)');
    expect(visibleText(page1)).toMatch(new RegExp(`\\*\\*1\\.\\*\\* <@${players[11]}>: 11`));
    expect(visibleText(page1)).toContain('Page 1 of 2');
    expect(visibleText(page1)).toContain('Your rank: 7 of 13 (5)');
    expect(visibleText(page1)).not.toContain('**11.**');
    expect(allControls(page1)).toEqual(['p1:lb:pirate:week:0', 'p1:lb:pirate:week:2']);

    const next = await fake.click(users.ann, page1, controlOf(page1, /^p1:lb:pirate:week:2$/));
    expect(next.callback?.type).toBe(7);
    const text = visibleText(next.callback!.data);
    expect(text).toMatch(new RegExp(`\\*\\*13\\.\\*\\* <@${players[0]}>: 0`));
    expect(text).toContain('Page 2 of 2');
    expect(text).toContain('Your rank: 7 of 13 (5)');
    expect(allControls(page1)).toEqual(['p1:lb:pirate:week:1', 'p1:lb:pirate:week:3']);
  });

  it("lets a person forget their own figures, and only Manage Server reset a game's board", async () => {
    const { fake } = world;
    // Forgetting asks first, privately: Keep deletes nothing, Delete deletes.
    const asked = await fake.slash(users.ann, CH, 'stats', [{ type: 1, name: 'forget', options: [] }]);
    expect(isEphemeralAnswer(asked)).toBe(true);
    expect(answerText(asked)).toContain('cannot be undone');
    expect(allControls(asked.messages[0]!)).toEqual(['s1:forget:yes', 's1:forget:no']);
    const kept = await fake.click(users.ann, asked.messages[0]!, 's1:forget:no');
    expect(kept.callback?.type).toBe(7);
    expect(visibleText(kept.callback!.data)).toContain('Nothing was deleted');
    expect(answerText(await fake.slash(users.ann, CH, 'stats', stats(forPirate)))).toContain('Games played: 3');

    const again = await fake.slash(users.ann, CH, 'stats', [{ type: 1, name: 'forget', options: [] }]);
    const forgotten = await fake.click(users.ann, again.messages[0]!, 's1:forget:yes');
    expect(visibleText(forgotten.callback!.data)).toMatch(/deleted, for every game/);
    expect(allControls(again.messages[0]!)).toEqual([]);
    expect(answerText(await fake.slash(users.ann, CH, 'stats', stats(forPirate)))).toContain('has no stats in this server yet');
    expect(answerText(await fake.slash(users.ann, CH, 'leaderboard', forPirate))).toContain('You are not on this leaderboard yet.');

    const reset = [{ type: 1, name: 'reset', options: forPirate }];
    const refused = await fake.slash(users.mod, CH, 'stats', reset);
    expect(answerText(refused)).toContain('Manage Server');
    expect(answerText(await fake.slash(users.dave, CH, 'leaderboard', forPirate))).toContain('Page 1 of 2');

    const done = await fake.slash(admin, CH, 'stats', reset);
    expect(answerText(done)).toContain('The Pirate Dice leaderboard of this server is reset');
    for (const period of ['week', 'month', 'all']) {
      const board = await fake.slash(users.dave, CH, 'leaderboard', [...forPirate, { type: 3, name: 'period', value: period }]);
      expect(answerText(board)).toContain('Nobody is on this leaderboard yet');
    }
    // Everyone keeps their own figures.
    const own = await fake.slash(
      users.dave,
      CH,
      'stats',
      stats([{ type: 6, name: 'user', value: players[11]! }, ...forPirate, { type: 5, name: 'public', value: true }]),
    );
    expect(isEphemeralAnswer(own)).toBe(false);
    expect(answerText(own)).toContain('Games won: 11');
    await settle(fake);
    expect(fake.violations).toEqual([]);
  });
});
