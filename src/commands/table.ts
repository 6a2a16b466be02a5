import { SlashCommandBuilder } from '@discordjs/builders';
import { userLocale } from '../interactions/caller.js';
import { tell } from '../interactions/respond.js';
import { replyTable } from '../interactions/dress.js';
import { movedMessage } from '../views/table.js';
import { messengerFor } from '../discord/messenger.js';
import { described } from '../i18n/localized.js';
import type { SlashCommand } from '../interactions/slash-command.js';
import { EVERYWHERE, reaching } from './reach.js';

/** Posts the table again at the bottom of the channel; the old message stops taking clicks. */
export const table: SlashCommand = {
  answersInPublic: true,
  data: reaching(described(new SlashCommandBuilder(), 'command.name.table', 'command.table'), EVERYWHERE).toJSON(),
  async execute(interaction, deps) {
    const { t } = userLocale(interaction);
    const session = await deps.runner.load(interaction.channelId);
    if (!session || session.closedBy) {
      await tell(interaction, t('error.noTable'));
      return 'missing';
    }
    const messageId = await replyTable(interaction, deps, session);
    if (!messageId) return 'reposted';
    const recorded = await deps.runner.setTableMessage(session.channelId, session.id, messageId);
    if (recorded.kind === 'ok') deps.publisher.shown(recorded.session, session.stateVersion);
    if (session.tableMessageId && session.tableMessageId !== messageId) {
      // The old message keeps its layout: classic if it was posted before V2, V2 (its picture dropped) if not.
      const moved = movedMessage(deps.games, session);
      const body = session.tableV2 && deps.pictures ? deps.pictures.text(session, moved) : moved;
      await messengerFor(deps.messenger, session)
        .edit(session.channelId, session.tableMessageId, body)
        .catch((error: unknown) => {
          deps.log.info({ err: error, interactionId: interaction.id }, 'old table message could not be marked as moved');
        });
    }
    return 'reposted';
  },
};
