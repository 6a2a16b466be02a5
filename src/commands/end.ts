import { SlashCommandBuilder } from '@discordjs/builders';
import { callerOf, userLocale } from '../interactions/caller.js';
import { tell } from '../interactions/respond.js';
import { described, type SlashCommand } from './command.js';

/** Closes the channel's table: its host, or anyone with Manage Messages (who may also clear a damaged one). */
export const end: SlashCommand = {
  data: described(new SlashCommandBuilder(), 'command.name.end', 'command.end').setDMPermission(false).toJSON(),
  async execute(interaction, deps) {
    const { t } = userLocale(interaction);
    const result = await deps.runner.close({ channelId: interaction.channelId }, callerOf(interaction));
    switch (result.kind) {
      case 'ok':
        await tell(interaction, t('notice.closed'));
        await deps.publisher.published(result.session, result.previous, { tableAlreadyUpdated: false });
        return 'closed';
      case 'purged':
        await tell(interaction, t('notice.closed'));
        return 'purged';
      case 'rejected':
        await tell(interaction, t(result.rejection.key, result.rejection.params));
        return `rejected:${result.rejection.code}`;
      default:
        await tell(interaction, t('error.noTable'));
        return 'missing';
    }
  },
};
