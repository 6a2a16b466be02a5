import type { GameId } from './engine.js';
import type { GameUi } from '../views/types.js';
import { pirateUi } from './pirate/view.js';
import { yahtzeeUi } from './yahtzee/view.js';
import { bobingUi } from './bobing/view.js';
import { holdemUi } from './holdem/view.js';
import { xianqiUi } from './xianqi/view.js';

/** Every game's Discord views, by id. Kept apart from the engines so engines never see Discord. */
export const UIS: Record<GameId, GameUi> = {
  pirate: pirateUi,
  yahtzee: yahtzeeUi,
  bobing: bobingUi,
  holdem: holdemUi,
  xianqi: xianqiUi,
};
