import type { GameCatalog } from '../kernel/catalog.js';
import { decideNow, type Thinker } from '../computers/decide.js';
import { BUILT_IN_GAMES } from './catalog.js';

const BUILT_IN = new Set(BUILT_IN_GAMES.map((p) => p.engine.id));

/**
 * Where the computers think: the worker thread (which assembles the built-in games itself) for a
 * built-in game; this thread for a game passed to the app at start, which only this thread holds.
 */
export function hostedThinker(games: GameCatalog, thread: Thinker): Thinker {
  return {
    decide: (decision) => (BUILT_IN.has(decision.game) ? thread.decide(decision) : Promise.resolve().then(() => decideNow(games, decision))),
    close: () => thread.close(),
  };
}
