import { describe, expect, it } from 'vitest';
import { pirateDice } from '../../src/games/pirate/rules.js';
import type { PirateState } from '../../src/games/pirate/actions.js';
import { renderPirateTable } from '../../src/games/pirate/render.js';
import { publicViewOf } from '../../src/render/public.js';
import { encode, paint } from '../../src/render/picture.js';
import { goldenSuite } from '../support/golden-suite.js';
import { PIRATE_NAMES, pirateInPlay } from '../support/render-pirate-cases.js';

goldenSuite('pirate');

describe('Pirate Dice table picture', () => {
  it('draws only the public view: other dice under the cups give the same bytes', async () => {
    const state = pirateInPlay();
    const cups = Object.fromEntries(Object.entries(state.secret.cups).map(([p, dice]) => [p, dice.map((d) => (d % 6) + 1)]));
    const other: PirateState = { ...state, secret: { cups } };
    const draw = (s: PirateState) => encode(paint(renderPirateTable(publicViewOf(pirateDice, s), { locale: 'en', names: PIRATE_NAMES }), 'en'), 'png');
    const [a, b] = await Promise.all([draw(state), draw(other)]);
    expect(a.equals(b)).toBe(true);
  });
});
