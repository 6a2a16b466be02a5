import { describe, expect, it } from 'vitest';
import { holdem } from '../../src/games/holdem/rules.js';
import { renderHoldemTable } from '../../src/games/holdem/render.js';
import { publicViewOf } from '../../src/render/public.js';
import { HOLDEM_NAMES, holdemFlop } from '../support/render-holdem-cases.js';

const scene = { locale: 'en', names: HOLDEM_NAMES } as const;

/**
 * Compiled by `tsc --noEmit` (npm test runs it first): each @ts-expect-error must meet an error, or
 * the build fails. A table picture takes only what publicViewOf made of the engine's publicView.
 */
export function onlyPublicViewsCompile(): void {
  const state = holdemFlop();
  renderHoldemTable(publicViewOf(holdem, state), scene);
  // @ts-expect-error a stored state (hole cards and deck inside) is not a public view
  renderHoldemTable(state, scene);
  // @ts-expect-error a player's view carries their hole cards
  renderHoldemTable(holdem.playerView(state, 'p1'), scene);
  // @ts-expect-error the engine's public view not passed through publicViewOf is not branded either
  renderHoldemTable(holdem.publicView(state), scene);
}

describe('public views', () => {
  it('publicViewOf returns what the engine made public, unchanged', () => {
    const state = holdemFlop();
    expect(publicViewOf(holdem, state)).toEqual(holdem.publicView(state));
    expect(JSON.stringify(publicViewOf(holdem, state))).not.toContain('secret');
  });
});
