import { platform } from './platform.js';
import { commands } from './commands.js';
import { pirate } from './pirate.js';
import { yahtzee } from './yahtzee.js';
import { bobing } from './bobing.js';
import { holdem } from './holdem.js';
import { xianqi } from './xianqi.js';
import { community } from './community.js';
import { fair } from './fair.js';
import { history } from './history.js';
import { pictures } from './pictures.js';
import { computers } from './computers.js';
import { settings } from './settings.js';
import { channel } from './channel.js';
import { anywhere } from './anywhere.js';

/** ko: every area's messages in one catalog. */
export const ko = {
  ...platform,
  ...commands,
  ...pirate,
  ...yahtzee,
  ...bobing,
  ...holdem,
  ...xianqi,
  ...community,
  ...fair,
  ...history,
  ...pictures,
  ...computers,
  ...settings,
  ...channel,
  ...anywhere,
};
