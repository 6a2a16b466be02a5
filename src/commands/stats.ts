import { SlashCommandBuilder, SlashCommandSubcommandBuilder } from '@discordjs/builders';
import { PermissionFlagsBits, type ChatInputCommandInteraction } from 'discord.js';
import type { GameId } from '../kernel/engine.js';
import type { GameCatalog } from '../kernel/catalog.js';
import { gameChoices } from './game-choices.js';
import type { HandlerDeps } from '../interactions/deps.js';
import { userLocale } from '../interactions/caller.js';
import { asReply, tell } from '../interactions/respond.js';
import { statsMessage } from '../views/stats.js';
import { described, nameOf } from '../i18n/localized.js';
import type { SlashCommand } from '../interactions/slash-command.js';
import { forgetQuestion } from '../views/forget.js';
import { EVERYWHERE, reaching } from './reach.js';
import { statsPlaceOf } from '../community/stats-place.js';

const OPTION = { user: nameOf('option.name.user'), game: nameOf('option.name.game'), public: nameOf('option.name.public') };
const SUB = { show: nameOf('command.name.show'), forget: nameOf('command.name.forget'), reset: nameOf('command.name.reset') };

/** Manage Server (1 << 5): may reset a game's leaderboard. */
const canManageServer = (i: ChatInputCommandInteraction): boolean => i.memberPermissions?.has(PermissionFlagsBits.ManageGuild) ?? false;

async function show(interaction: ChatInputCommandInteraction, deps: HandlerDeps): Promise<string> {
  const { t } = userLocale(interaction);
  const resolved = interaction.options.getUser(OPTION.user);
  const userId = resolved?.id ?? (interaction.options.get(OPTION.user)?.value as string | undefined) ?? interaction.user.id;
  if (resolved?.bot) {
    await tell(interaction, t('stats.bot'));
    return 'bot';
  }
  const chosen = interaction.options.getString(OPTION.game) as GameId | null;
  const games = chosen ? [chosen] : deps.games.ids();
  const byGame = await Promise.all(games.map(async (game) => ({ game, figures: await deps.stats.figures(statsPlaceOf(interaction)!, userId, game) })));
  const visible = interaction.options.getBoolean(OPTION.public) ?? false;
  await interaction.reply(asReply(statsMessage(deps.games, userId, byGame, t), { ephemeral: !visible }));
  return visible ? 'shown-public' : 'shown';
}

/** Deleting is for good: the command only asks, privately, and the Delete button does it (see forget-confirm). */
async function forget(interaction: ChatInputCommandInteraction): Promise<string> {
  const { t } = userLocale(interaction);
  await interaction.reply(asReply(forgetQuestion(t), { ephemeral: true }));
  return 'forget-asked';
}

async function reset(interaction: ChatInputCommandInteraction, deps: HandlerDeps): Promise<string> {
  const { t } = userLocale(interaction);
  if (!canManageServer(interaction)) {
    await tell(interaction, t('stats.resetDenied'));
    return 'denied';
  }
  const game = interaction.options.getString(OPTION.game, true) as GameId;
  await deps.stats.resetBoard(statsPlaceOf(interaction)!, game, Date.now());
  deps.log.info({ interactionId: interaction.id, guildId: interaction.guildId, game }, 'leaderboard reset');
  await tell(interaction, t('stats.reset', { game: deps.games.name(game, t) }));
  return 'reset';
}

/** `/stats show [user] [game] [public]`, `/stats forget`, `/stats reset game`. */
export const statsCommand = (games: GameCatalog): SlashCommand => ({
  data: reaching(described(new SlashCommandBuilder(), 'command.name.stats', 'command.stats'), EVERYWHERE)
    .addSubcommand((sub: SlashCommandSubcommandBuilder) =>
      described(sub, 'command.name.show', 'command.stats.show')
        .addUserOption((o) => described(o, 'option.name.user', 'command.option.user'))
        .addStringOption((o) => described(o, 'option.name.game', 'command.option.statsGame').addChoices(...gameChoices(games)))
        .addBooleanOption((o) => described(o, 'option.name.public', 'command.option.public')),
    )
    .addSubcommand((sub: SlashCommandSubcommandBuilder) => described(sub, 'command.name.forget', 'command.stats.forget'))
    .addSubcommand((sub: SlashCommandSubcommandBuilder) =>
      described(sub, 'command.name.reset', 'command.stats.reset').addStringOption((o) =>
        described(o, 'option.name.game', 'command.option.boardGame')
          .setRequired(true)
          .addChoices(...gameChoices(games)),
      ),
    )
    .toJSON(),
  async execute(interaction, deps) {
    const sub = interaction.options.getSubcommand(true);
    if (sub === SUB.forget) return forget(interaction);
    if (sub === SUB.reset) return reset(interaction, deps);
    return show(interaction, deps);
  },
});
