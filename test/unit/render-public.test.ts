import { describe, expect, it } from 'vitest';
import { holdem } from '../../src/games/holdem/rules.js';
import { renderHoldemTable } from '../../src/games/holdem/render.js';
import { publicViewOf } from '../../src/kernel/public.js';
import { HOLDEM_NAMES, holdemFlop } from '../support/render-holdem-cases.js';
import { panelPicture, tablePicture } from '../../src/render/tables.js';
import { pirateDice } from '../../src/games/pirate/rules.js';
import { xianqi } from '../../src/games/xianqi/rules.js';
import { yahtzee } from '../../src/games/yahtzee/rules.js';
import { bobing } from '../../src/games/bobing/rules.js';
import { pirateInPlay } from '../support/render-pirate-cases.js';
import { xianqiInPlay } from '../support/render-xianqi-cases.js';
import { yahtzeeInPlay } from '../support/render-yahtzee-cases.js';
import { bobingTakeover } from '../support/render-bobing-cases.js';
import { GAMES } from '../support/games.js';

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

  it("tablePicture hands each game's renderer exactly its engine's public view; panels only where the game has one", () => {
    const cases = [
      ['holdem', holdem, holdemFlop()],
      ['pirate', pirateDice, pirateInPlay()],
      ['xianqi', xianqi, xianqiInPlay()],
      ['yahtzee', yahtzee, yahtzeeInPlay()],
      ['bobing', bobing, bobingTakeover()],
    ] as const;
    for (const [game, engine, state] of cases) {
      const request = tablePicture(GAMES, game, state, scene)!;
      expect(request.view).toEqual((engine.publicView as (s: unknown) => unknown)(state));
      expect(JSON.stringify(request.view)).not.toContain('"secret"');
      expect(request.render(request.view, request.scene).alt.length).toBeGreaterThan(10);
    }
    expect(panelPicture(GAMES, 'yahtzee', yahtzeeInPlay(), 'a', scene)).toBeNull();
    expect(panelPicture(GAMES, 'bobing', bobingTakeover(), 'a', scene)).toBeNull();
    expect(panelPicture(GAMES, 'pirate', pirateInPlay(), 'a', scene)?.view).toEqual(pirateDice.playerView(pirateInPlay(), 'a'));
  });
});
