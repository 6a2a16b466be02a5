import { SlashCommandBuilder } from '@discordjs/builders';
import { userLocale } from '../interactions/caller.js';
import { asReply, tell } from '../interactions/respond.js';
import { handsOf } from '../history/hands-for.js';
import { handNoOf, handText } from '../history/hand-records.js';
import { lastHandMessage } from '../views/history.js';
import { described, type SlashCommand } from './command.js';

/** The caller's last Hold'em hand at this table, privately, as they saw it; a button sends the last 50 as a file. */
export const history: SlashCommand = {
  data: described(new SlashCommandBuilder(), 'command.name.history', 'command.history').setDMPermission(false).toJSON(),
  async execute(interaction, deps) {
    const { t } = userLocale(interaction);
    const [last] = await handsOf(deps.history, interaction.channelId, interaction.user.id, 1);
    if (!last) {
      await tell(interaction, t('history.none'));
      return 'no-hands';
    }
    await interaction.reply(asReply(lastHandMessage(handText(last, interaction.user.id), handNoOf(last), t), { ephemeral: true }));
    return 'last-hand';
  },
};
