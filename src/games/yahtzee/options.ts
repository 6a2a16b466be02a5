import type { PlayCommand } from '../../kernel/plugin.js';
import { choice, described, nameOf } from '../../i18n/localized.js';

/** `/play yahtzee [joker]`. */
export const yahtzeeCommand: PlayCommand = {
  subcommand: (sub) =>
    described(sub, 'command.name.yahtzee', 'command.play.yahtzee').addStringOption((o) =>
      described(o, 'option.name.joker', 'command.option.joker').addChoices(
        choice('free', 'option.choice.joker.free'),
        choice('forced', 'option.choice.joker.forced'),
      ),
    ),
  read: (options) => ({ config: { joker: options.getString(nameOf('option.name.joker')) ?? 'free' } }),
};
