import { SlashCommandBuilder } from '@discordjs/builders';
import { EmbedBuilder } from '@discordjs/builders';
import { MessageFlags } from 'discord.js';
import type { GameId } from '../games/engine.js';
import { GAME_IDS } from '../store/session.js';
import { UIS } from '../games/ui-registry.js';
import { translate } from '../i18n/catalog.js';
import { userLocale } from '../interactions/caller.js';
import { COLOURS } from '../views/format.js';
import { described, type SlashCommand } from './command.js';

const GAMES: readonly GameId[] = GAME_IDS;

export const rules: SlashCommand = {
  data: described(new SlashCommandBuilder(), 'command.name.rules', 'command.rules')
    .addStringOption((o) =>
      described(o, 'game', 'command.option.game')
        .setRequired(true)
        .addChoices(...GAMES.map((g) => ({ name: translate('en', `game.${g}`), value: g, name_localizations: { 'zh-CN': translate('zh-CN', `game.${g}`), ko: translate('ko', `game.${g}`) } }))),
    )
    .toJSON(),
  async execute(interaction) {
    const { t } = userLocale(interaction);
    const game = interaction.options.getString('game', true) as GameId;
    const ui = UIS[game];
    if (!ui) {
      await interaction.reply({ content: t('error.unknownCommand'), flags: MessageFlags.Ephemeral });
      return 'unknown-game';
    }
    const embed = new EmbedBuilder().setColor(COLOURS.lobby).setTitle(t(`game.${game}`)).setDescription(ui.rules(t));
    await interaction.reply({ embeds: [embed.toJSON()], flags: MessageFlags.Ephemeral });
    return 'rules';
  },
};
