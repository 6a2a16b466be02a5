import type { GameId, PlayerId } from '../games/engine.js';
import { holdem } from '../games/holdem/rules.js';
import { pirateDice } from '../games/pirate/rules.js';
import { yahtzee } from '../games/yahtzee/rules.js';
import { bobing } from '../games/bobing/rules.js';
import { xianqi } from '../games/xianqi/rules.js';
import { renderHoldemPanel, renderHoldemTable } from '../games/holdem/render.js';
import { renderPiratePanel, renderPirateTable } from '../games/pirate/render.js';
import { renderYahtzeeTable } from '../games/yahtzee/render.js';
import { renderBobingTable } from '../games/bobing/render.js';
import { renderXianqiPanel, renderXianqiTable } from '../games/xianqi/render.js';
import type { Picture, Scene } from './picture.js';
import { publicViewOf } from './public.js';
import type { PictureRequest } from './within.js';

interface PictureSet<State, View, Own> {
  publicView(state: State): View;
  playerView(state: State, player: PlayerId): Own;
  table(view: never, scene: Scene): Picture;
  panel?: (view: Own, scene: Scene) => Picture;
}

const SETS: Record<GameId, PictureSet<any, any, any>> = {
  holdem: { publicView: holdem.publicView, playerView: holdem.playerView, table: renderHoldemTable, panel: renderHoldemPanel },
  pirate: { publicView: pirateDice.publicView, playerView: pirateDice.playerView, table: renderPirateTable, panel: renderPiratePanel },
  yahtzee: { publicView: yahtzee.publicView, playerView: yahtzee.playerView, table: renderYahtzeeTable },
  bobing: { publicView: bobing.publicView, playerView: bobing.playerView, table: renderBobingTable },
  xianqi: { publicView: xianqi.publicView, playerView: xianqi.playerView, table: renderXianqiTable, panel: renderXianqiPanel },
};

/** The table picture of a stored state: drawn from its public view only (publicViewOf is the one way in). */
export function tablePicture(game: GameId, state: unknown, scene: Scene): PictureRequest<unknown> {
  const set = SETS[game];
  return { name: `${game}.table`, render: set.table as (view: unknown, scene: Scene) => Picture, view: publicViewOf(set, state), scene };
}

/** A player's private panel picture; null for games without a panel (Yahtzee, 博饼). Never post it publicly. */
export function panelPicture(game: GameId, state: unknown, player: PlayerId, scene: Scene): PictureRequest<unknown> | null {
  const set = SETS[game];
  if (!set.panel) return null;
  return { name: `${game}.panel`, render: set.panel, view: set.playerView(state, player), scene };
}
