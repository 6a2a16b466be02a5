import type { GameCatalog } from '../kernel/catalog.js';
import type { AnyGame, GameId } from '../kernel/engine.js';
import type { AnyGamePlugin } from '../kernel/plugin.js';
import { addWords, type Translate } from '../i18n/catalog.js';
import { piratePlugin } from '../games/pirate/plugin.js';
import { yahtzeePlugin } from '../games/yahtzee/plugin.js';
import { holdemPlugin } from '../games/holdem/plugin.js';
import { xianqiPlugin } from '../games/xianqi/plugin.js';
import { bobingPlugin } from '../games/bobing/plugin.js';

/** The built-in games, in the order /play lists them (and with it every list of games). */
export const BUILT_IN_GAMES: readonly AnyGamePlugin[] = [piratePlugin, yahtzeePlugin, holdemPlugin, xianqiPlugin, bobingPlugin];

/** Whether a plug-in can be hosted: the reason it cannot, or null. */
function problemOf(plugin: AnyGamePlugin, taken: ReadonlyMap<GameId, AnyGamePlugin>): string | null {
  const id = plugin.engine.id;
  if (!/^[a-z][a-z0-9]{1,15}$/.test(id)) return `a game id is 2 to 16 lowercase letters and digits: ${JSON.stringify(id)}`;
  if (taken.has(id)) return `game ${id} is in the catalog already`;
  if (!(plugin.stats.board.figure in plugin.stats.figures)) return `game ${id} ranks its leaderboard by a figure it does not keep`;
  return null;
}

/**
 * The games this process hosts: the built-in ones, then `extra` (a test's game, or any game passed to
 * the app at start) after them. A game's own words are merged into the catalogs here.
 */
/** Word areas already merged into the catalogs, by the game they came with: a second catalog with the same game merges nothing again. */
const MERGED = new WeakMap<object, GameId>();

export function gameCatalog(extra: readonly AnyGamePlugin[] = []): GameCatalog {
  const games = new Map<GameId, AnyGamePlugin>();
  for (const plugin of [...BUILT_IN_GAMES, ...extra]) {
    const problem = problemOf(plugin, games);
    if (problem) throw new Error(problem);
    if (plugin.words && MERGED.get(plugin.words) !== plugin.engine.id) {
      addWords(plugin.words);
      MERGED.set(plugin.words, plugin.engine.id);
    }
    games.set(plugin.engine.id, plugin);
  }
  const ids = [...games.keys()];
  const list = [...games.values()];
  const plugin = (game: GameId): AnyGamePlugin => {
    const found = games.get(game);
    if (!found) throw new Error(`no game ${game} is in the catalog`);
    return found;
  };
  return {
    isGameId: (id) => games.has(id),
    ids: () => ids,
    list: () => list,
    plugin,
    engine: (game): AnyGame => plugin(game).engine,
    name: (game, t: Translate) => plugin(game).name(t),
  };
}
