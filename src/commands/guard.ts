import { userLocale } from '../interactions/caller.js';
import { tell } from '../interactions/respond.js';
import type { SlashCommand } from './command.js';
import { payloadProblem, type DefinedOption } from './payload.js';

/**
 * What every command checks before it runs: a server-only command used in a direct message says
 * that tables live in server channels, and options that do not fit the command as defined now
 * (an old registration, a forged payload) are answered as an out-of-date command, the detail logged.
 */
export function guarded(command: SlashCommand): SlashCommand {
  return {
    data: command.data,
    ...(command.answersInPublic ? { answersInPublic: true } : {}),
    async execute(interaction, deps) {
      const { t } = userLocale(interaction);
      if (command.data.dm_permission === false && !interaction.inGuild()) {
        await tell(interaction, t('error.guildOnly'));
        return 'direct-message';
      }
      const problem = payloadProblem(command.data.options as readonly DefinedOption[] | undefined, interaction.options.data);
      if (problem) {
        deps.log.warn({ interactionId: interaction.id, command: interaction.commandName, problem }, 'command options do not fit its definition');
        await tell(interaction, t('error.unknownCommand'));
        return 'out-of-date';
      }
      return command.execute(interaction, deps);
    },
  };
}
