import type { PlayCommand } from '../../kernel/plugin.js';
import { described, nameOf } from '../../i18n/localized.js';

/** `/play pirate-dice [ones_wild]`. */
export const pirateCommand: PlayCommand = {
  subcommand: (sub) =>
    described(sub, 'command.name.pirate', 'command.play.pirate').addBooleanOption((o) => described(o, 'option.name.onesWild', 'command.option.onesWild')),
  read: (options) => ({ config: { onesWild: options.getBoolean(nameOf('option.name.onesWild')) ?? true } }),
};
