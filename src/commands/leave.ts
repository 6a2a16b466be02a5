import { SlashCommandBuilder } from '@discordjs/builders';
import { callerOf } from '../interactions/caller.js';
import { described } from '../i18n/localized.js';
import type { SlashCommand } from '../interactions/slash-command.js';
import { answerChange } from './answer.js';
import { EVERYWHERE, reaching } from './reach.js';

export const leave: SlashCommand = {
  data: reaching(described(new SlashCommandBuilder(), 'command.name.leave', 'command.leave'), EVERYWHERE).toJSON(),
  async execute(interaction, deps) {
    const result = await deps.runner.leave({ channelId: interaction.channelId }, callerOf(interaction));
    return answerChange(interaction, result, (ok) => (ok.previous.phase === 'lobby' ? 'notice.left' : 'notice.leftGame'));
  },
};
