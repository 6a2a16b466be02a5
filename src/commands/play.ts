import { SlashCommandBuilder, SlashCommandSubcommandBuilder } from '@discordjs/builders';
import type { ChatInputCommandInteraction } from 'discord.js';
import type { GameId } from '../games/engine.js';
import { MAX_TURN_SECONDS, MIN_TURN_SECONDS } from '../games/runner.js';
import { UIS } from '../games/ui-registry.js';
import { LANGUAGE_NAMES, type Locale } from '../i18n/catalog.js';
import { LOCALES } from '../store/session.js';
import type { HandlerDeps } from '../interactions/deps.js';
import { userLocale } from '../interactions/caller.js';
import { tell } from '../interactions/respond.js';
import { openTable } from '../interactions/open-table.js';
import { encodeFormId } from '../interactions/setup-form.js';
import { described, type SlashCommand } from './command.js';

function withCommonOptions(sub: SlashCommandSubcommandBuilder): SlashCommandSubcommandBuilder {
  return sub
    .addIntegerOption((o) => described(o, 'turn_seconds', 'command.option.turnSeconds').setMinValue(MIN_TURN_SECONDS).setMaxValue(MAX_TURN_SECONDS))
    .addStringOption((o) =>
      described(o, 'language', 'command.option.language').addChoices(...LOCALES.map((l) => ({ name: LANGUAGE_NAMES[l], value: l }))),
    );
}

interface GameEntry {
  game: GameId;
  build(sub: SlashCommandSubcommandBuilder): SlashCommandSubcommandBuilder;
  config(i: ChatInputCommandInteraction): unknown;
  /** True when the host asked to fill in the game's setup form first. */
  wantsForm?(i: ChatInputCommandInteraction): boolean;
}

/** Each game is a subcommand with its own table options. */
const GAMES: Record<string, GameEntry> = {
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
  holdem: {
    game: 'holdem',
    build: (sub) =>
      withCommonOptions(
        described(sub, 'command.name.holdem', 'command.play.holdem')
          .addIntegerOption((o) => described(o, 'small_blind', 'command.option.smallBlind').setMinValue(1).setMaxValue(1_000_000))
          .addIntegerOption((o) => described(o, 'big_blind', 'command.option.bigBlind').setMinValue(1).setMaxValue(1_000_000))
          .addIntegerOption((o) => described(o, 'min_buy_in', 'command.option.minBuyIn').setMinValue(1))
          .addIntegerOption((o) => described(o, 'max_buy_in', 'command.option.maxBuyIn').setMinValue(1)),
      ),
    config: (i) => {
      const bigBlind = i.options.getInteger('big_blind') ?? 20;
      const smallBlind = i.options.getInteger('small_blind') ?? Math.max(1, Math.floor(bigBlind / 2));
      const min = i.options.getInteger('min_buy_in');
      const max = i.options.getInteger('max_buy_in');
      return { smallBlind, bigBlind, ...(min !== null ? { minBuyIn: min } : {}), ...(max !== null ? { maxBuyIn: max } : {}) };
    },
  },
  xianqi: {
    game: 'xianqi',
    build: (sub) => withCommonOptions(described(sub, 'command.name.xianqi', 'command.play.xianqi')),
    config: () => ({}),
  },
  bobing: {
    game: 'bobing',
    build: (sub) =>
      withCommonOptions(
        described(sub, 'command.name.bobing', 'command.play.bobing').addStringOption((o) =>
          described(o, 'prizes', 'command.option.prizes').addChoices({ name: 'traditional', value: 'traditional' }, { name: 'custom', value: 'custom' }),
        ),
      ),
    config: () => ({}),
    wantsForm: (i) => i.options.getString('prizes') === 'custom',
  },
};

const builder = described(new SlashCommandBuilder(), 'command.name.play', 'command.play').setDMPermission(false);
for (const entry of Object.values(GAMES)) builder.addSubcommand((sub) => entry.build(sub));

export const play: SlashCommand = {
  data: builder.toJSON(),
  async execute(interaction, deps: HandlerDeps) {
    const { t } = userLocale(interaction);
    const entry = GAMES[interaction.options.getSubcommand()];
    if (!entry) {
      await tell(interaction, t('error.unknownCommand'));
      return 'refused';
    }
    const turnSeconds = interaction.options.getInteger('turn_seconds');
    const language = interaction.options.getString('language');
    const locale = language && (LOCALES as readonly string[]).includes(language) ? (language as Locale) : null;
    const form = UIS[entry.game].setupForm;
    if (form && entry.wantsForm?.(interaction)) {
      await interaction.showModal(form.modal(t, encodeFormId(entry.game, turnSeconds, locale)));
      return 'form';
    }
    return openTable(interaction, deps, {
      game: entry.game,
      config: entry.config(interaction),
      ...(turnSeconds !== null ? { turnSeconds } : {}),
      ...(locale ? { language: locale } : {}),
    });
  },
};
