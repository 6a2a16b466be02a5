import type { Interaction } from 'discord.js';
import { COMMANDS } from '../commands/index.js';
import { handleComponent } from './components.js';
import { handleSetupForm, isFormId } from './setup-form.js';
import { failureKey } from './failures.js';
import { userLocale } from './caller.js';
import type { HandlerDeps } from './deps.js';
import { tell } from './respond.js';

/**
 * The fixed pipeline for every interaction: ignore what is not ours, route, run, log.
 * Any failure is answered privately in the user's language with the interaction id as
 * a reference they can quote; the log line carries the same id and the detail.
 */
export function createInteractionHandler(deps: HandlerDeps): (interaction: Interaction) => Promise<void> {
  return async (interaction) => {
    if (interaction.user.bot) return;
    const started = Date.now();
    const base = { interactionId: interaction.id, userId: interaction.user.id, channelId: interaction.channelId };
    try {
      let outcome: string;
      if (interaction.isChatInputCommand()) {
        const command = COMMANDS.get(interaction.commandName);
        if (!command) {
          await tell(interaction, userLocale(interaction).t('error.unknownCommand'));
          outcome = 'unknown-command';
        } else {
          outcome = await command.execute(interaction, deps);
        }
        deps.log.info({ ...base, command: interaction.commandName, outcome, ms: Date.now() - started }, 'command');
      } else if (interaction.isButton() || interaction.isStringSelectMenu()) {
        outcome = await handleComponent(interaction, deps);
        deps.log.info({ ...base, customId: interaction.customId, outcome, ms: Date.now() - started }, 'component');
      } else if (interaction.isModalSubmit()) {
        if (isFormId(interaction.customId)) outcome = await handleSetupForm(interaction, deps);
        else if (interaction.isFromMessage()) outcome = await handleComponent(interaction, deps);
        else {
          await tell(interaction, userLocale(interaction).t('error.unknownButton'));
          outcome = 'malformed';
        }
        deps.log.info({ ...base, customId: interaction.customId, outcome, ms: Date.now() - started }, 'modal');
      }
    } catch (error) {
      const key = failureKey(error);
      deps.log.error({ ...base, err: error }, 'interaction failed');
      if (!interaction.isRepliable()) return;
      await tell(interaction, userLocale(interaction).t(key, { ref: interaction.id })).catch((replyError: unknown) => {
        deps.log.warn({ ...base, err: replyError }, 'could not tell the user about the failure');
      });
    }
  };
}
