import { SlashCommandBuilder } from '@discordjs/builders';
import type { GameId } from '../kernel/engine.js';
import type { GameCatalog } from '../kernel/catalog.js';
import { gameChoices } from './game-choices.js';
import { PERIODS, type Period } from '../kernel/periods.js';
import { boardMessage } from '../views/board.js';
import { userLocale } from '../interactions/caller.js';
import { asReply } from '../interactions/respond.js';
import { choice, described, nameOf } from '../i18n/localized.js';
import type { SlashCommand } from '../interactions/slash-command.js';
import { EVERYWHERE, reaching } from './reach.js';
import { statsPlaceOf } from '../community/stats-place.js';

const OPTION = { game: nameOf('option.name.game'), period: nameOf('option.name.period') };

/** `/leaderboard game [period]`: the top ten, privately, with page buttons and the caller's own place. */
export const leaderboardCommand = (games: GameCatalog): SlashCommand => ({
  data: reaching(described(new SlashCommandBuilder(), 'command.name.leaderboard', 'command.leaderboard'), EVERYWHERE)
    .addStringOption((o) =>
      described(o, 'option.name.game', 'command.option.game')
        .setRequired(true)
        .addChoices(...gameChoices(games)),
    )
    .addStringOption((o) =>
      described(o, 'option.name.period', 'command.option.period').addChoices(...PERIODS.map((p) => choice(p, `option.choice.period.${p}`))),
    )
    .toJSON(),
  async execute(interaction, deps) {
    const { t } = userLocale(interaction);
    const game = interaction.options.getString(OPTION.game, true) as GameId;
    const period = (interaction.options.getString(OPTION.period) ?? 'all') as Period;
    const entries = await deps.stats.board(statsPlaceOf(interaction)!, game, period, Date.now());
    await interaction.reply(asReply(boardMessage(deps.games, game, period, entries, 1, interaction.user.id, t), { ephemeral: true }));
    return 'board';
  },
});
