import { describe, expect, it } from 'vitest';
import { holdem } from '../../src/games/holdem/rules.js';
import { holdemConfigSchema, type HoldemState } from '../../src/games/holdem/actions.js';
import { compactRecord, RECORD_LINES } from '../../src/games/holdem/last-hand-view.js';
import { translator } from '../../src/i18n/catalog.js';
import { LOCALES } from '../../src/kernel/session.js';
import { rngFromSeed } from '../../src/rng-script.js';
import { phoneLines, PHONE_LINE } from '../../src/views/phone-lines.js';
import { GAMES } from '../support/games.js';

describe('lines at a phone’s width', () => {
  it('about 38 Latin or 20 CJK characters a line; markdown takes no room; a mention reads as a name', () => {
    expect(phoneLines('a'.repeat(PHONE_LINE))).toBe(1);
    expect(phoneLines('a'.repeat(PHONE_LINE + 1))).toBe(2);
    expect(phoneLines('中'.repeat(20))).toBe(1);
    expect(phoneLines('中'.repeat(21))).toBe(2);
    expect(phoneLines('한'.repeat(40))).toBe(2);
    expect(phoneLines(`**${'a'.repeat(PHONE_LINE)}**`)).toBe(1);
    // Words are not split: the one that does not fit goes to the next line.
    expect(phoneLines(`${'a'.repeat(30)} ${'b'.repeat(10)}`)).toBe(2);
    expect(phoneLines('<@100000000000000001> wins 20', 12)).toBe(1);
    expect(phoneLines('one\ntwo\nthree')).toBe(3);
    expect(phoneLines('')).toBe(0);
  });
});

describe("a finished Hold'em hand's record", () => {
  it('is at most three lines at a phone’s width, in every language, over hundreds of hands of up to nine players', () => {
    const { computer } = GAMES.plugin('holdem');
    let records = 0;
    let showdowns = 0;
    for (const seats of [2, 4, 6, 9]) {
      const rng = rngFromSeed(seats * 7);
      const players = Array.from({ length: seats }, (_, i) => `1000000000000000${String(i + 10)}`);
      let state: HoldemState = holdem.setup(players, holdemConfigSchema.parse({}), rng);
      let last = -1;
      for (let step = 0; step < 3000 && records < 400 * seats; step++) {
        if (!state.hand) {
          const dealt = holdem.apply(state, state.seats[0]!.id, { type: 'deal' }, rng);
          if (!dealt.ok) break;
          state = dealt.state;
          continue;
        }
        const player = holdem.actors(state)[0]!;
        const action = computer!({ player, table: holdem.publicView(state), own: holdem.playerView(state, player) }, rng);
        const moved = holdem.apply(state, player, action, rng);
        if (!moved.ok) break;
        state = moved.state;
        const view = holdem.publicView(state);
        if (view.lastHand && view.lastHand.handNo !== last) {
          last = view.lastHand.handNo;
          records++;
          if (view.lastHand.shown.length > 0) showdowns++;
          for (const locale of LOCALES) {
            const text = compactRecord(view, translator(locale))!;
            expect(phoneLines(text), text).toBeLessThanOrEqual(RECORD_LINES);
            // Names as long as Discord's display names often are.
            expect(phoneLines(text, 16), text).toBeLessThanOrEqual(RECORD_LINES + 1);
            expect(text).toContain(translator(locale)('holdem.lastHand', { n: last }));
          }
        }
      }
    }
    expect(records).toBeGreaterThan(50);
    expect(showdowns).toBeGreaterThan(5);
  });
});
