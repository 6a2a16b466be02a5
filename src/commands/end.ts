import { SlashCommandBuilder } from '@discordjs/builders';
import { callerOf } from '../interactions/caller.js';
import { described } from '../i18n/localized.js';
import type { SlashCommand } from '../interactions/slash-command.js';
import { answerChange } from './answer.js';
import { EVERYWHERE, reaching } from './reach.js';

/** Closes the channel's table: its host, or anyone with Manage Messages (who may also clear a damaged one). */
export const end: SlashCommand = {
  data: reaching(described(new SlashCommandBuilder(), 'command.name.end', 'command.end'), EVERYWHERE).toJSON(),
  async execute(interaction, deps) {
    const result = await deps.runner.close({ channelId: interaction.channelId }, callerOf(interaction));
    return answerChange(interaction, result, () => 'notice.closed');
  },
};
