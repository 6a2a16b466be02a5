import { SlashCommandBuilder } from '@discordjs/builders';
import { userLocale } from '../interactions/caller.js';
import { asReply, tell } from '../interactions/respond.js';
import { recentHands } from '../history/hands.js';
import { lastHandMessage } from '../views/history.js';
import { described } from '../i18n/localized.js';
import type { SlashCommand } from './command.js';

/** The caller's last hand at this table, privately, as they saw it; a button sends the last 50 as a file. */
export const history: SlashCommand = {
  data: described(new SlashCommandBuilder(), 'command.name.history', 'command.history').setDMPermission(false).toJSON(),
  async execute(interaction, deps) {
    const { t } = userLocale(interaction);
    const [last] = await recentHands(deps.history, interaction.channelId, interaction.user.id, 1);
    if (!last) {
      await tell(interaction, t('history.none'));
      return 'no-hands';
    }
    await interaction.reply(asReply(lastHandMessage(last.text, last.no, t), { ephemeral: true }));
    return 'last-hand';
  },
};
