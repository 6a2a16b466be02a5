import type { PlayCommand } from '../../kernel/plugin.js';
import { described } from '../../i18n/localized.js';

/** `/play xianqi`: no options of its own. */
export const xianqiCommand: PlayCommand = {
  subcommand: (sub) => described(sub, 'command.name.xianqi', 'command.play.xianqi'),
  read: () => ({ config: {} }),
};
