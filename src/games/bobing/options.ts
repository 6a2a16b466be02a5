import type { PlayCommand } from '../../kernel/plugin.js';
import { choice, described, nameOf } from '../../i18n/localized.js';

/** `/play bobing [prizes]`: custom prizes are set in the setup form. */
export const bobingCommand: PlayCommand = {
  subcommand: (sub) =>
    described(sub, 'command.name.bobing', 'command.play.bobing').addStringOption((o) =>
      described(o, 'option.name.prizes', 'command.option.prizes').addChoices(
        choice('traditional', 'option.choice.prizes.traditional'),
        choice('custom', 'option.choice.prizes.custom'),
      ),
    ),
  read: (options) => (options.getString(nameOf('option.name.prizes')) === 'custom' ? { form: true } : { config: {} }),
};
