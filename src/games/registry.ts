import type { AnyGame, GameId } from './engine.js';
import { pirateDice } from './pirate/rules.js';

/** Every engine the runner can host, by id. */
export const ENGINES: Record<GameId, AnyGame> = {
  pirate: pirateDice,
};

export function engineFor(game: GameId): AnyGame {
  return ENGINES[game];
}
