import type { GameId, PlayerId } from '../kernel/engine.js';
import type { GameCatalog } from '../kernel/catalog.js';
import type { Picture, Scene } from './picture.js';
import { publicViewOf, type Public } from '../kernel/public.js';
import type { PictureRequest } from './within.js';

/** The table picture of a stored state, drawn from its public view only (publicViewOf is the one way in); null for a game without pictures. */
export function tablePicture(games: GameCatalog, game: GameId, state: unknown, scene: Scene, view?: Public<unknown>): PictureRequest<unknown> | null {
  const plugin = games.plugin(game);
  if (!plugin.pictures) return null;
  return {
    name: `${game}.table`,
    render: plugin.pictures.table as (view: unknown, scene: Scene) => Picture,
    view: view ?? publicViewOf(plugin.engine, state),
    scene,
  };
}

/** A player's private panel picture; null for games without one (Yahtzee, 博饼). Never post it publicly. */
export function panelPicture(games: GameCatalog, game: GameId, state: unknown, player: PlayerId, scene: Scene): PictureRequest<unknown> | null {
  const panel = games.plugin(game).pictures?.panel;
  if (!panel) return null;
  return { name: `${game}.panel`, render: panel, view: games.plugin(game).engine.playerView(state, player), scene };
}
