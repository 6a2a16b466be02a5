import { describe, expect, it } from 'vitest';
import { testRng } from '../support/test-rng.js';
import { GAMES } from '../support/games.js';

const PLAYERS = ['100000000000000001', '100000000000000002', '100000000000000003'];

/** What every game promises the platform about people who leave (docs/rules/README.md, "People who leave"). */
describe.each(GAMES.ids())('%s: players who leave', (game) => {
  const engine = GAMES.engine(game);

  it('are never among the present nor the winners, are known to have left, and the last one leaving ends the game', () => {
    for (let trial = 0; trial < 20; trial++) {
      let state = engine.setup(PLAYERS, engine.configSchema.parse({}), testRng);
      const leavers: string[] = [];
      for (const player of PLAYERS) {
        if (engine.outcome(state)) break;
        state = engine.forfeit(state, player, testRng).state;
        leavers.push(player);
        for (const p of leavers) {
          expect(engine.hasLeft(state, p)).toBe(true);
          expect(engine.present(state)).not.toContain(p);
        }
        for (const p of PLAYERS.filter((q) => !leavers.includes(q))) expect(engine.hasLeft(state, p)).toBe(false);
        const outcome = engine.outcome(state);
        if (outcome) for (const p of leavers) expect(outcome.winners).not.toContain(p);
      }
      // Hold'em is a cash table with no end of its own: the runner closes it when the last player leaves.
      if (game !== 'holdem') expect(engine.outcome(state)).not.toBeNull();
    }
  });
});
