import { SlashCommandBuilder, SlashCommandSubcommandBuilder } from '@discordjs/builders';
import type { ChatInputCommandInteraction } from 'discord.js';
import type { GameId } from '../games/engine.js';
import { MAX_TURN_SECONDS, MIN_TURN_SECONDS } from '../games/runner.js';
import { LANGUAGE_NAMES, resolveLocale, type Locale } from '../i18n/catalog.js';
import { LOCALES } from '../store/session.js';
import type { HandlerDeps } from '../interactions/deps.js';
import { callerOf, userLocale } from '../interactions/caller.js';
import { asReply, tell } from '../interactions/respond.js';
import { tableMessage } from '../views/table.js';
import { described, type SlashCommand } from './command.js';
import { tableLink } from './table-link.js';


function withCommonOptions(sub: SlashCommandSubcommandBuilder): SlashCommandSubcommandBuilder {
  return sub
    .addIntegerOption((o) => described(o, 'turn_seconds', 'command.option.turnSeconds').setMinValue(MIN_TURN_SECONDS).setMaxValue(MAX_TURN_SECONDS))
    .addStringOption((o) =>
      described(o, 'language', 'command.option.language').addChoices(...LOCALES.map((l) => ({ name: LANGUAGE_NAMES[l], value: l }))),
    );
}

/** Each game is a subcommand with its own table options. */
const GAMES: Record<string, { game: GameId; build(sub: SlashCommandSubcommandBuilder): SlashCommandSubcommandBuilder; config(i: ChatInputCommandInteraction): unknown }> = {
  'pirate-dice': {
    game: 'pirate',
    build: (sub) => withCommonOptions(described(sub, 'command.name.pirate', 'command.play.pirate').addBooleanOption((o) => described(o, 'ones_wild', 'command.option.onesWild'))),
    config: (i) => ({ onesWild: i.options.getBoolean('ones_wild') ?? true }),
  },
  yahtzee: {
    game: 'yahtzee',
    build: (sub) =>
      withCommonOptions(
        described(sub, 'command.name.yahtzee', 'command.play.yahtzee').addStringOption((o) =>
          described(o, 'joker', 'command.option.joker').addChoices({ name: 'free', value: 'free' }, { name: 'forced', value: 'forced' }),
        ),
      ),
    config: (i) => ({ joker: i.options.getString('joker') ?? 'free' }),
  },
};

const builder = described(new SlashCommandBuilder(), 'command.name.play', 'command.play').setDMPermission(false);
for (const entry of Object.values(GAMES)) builder.addSubcommand((sub) => entry.build(sub));

export const play: SlashCommand = {
  data: builder.toJSON(),
  async execute(interaction, deps: HandlerDeps) {
    const { t } = userLocale(interaction);
    const entry = GAMES[interaction.options.getSubcommand()];
    if (!entry || !interaction.inGuild()) {
      await tell(interaction, t(entry ? 'error.guildOnly' : 'error.unknownCommand'));
      return 'refused';
    }
    const caller = callerOf(interaction);
    const language = interaction.options.getString('language') as Locale | null;
    const opened = await deps.runner.open({
      channelId: interaction.channelId,
      guildId: interaction.guildId,
      host: { id: caller.userId, name: caller.name },
      game: entry.game,
      config: entry.config(interaction),
      ...(interaction.options.getInteger('turn_seconds') !== null ? { turnSeconds: interaction.options.getInteger('turn_seconds')! } : {}),
      locale: language && (LOCALES as readonly string[]).includes(language) ? language : resolveLocale(interaction.guildLocale),
    });
    if (opened.kind === 'rejected') {
      await tell(interaction, t(opened.rejection.key, opened.rejection.params));
      return `rejected:${opened.rejection.code}`;
    }
    if (opened.kind === 'occupied') {
      const game = opened.session ? t(`game.${opened.session.game}`) : '';
      await tell(interaction, t('error.occupied', { game, link: opened.session ? tableLink(opened.session) : '' }));
      return 'occupied';
    }
    const response = await interaction.reply({ ...asReply(tableMessage(opened.session), { ephemeral: false }), withResponse: true });
    const messageId = response.resource?.message?.id;
    if (messageId) await deps.runner.setTableMessage(opened.session.channelId, opened.session.id, messageId);
    return 'opened';
  },
};
