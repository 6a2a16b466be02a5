import { SlashCommandBuilder } from '@discordjs/builders';
import { isSeated } from '../games/runner.js';
import { userLocale } from '../interactions/caller.js';
import { asReply, replyWith, tell } from '../interactions/respond.js';
import { panelMessage } from '../views/panel.js';
import { described, type SlashCommand } from './command.js';

/** Opens the caller's private panel (their dice or cards, their choices) as an ephemeral message. */
export const hand: SlashCommand = {
  data: described(new SlashCommandBuilder(), 'command.name.hand', 'command.hand').setDMPermission(false).toJSON(),
  async execute(interaction, deps) {
    const { t, locale } = userLocale(interaction);
    const session = await deps.runner.load(interaction.channelId);
    if (!session || session.closedBy) {
      await tell(interaction, t('error.noTable'));
      return 'missing';
    }
    if (!isSeated(session, interaction.user.id)) {
      await tell(interaction, t('notice.notPlaying'));
      return 'not-seated';
    }
    if (session.phase !== 'playing') {
      await tell(interaction, t(session.phase === 'lobby' ? 'error.notStarted' : 'error.gameOver'));
      return 'not-playing';
    }
    await replyWith(interaction, asReply(panelMessage(session, interaction.user.id, locale), { ephemeral: true }));
    return 'panel';
  },
};
