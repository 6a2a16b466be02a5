import { SlashCommandBuilder } from '@discordjs/builders';
import { userLocale } from '../interactions/caller.js';
import { asReply, replyWith, tell } from '../interactions/respond.js';
import { movedMessage, tableMessage } from '../views/table.js';
import { described } from '../i18n/localized.js';
import type { SlashCommand } from './command.js';

/** Posts the table again at the bottom of the channel; the old message stops taking clicks. */
export const table: SlashCommand = {
  answersInPublic: true,
  data: described(new SlashCommandBuilder(), 'command.name.table', 'command.table').setDMPermission(false).toJSON(),
  async execute(interaction, deps) {
    const { t } = userLocale(interaction);
    const session = await deps.runner.load(interaction.channelId);
    if (!session || session.closedBy) {
      await tell(interaction, t('error.noTable'));
      return 'missing';
    }
    const messageId = await replyWith(interaction, asReply(tableMessage(session), { ephemeral: false }));
    if (!messageId) return 'reposted';
    const recorded = await deps.runner.setTableMessage(session.channelId, session.id, messageId);
    if (recorded.kind === 'ok') deps.publisher.shown(recorded.session, session.stateVersion);
    if (session.tableMessageId && session.tableMessageId !== messageId) {
      await deps.messenger.edit(session.channelId, session.tableMessageId, movedMessage(session)).catch((error: unknown) => {
        deps.log.info({ err: error, interactionId: interaction.id }, 'old table message could not be marked as moved');
      });
    }
    return 'reposted';
  },
};
