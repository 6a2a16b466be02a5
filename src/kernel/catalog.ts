import type { Translate } from '../i18n/catalog.js';
import type { AnyGame, GameId } from './engine.js';
import type { AnyGamePlugin } from './plugin.js';

/**
 * The games this process hosts, in the order they are listed (choices, /stats). Assembled once by
 * the composition root (src/app/catalog.ts) and handed to every part that looks a game up: nothing
 * holds a module-level list of games. Whatever reads a game id from outside (a stored table, a
 * custom_id, a slash option) asks `isGameId` first.
 */
export interface GameCatalog {
  isGameId(id: string): boolean;
  /** Every game's id, in listing order. */
  ids(): readonly GameId[];
  /** Every game's plug-in, in listing order. */
  list(): readonly AnyGamePlugin[];
  /** The game's plug-in. An id the catalog does not hold is a bug here: ids from outside are checked with `isGameId` first. */
  plugin(game: GameId): AnyGamePlugin;
  engine(game: GameId): AnyGame;
  name(game: GameId, t: Translate): string;
}
