import { userLocale } from '../interactions/caller.js';
import { tell } from '../interactions/respond.js';
import type { SlashCommand } from '../interactions/slash-command.js';
import { payloadProblem, type DefinedOption } from './payload.js';
import { ApplicationIntegrationType } from 'discord-api-types/v10';
import { botCanPost } from '../interactions/place.js';

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
      // Discord offers a command only where its contexts and integration types allow; an old registration may still offer it elsewhere.
      const contexts = command.data.contexts;
      if (contexts && interaction.context !== null && !contexts.includes(interaction.context)) {
        await tell(interaction, t('error.serverInstallOnly'));
        return 'not-here';
      }
      const userInstallable = command.data.integration_types?.includes(ApplicationIntegrationType.UserInstall) ?? false;
      if (command.data.integration_types && !userInstallable && !botCanPost(interaction)) {
        await tell(interaction, t('error.serverInstallOnly'));
        return 'server-install-only';
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
