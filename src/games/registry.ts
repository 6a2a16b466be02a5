import type { AnyGame, GameId } from './engine.js';
import { pirateDice } from './pirate/rules.js';
import { yahtzee } from './yahtzee/rules.js';
import { bobing } from './bobing/rules.js';
import { holdem } from './holdem/rules.js';
import { xianqi } from './xianqi/rules.js';

/** Every engine the runner can host, by id. */
export const ENGINES: Record<GameId, AnyGame> = {
  pirate: pirateDice,
  yahtzee,
  bobing,
  holdem,
  xianqi,
};

export function engineFor(game: GameId): AnyGame {
  return ENGINES[game];
}
