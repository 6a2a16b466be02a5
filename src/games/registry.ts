import type { AnyGame, GameId } from '../kernel/engine.js';
import type { AnyGamePlugin, GamePlugin, GameTypes } from '../kernel/plugin.js';
import { addWords, type Translate } from '../i18n/catalog.js';
import { piratePlugin } from './pirate/plugin.js';
import { yahtzeePlugin } from './yahtzee/plugin.js';
import { holdemPlugin } from './holdem/plugin.js';
import { xianqiPlugin } from './xianqi/plugin.js';
import { bobingPlugin } from './bobing/plugin.js';

/**
 * The games this process hosts, in the order they are listed (choices, /stats). Whatever reads a
 * game id from outside (a stored table, a custom_id, a slash option) asks here whether it exists.
 */
const GAMES = new Map<GameId, AnyGamePlugin>();
/** Set once anything has listed the games (the slash commands are built from the list when loaded). */
let listed = false;

/**
 * Adds a game. The built-in games are added below; another (a test's game) is added by its own
 * entry point before the composition root runs, since commands are built from this list.
 */
export function registerGame<T extends GameTypes>(plugin: GamePlugin<T>): void {
  const id = plugin.engine.id;
  if (listed) throw new Error(`game ${id} is registered after the games were listed: register it before the commands are loaded`);
  if (!/^[a-z][a-z0-9]{1,15}$/.test(id)) throw new Error(`a game id is 2 to 16 lowercase letters and digits: ${JSON.stringify(id)}`);
  if (GAMES.has(id)) throw new Error(`game ${id} is registered already`);
  if (!(plugin.stats.board.figure in plugin.stats.figures)) throw new Error(`game ${id} ranks its leaderboard by a figure it does not keep`);
  if (plugin.words) addWords(plugin.words);
  GAMES.set(id, plugin);
}

/** In the order /play lists them (and with it every list of games). */
const BUILT_IN: readonly AnyGamePlugin[] = [piratePlugin, yahtzeePlugin, holdemPlugin, xianqiPlugin, bobingPlugin];
for (const plugin of BUILT_IN) registerGame(plugin);

export const isGameId = (id: string): boolean => GAMES.has(id);

export function gameIds(): GameId[] {
  listed = true;
  return [...GAMES.keys()];
}

export function plugins(): AnyGamePlugin[] {
  listed = true;
  return [...GAMES.values()];
}

/** The game's plug-in. An id nobody registered is a bug here: ids from outside are checked with `isGameId` first. */
export function pluginFor(game: GameId): AnyGamePlugin {
  const plugin = GAMES.get(game);
  if (!plugin) throw new Error(`no game ${game} is registered`);
  return plugin;
}

export const engineFor = (game: GameId): AnyGame => pluginFor(game).engine;

export const gameName = (game: GameId, t: Translate): string => pluginFor(game).name(t);
