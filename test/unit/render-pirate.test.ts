import { describe, expect, it } from 'vitest';
import { pirateDice } from '../../src/games/pirate/rules.js';
import type { PirateState } from '../../src/games/pirate/actions.js';
import { renderPiratePanel, renderPirateTable } from '../../src/games/pirate/render.js';
import { publicViewOf } from '../../src/kernel/public.js';
import { encode, paint } from '../../src/render/picture.js';
import type { DrawnItem, DrawnText } from '../../src/render/drawn.js';
import { legibilityOf, meetsGoal, recordPicture } from '../../src/render/legibility.js';
import type { Locale } from '../../src/i18n/catalog.js';
import { goldenSuite } from '../support/golden-suite.js';
import { staysSmallSuite } from '../support/render-size-suite.js';
import { PIRATE_NAMES, pirateChallenge, pirateInPlay, pirateSixStart, pirateTwoChallenge } from '../support/render-pirate-cases.js';

goldenSuite('pirate');
staysSmallSuite('pirate');

const table = (state: PirateState, names: Record<string, string> = PIRATE_NAMES, locale: Locale = 'en') =>
  renderPirateTable(publicViewOf(pirateDice, state), { locale, names });
const drawn = (picture: ReturnType<typeof table>, locale: Locale = 'en') => recordPicture(picture, locale);
const texts = (picture: ReturnType<typeof table>) => drawn(picture).filter((d): d is DrawnText => d.kind === 'text');
const dice = (picture: ReturnType<typeof table>) => drawn(picture).filter((d): d is DrawnItem => d.kind === 'die');

describe('Pirate Dice table picture', () => {
  it('draws only the public view: other dice under the cups give the same bytes', async () => {
    const state = pirateInPlay();
    const cups = Object.fromEntries(Object.entries(state.secret.cups).map(([p, dice]) => [p, dice.map((d) => (d % 6) + 1)]));
    const other: PirateState = { ...state, secret: { cups } };
    const draw = (s: PirateState) => encode(paint(table(s), 'en'), 'png');
    const [a, b] = await Promise.all([draw(state), draw(other)]);
    expect(a.equals(b)).toBe(true);
  });

  it('opens every cup grouped by face after a challenge: one die per face a player had, with ×n for more than one', () => {
    for (const state of [pirateChallenge(), pirateTwoChallenge()]) {
      const reveal = state.lastReveal!;
      const faces = Object.values(reveal.cups).reduce((n, cup) => n + new Set(cup).size, 0);
      // The opened cups' dice, the red die beside them and the die of the bet above them.
      expect(dice(table(state))).toHaveLength(faces + 2);
      const counts = texts(table(state)).filter((t) => /^×\d+$/.test(t.text));
      const groupedTwiceOrMore = Object.values(reveal.cups).flatMap((cup) =>
        [1, 2, 3, 4, 5, 6].map((f) => cup.filter((d) => d === f).length).filter((n) => n > 1),
      );
      expect(counts.map((t) => t.text).sort()).toEqual(groupedTwiceOrMore.map((n) => `×${n}`).sort());
    }
  });

  it("shows the last challenge until the next round's first bet, then the seats in its place", () => {
    const afterChallenge = texts(table(pirateChallenge())).map((t) => t.text);
    expect(afterChallenge).toContain('Round 1 reveal');
    expect(afterChallenge).toContain('There were 12');
    const betting = texts(table(pirateInPlay())).map((t) => t.text);
    expect(pirateInPlay().lastReveal).not.toBeNull();
    expect(betting).not.toContain('Round 1 reveal');
    expect(betting).toContain('Current bet · 김민준');
  });

  it('gives a name too long for two seats to a row a row of its own, whole, and a line of its own above an opened cup', () => {
    const long = { ...PIRATE_NAMES, c: 'Chloé-Anne de la Fontaine-Rivière' };
    for (const state of [pirateSixStart(), pirateChallenge()]) {
      for (const locale of ['en', 'zh-CN', 'ko'] as const) {
        const picture = table(state, long, locale);
        const report = legibilityOf(drawn(picture, locale), picture.width);
        expect(meetsGoal(report)).toBe(true);
        expect(report.overlaps).toEqual([]);
        expect(report.cut).toEqual([]);
        expect(drawn(picture, locale).some((d) => d.kind === 'text' && d.text === long.c)).toBe(true);
      }
    }
    // Six seats one to a row are taller than two to a row.
    expect(table(pirateSixStart(), long).height).toBeGreaterThan(table(pirateSixStart()).height);
  });
});

describe('Pirate Dice panel picture', () => {
  it('is as tall as what it shows: no empty band where the bet would be', () => {
    const withBet = pirateDice.playerView(pirateInPlay(), 'a');
    const noBet = { ...withBet, bet: null };
    const a = renderPiratePanel(withBet, { locale: 'en', names: PIRATE_NAMES });
    const b = renderPiratePanel(noBet, { locale: 'en', names: PIRATE_NAMES });
    expect(b.height).toBeLessThan(a.height);
    const lowest = Math.max(...recordPicture(b, 'en').map((d) => d.y + d.h));
    expect(b.height - lowest).toBeLessThan(40);
  });
});
