import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { World } from '../support/world.js';
import {
  answerText,
  byId,
  controlOf,
  hasControl,
  isEphemeralAnswer,
  pirateTurn,
  settle,
  startPirate,
  users,
  visibleText,
} from '../support/fake-discord/driver.js';

describe('the bot on a Redis Cluster (REDIS_CLUSTER_NODES)', () => {
  const CH = '940000000000000001';
  const world = new World([CH], {}, { cluster: true });
  beforeAll(() => world.start().then(() => undefined), 60_000);
  afterAll(() => world.stop());

  it('plays a whole Pirate Dice game to a winner, through a restart, and counts it in the stats', async () => {
    const { fake } = world;
    expect(world.bot.logs.some((l) => l.msg === 'sessions are stored in a Redis Cluster' && l.masters === 3)).toBe(true);
    const seats = [users.ann, users.bo];
    const table = await startPirate(fake, CH, seats);

    let restarted = false;
    for (let step = 0; step < 100 && !visibleText(table).includes('wins!'); step++) {
      const actor = byId(pirateTurn(table)!);
      if (hasControl(table, /:g:chal$/)) {
        const challenge = await fake.click(actor, table, controlOf(table, /:g:chal$/));
        expect(challenge.callback?.type).toBe(7);
      } else {
        const opened = await fake.click(actor, table, controlOf(table, /:panel$/));
        expect(isEphemeralAnswer(opened)).toBe(true);
        const panel = opened.messages[0]!;
        await fake.click(actor, panel, controlOf(panel, /:g:min:/));
      }
      await settle(fake);
      // After the first move (a bet: it can never end the game; a challenge may, when a loser loses every die).
      if (!restarted && step === 0) {
        // A crash mid-game: the next process finds the table on whichever master holds it.
        expect((await world.session(CH)).phase).toBe('playing');
        restarted = true;
        await world.bot.kill('SIGKILL');
        await fake.waitFor(() => fake.connections === 0, 'the gateway to notice the dead bot');
        await world.startBot();
      }
    }

    expect(restarted).toBe(true);
    expect(visibleText(table)).toContain('Pirate Dice: game over');
    const winner = (await world.session(CH)).state.winner as string;
    expect(seats.map((s) => s.id)).toContain(winner);

    // Ann reads in English; the figures are folded over the buckets, so from every master.
    const stats = await fake.slash(users.ann, CH, 'stats', [
      {
        type: 1,
        name: 'show',
        options: [
          { type: 6, name: 'user', value: winner },
          { type: 3, name: 'game', value: 'pirate' },
        ],
      },
    ]);
    expect(isEphemeralAnswer(stats)).toBe(true);
    expect(answerText(stats)).toContain('Games played: 1');
    expect(answerText(stats)).toContain('Games won: 1');
    expect(fake.violations).toEqual([]);
  }, 90_000);
});
