import { describe, expect, it } from 'vitest';
import { holdem } from '../../src/games/holdem/rules.js';
import { holdemConfigSchema, type HoldemState } from '../../src/games/holdem/actions.js';
import { waiting } from '../../src/computers/due.js';
import { testRng } from '../support/test-rng.js';
import { yahtzee } from '../../src/games/yahtzee/rules.js';
import { tableMessage } from '../../src/views/table.js';
import { toV2 } from '../../src/views/v2.js';
import { visibleText } from '../../src/standin/answers.js';
import { translator } from '../../src/i18n/catalog.js';
import { waitsForPeople } from '../../src/computers/seats.js';
import { sampleSession } from '../support/sessions.js';
import { GAMES } from '../support/games.js';

const ANN = '100000000000000001';
const config = holdemConfigSchema.parse({});

function applied(result: ReturnType<typeof holdem.apply>): HoldemState {
  if (!result.ok) throw new Error(result.rejection.code);
  return result.state;
}

describe('a table whose people are all away', () => {
  it("Hold'em: a hand under way plays to its end (the timer acts for the one who sat out in it); between hands the table waits", () => {
    let state = holdem.setup([ANN, 'c1'], config, testRng);
    if (!state.hand) state = applied(holdem.apply(state, ANN, { type: 'deal' }, testRng));
    const sat = applied(holdem.apply(state, ANN, { type: 'sitout' }, testRng));
    expect(sat.hand).toBeTruthy();
    expect(holdem.present(sat)).toEqual(['c1']);
    expect(waiting(holdem, sat)).toBe(false);
    // The hand ends (Ann's hand folded for her); with nobody but the computer present, no new hand starts.
    let s = sat;
    while (s.hand) {
      const player = s.hand.toAct!;
      s = applied(holdem.apply(s, player, player === ANN ? { type: 'fold' } : { type: holdem.publicView(s).legal!.canCheck ? 'check' : 'call' }, testRng));
    }
    expect(waiting(holdem, s)).toBe(true);
    // Ann is back: the table runs again.
    expect(waiting(holdem, applied(holdem.apply(s, ANN, { type: 'back' }, testRng)))).toBe(false);
  });
});

describe('what a waiting table says', () => {
  it('Yahtzee with away_computer: while its only person is away it says it is paused, not that the computer plays for them', () => {
    const base = yahtzee.setup([ANN, 'c1'], { joker: 'free' }, testRng);
    const words = (away: string[]) =>
      visibleText(
        toV2(
          tableMessage(
            GAMES,
            sampleSession({
              game: 'yahtzee',
              phase: 'playing',
              players: [
                { id: ANN, name: 'Ann' },
                { id: 'c1', name: '🤖 Ada' },
              ],
              state: { ...base, away, awayComputer: true },
              config: { joker: 'free' },
            }),
          ),
        ),
      );
    const t = translator('en');
    const paused = words([ANN]);
    expect(paused).toContain(t('table.paused'));
    expect(paused).not.toContain('plays for them');
    expect(waitsForPeople(['c1'], [ANN])).toBe(true);
    const present = words([]);
    expect(present).not.toContain(t('table.paused'));
  });
});
