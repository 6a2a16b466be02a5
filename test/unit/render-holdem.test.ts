import { describe, expect, it } from 'vitest';
import { holdem } from '../../src/games/holdem/rules.js';
import type { HoldemState } from '../../src/games/holdem/actions.js';
import { renderHoldemPanel, renderHoldemTable } from '../../src/games/holdem/render.js';
import { lastHandField } from '../../src/games/holdem/last-hand-view.js';
import { translator } from '../../src/i18n/catalog.js';
import type { DrawnText } from '../../src/render/drawn.js';
import { legibilityOf, recordPicture } from '../../src/render/legibility.js';
import { bestFive } from '../../src/games/holdem/render-best.js';
import { scoreHand } from '../../src/games/holdem/evaluator.js';
import { publicViewOf } from '../../src/kernel/public.js';
import { encode, paint } from '../../src/render/picture.js';
import { goldenSuite } from '../support/golden-suite.js';
import { RENDER_CASES } from '../support/render-cases.js';
import { staysSmallSuite } from '../support/render-size-suite.js';
import {
  HOLDEM_NAMES,
  holdemAllInThreePots,
  holdemFlop,
  holdemFoldWin,
  holdemNineSeats,
  holdemShowdown,
  holdemShowdownThreePots,
} from '../support/render-holdem-cases.js';

goldenSuite('holdem');
staysSmallSuite('holdem');

/** The same table with every hidden card changed: other hole cards, another deck. */
function withOtherSecrets(s: HoldemState): HoldemState {
  const hand = s.hand!;
  const used = new Set([...hand.board, ...Object.values(hand.secret.hole).flat()]);
  const spare = hand.secret.deck.filter((c) => !used.has(c));
  const hole = Object.fromEntries(Object.keys(hand.secret.hole).map((p, i) => [p, [spare[2 * i]!, spare[2 * i + 1]!]]));
  const rest = [...Object.values(hand.secret.hole).flat(), ...spare.slice(2 * Object.keys(hole).length)];
  return { ...s, hand: { ...hand, secret: { hole, deck: rest } } };
}

describe("Hold'em table picture", () => {
  it('draws only the public view: other hole cards and another deck give the same bytes', async () => {
    const state = holdemFlop();
    const other = withOtherSecrets(state);
    expect(other.hand!.secret.hole.p1).not.toEqual(state.hand!.secret.hole.p1);
    const draw = (s: HoldemState) => encode(paint(renderHoldemTable(publicViewOf(holdem, s), { locale: 'en', names: HOLDEM_NAMES }), 'en'), 'png');
    const [a, b] = await Promise.all([draw(state), draw(other)]);
    expect(a.equals(b)).toBe(true);
  });

  it('marks five cards that score as the whole hand', () => {
    const seven = ['Ah', 'Qh', 'Kh', '9h', '4h', 'Ks', '3c'];
    const five = bestFive(seven);
    expect(five).toHaveLength(5);
    expect(scoreHand(five)).toBe(scoreHand(seven));
    expect(five.filter((c) => c.endsWith('h'))).toHaveLength(5);
  });
});

const en = translator('en');
const textsOf = (picture: ReturnType<typeof renderHoldemTable>): string[] =>
  recordPicture(picture, 'en')
    .filter((d): d is DrawnText => d.kind === 'text')
    .map((d) => d.text);
const table = (s: HoldemState, names = HOLDEM_NAMES) => renderHoldemTable(publicViewOf(holdem, s), { locale: 'en', names });

describe("Hold'em pictures say what the words beside them say", () => {
  it('names each shown hand as the text does ("Three of a Kind, Jacks"), not by its category alone', () => {
    const state = holdemShowdownThreePots();
    const words = lastHandField(publicViewOf(holdem, state), en)!.value;
    const drawn = textsOf(table(state));
    for (const hand of ['Three of a Kind, Jacks', 'Three of a Kind, Eights', 'Pair of Kings', 'Pair of Queens']) {
      expect(words).toContain(hand);
      expect(drawn).toContain(hand);
    }
    expect(drawn).not.toContain('Three of a kind');
  });

  it("shows each player's net for the hand, labelled, not the pot they collected", () => {
    const state = holdemShowdownThreePots();
    const last = state.lastHand!;
    // 김민준 (p4) took both side pots (900 + 1,200) having put in 1,200; Ann (p1) lost her 1,200.
    expect(last.contributed).toEqual({ p1: 1200, p2: 300, p3: 600, p4: 1200 });
    expect(last.pots.reduce((sum, pot) => sum + (pot.shares.p4 ?? 0), 0)).toBe(2100);
    const drawn = textsOf(table(state));
    expect(drawn).toContain('net +900');
    expect(drawn).toContain('net −1,200');
    expect(drawn).not.toContain('+2,100');
    // The pots themselves read as the text reads them.
    expect(drawn).toContain('Side pot 2 (1,200) → 김민준 1,200');
  });

  it('a hand won by folds says who won how much, as the text does', () => {
    const state = holdemFoldWin();
    // 김민준's raise to 60 came back but for the 20 the big blind had called: 10 + 20 + 20 in the pot.
    expect(state.lastHand!.contributed).toEqual({ p2: 10, p3: 20, p4: 20 });
    expect(textsOf(table(state))).toContain('net +30');
    expect(lastHandField(publicViewOf(holdem, state), en)!.value).toContain('wins 50');
    expect(textsOf(table(state))).toContain('김민준 wins 50');
  });
});

describe("Hold'em panel picture", () => {
  const panel = (s: HoldemState) => renderHoldemPanel(holdem.playerView(s, 'p1'), { locale: 'en', names: HOLDEM_NAMES });

  it('shows no best hand before the flop, and names it as the text does after', () => {
    expect(textsOf(panel(holdemAllInThreePots())).some((t) => t.startsWith('Best hand'))).toBe(false);
    expect(textsOf(panel(holdemFlop()))).toContain('Best hand now: Pair of Tens');
  });

  it('ends below its last line: no empty band', () => {
    const before = panel(holdemAllInThreePots());
    const after = panel(holdemFlop());
    const lowest = (p: typeof before) => Math.max(...recordPicture(p, 'en').map((d) => d.y + d.h));
    expect(before.height - lowest(before)).toBeLessThan(20);
    expect(after.height - lowest(after)).toBeLessThan(20);
  });
});

describe("Hold'em table picture at a phone's width", () => {
  it('breaks a 32-character name without spaces over two lines of its seat, uncut, over nothing', () => {
    const picture = table(holdemNineSeats(), { ...HOLDEM_NAMES, p5: 'TheLongestPossibleDiscordName_32' });
    const drawn = recordPicture(picture, 'en');
    const report = legibilityOf(drawn, picture.width);
    expect(report.overlaps).toEqual([]);
    expect(report.cut).toEqual([]);
    const lines = textsOf(picture).filter((t) => 'TheLongestPossibleDiscordName_32'.startsWith(t) || 'TheLongestPossibleDiscordName_32'.endsWith(t));
    expect(lines).toHaveLength(2);
    expect(lines.join('')).toBe('TheLongestPossibleDiscordName_32');
  });

  it('cuts, in its seat and over nothing, only a name wider than two lines', () => {
    const picture = table(holdemNineSeats(), { ...HOLDEM_NAMES, p5: 'W'.repeat(32) });
    const report = legibilityOf(recordPicture(picture, 'en'), picture.width);
    expect(report.overlaps).toEqual([]);
    expect(report.cut).toHaveLength(1);
    expect(report.cut[0]!.wanted).toMatch(/^W+$/);
    expect(report.cut[0]!.text).toMatch(/^W+…$/);
  });

  it('marks the four-colour deck: clubs green and diamonds blue on the showdown board', () => {
    const draw = (fourColour: boolean) =>
      encode(paint(renderHoldemTable(publicViewOf(holdem, holdemShowdown()), { locale: 'en', names: HOLDEM_NAMES, fourColour }), 'en'), 'png');
    return Promise.all([draw(true), draw(false)]).then(([four, two]) => expect(four.equals(two)).toBe(false));
  });
});

describe("Hold'em panel picture's alt text", () => {
  it('ends with the cards before the flop (no best hand, no trailing space) and names the best hand after it', () => {
    const preflop = RENDER_CASES.find((c) => c.game === 'holdem' && c.name === 'panel-preflop')!.picture('en').alt;
    expect(preflop).toMatch(/^Your cards: .+\.$/);
    const flop = RENDER_CASES.find((c) => c.game === 'holdem' && c.name === 'panel')!.picture('en').alt;
    expect(flop).toMatch(/^Your cards: .+\. Best hand now: .+$/);
  });
});
