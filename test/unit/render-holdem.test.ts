import { describe, expect, it } from 'vitest';
import { holdem } from '../../src/games/holdem/rules.js';
import type { HoldemState } from '../../src/games/holdem/actions.js';
import { renderHoldemTable } from '../../src/games/holdem/render.js';
import { bestFive } from '../../src/games/holdem/render-best.js';
import { scoreHand } from '../../src/games/holdem/evaluator.js';
import { publicViewOf } from '../../src/render/public.js';
import { encode, paint } from '../../src/render/picture.js';
import { goldenSuite } from '../support/golden-suite.js';
import { HOLDEM_NAMES, holdemFlop } from '../support/render-holdem-cases.js';

goldenSuite('holdem');

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
