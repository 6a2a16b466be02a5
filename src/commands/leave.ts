import { SlashCommandBuilder } from '@discordjs/builders';
import { callerOf, userLocale } from '../interactions/caller.js';
import { tell } from '../interactions/respond.js';
import { described, type SlashCommand } from './command.js';

export const leave: SlashCommand = {
  data: described(new SlashCommandBuilder(), 'command.name.leave', 'command.leave').setDMPermission(false).toJSON(),
  async execute(interaction, deps) {
    const { t } = userLocale(interaction);
    const result = await deps.runner.leave({ channelId: interaction.channelId }, callerOf(interaction));
    switch (result.kind) {
      case 'ok':
        await tell(interaction, t(result.previous.phase === 'lobby' ? 'notice.left' : 'notice.leftGame'));
        await deps.publisher.published(result.session, result.previous, { tableAlreadyUpdated: false });
        return 'left';
      case 'rejected':
        await tell(interaction, t(result.rejection.key, result.rejection.params));
        return `rejected:${result.rejection.code}`;
      default:
        await tell(interaction, t('error.noTable'));
        return 'missing';
    }
  },
};
