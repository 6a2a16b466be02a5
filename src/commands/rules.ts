import { SlashCommandBuilder } from '@discordjs/builders';
import { MessageFlags } from 'discord.js';
import type { GameId } from '../kernel/engine.js';
import type { GameCatalog } from '../kernel/catalog.js';
import { gameChoices } from './game-choices.js';
import { userLocale } from '../interactions/caller.js';
import { replyWith } from '../interactions/respond.js';
import { COLOURS } from '../views/format.js';
import { choice, described, nameOf } from '../i18n/localized.js';
import type { SlashCommand } from '../interactions/slash-command.js';
import { Embed } from '../views/embed.js';
import { EVERYWHERE, reaching } from './reach.js';

/** Not a game: `/rules fair` explains how every draw can be checked. */
const FAIR = 'fair';

export const rulesCommand = (games: GameCatalog): SlashCommand => ({
  data: reaching(described(new SlashCommandBuilder(), 'command.name.rules', 'command.rules'), EVERYWHERE)
    .addStringOption((o) =>
      described(o, 'option.name.game', 'command.option.game')
        .setRequired(true)
        .addChoices(...gameChoices(games), choice(FAIR, 'fair.choice')),
    )
    .toJSON(),
  async execute(interaction, deps) {
    const { t } = userLocale(interaction);
    // The guard has checked the value against the choices.
    const game = interaction.options.getString(nameOf('option.name.game'), true) as GameId | typeof FAIR;
    const embed =
      game === FAIR
        ? new Embed().setColor(COLOURS.lobby).setTitle(t('fair.choice')).setDescription(t('rules.fair'))
        : new Embed().setColor(COLOURS.lobby).setTitle(deps.games.name(game, t)).setDescription(deps.games.plugin(game).ui.rules(t));
    await replyWith(interaction, { embeds: [embed.toJSON()], flags: MessageFlags.Ephemeral });
    return 'rules';
  },
});
