import { SlashCommandBuilder, SlashCommandSubcommandBuilder } from '@discordjs/builders';
import type { ChatInputCommandInteraction } from 'discord.js';
import type { GameId } from '../games/engine.js';
import { MAX_TURN_SECONDS, MIN_TURN_SECONDS } from '../games/runner.js';
import { UIS } from '../games/ui-registry.js';
import { MAX_BLIND, MAX_BUY_IN } from '../games/holdem/actions.js';
import type { Locale } from '../i18n/catalog.js';
import { LOCALES } from '../store/session.js';
import type { HandlerDeps } from '../interactions/deps.js';
import { userLocale } from '../interactions/caller.js';
import { openTable, refuseOccupied } from '../interactions/open-table.js';
import { encodeFormId } from '../interactions/setup-form.js';
import { openForm } from '../interactions/respond.js';
import { choice, described, nameOf, type SlashCommand } from './command.js';

const OPTION = {
  turnSeconds: nameOf('option.name.turnSeconds'),
  language: nameOf('option.name.language'),
  onesWild: nameOf('option.name.onesWild'),
  joker: nameOf('option.name.joker'),
  prizes: nameOf('option.name.prizes'),
  smallBlind: nameOf('option.name.smallBlind'),
  bigBlind: nameOf('option.name.bigBlind'),
  minBuyIn: nameOf('option.name.minBuyIn'),
  maxBuyIn: nameOf('option.name.maxBuyIn'),
};

function withCommonOptions(sub: SlashCommandSubcommandBuilder): SlashCommandSubcommandBuilder {
  return sub
    .addIntegerOption((o) => described(o, 'option.name.turnSeconds', 'command.option.turnSeconds').setMinValue(MIN_TURN_SECONDS).setMaxValue(MAX_TURN_SECONDS))
    .addStringOption((o) => described(o, 'option.name.language', 'command.option.language').addChoices(...LOCALES.map((l) => choice(l, `option.choice.language.${l}`))));
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
  [nameOf('command.name.pirate')]: {
    game: 'pirate',
    build: (sub) => withCommonOptions(described(sub, 'command.name.pirate', 'command.play.pirate').addBooleanOption((o) => described(o, 'option.name.onesWild', 'command.option.onesWild'))),
    config: (i) => ({ onesWild: i.options.getBoolean(OPTION.onesWild) ?? true }),
  },
  [nameOf('command.name.yahtzee')]: {
    game: 'yahtzee',
    build: (sub) =>
      withCommonOptions(
        described(sub, 'command.name.yahtzee', 'command.play.yahtzee').addStringOption((o) =>
          described(o, 'option.name.joker', 'command.option.joker').addChoices(choice('free', 'option.choice.joker.free'), choice('forced', 'option.choice.joker.forced')),
        ),
      ),
    config: (i) => ({ joker: i.options.getString(OPTION.joker) ?? 'free' }),
  },
  [nameOf('command.name.holdem')]: {
    game: 'holdem',
    build: (sub) =>
      withCommonOptions(
        described(sub, 'command.name.holdem', 'command.play.holdem')
          .addIntegerOption((o) => described(o, 'option.name.smallBlind', 'command.option.smallBlind').setMinValue(1).setMaxValue(MAX_BLIND))
          .addIntegerOption((o) => described(o, 'option.name.bigBlind', 'command.option.bigBlind').setMinValue(1).setMaxValue(MAX_BLIND))
          .addIntegerOption((o) => described(o, 'option.name.minBuyIn', 'command.option.minBuyIn').setMinValue(1).setMaxValue(MAX_BUY_IN))
          .addIntegerOption((o) => described(o, 'option.name.maxBuyIn', 'command.option.maxBuyIn').setMinValue(1).setMaxValue(MAX_BUY_IN)),
      ),
    config: (i) => {
      const bigBlind = i.options.getInteger(OPTION.bigBlind) ?? 20;
      const smallBlind = i.options.getInteger(OPTION.smallBlind) ?? Math.max(1, Math.floor(bigBlind / 2));
      const min = i.options.getInteger(OPTION.minBuyIn);
      const max = i.options.getInteger(OPTION.maxBuyIn);
      return { smallBlind, bigBlind, ...(min !== null ? { minBuyIn: min } : {}), ...(max !== null ? { maxBuyIn: max } : {}) };
    },
  },
  [nameOf('command.name.xianqi')]: {
    game: 'xianqi',
    build: (sub) => withCommonOptions(described(sub, 'command.name.xianqi', 'command.play.xianqi')),
    config: () => ({}),
  },
  [nameOf('command.name.bobing')]: {
    game: 'bobing',
    build: (sub) =>
      withCommonOptions(
        described(sub, 'command.name.bobing', 'command.play.bobing').addStringOption((o) =>
          described(o, 'option.name.prizes', 'command.option.prizes').addChoices(choice('traditional', 'option.choice.prizes.traditional'), choice('custom', 'option.choice.prizes.custom')),
        ),
      ),
    config: () => ({}),
    wantsForm: (i) => i.options.getString(OPTION.prizes) === 'custom',
  },
};

const builder = described(new SlashCommandBuilder(), 'command.name.play', 'command.play').setDMPermission(false);
for (const entry of Object.values(GAMES)) builder.addSubcommand((sub) => entry.build(sub));

export const play: SlashCommand = {
  answersInPublic: true,
  data: builder.toJSON(),
  async execute(interaction, deps: HandlerDeps) {
    const { t } = userLocale(interaction);
    // The guard has checked the subcommand against the definition.
    const entry = GAMES[interaction.options.getSubcommand()]!;
    const turnSeconds = interaction.options.getInteger(OPTION.turnSeconds);
    const language = interaction.options.getString(OPTION.language);
    const locale = language && (LOCALES as readonly string[]).includes(language) ? (language as Locale) : null;
    const form = UIS[entry.game].setupForm;
    if (form && entry.wantsForm?.(interaction)) {
      // Refuse before the form, not after the host has filled it in.
      const existing = await deps.runner.load(interaction.channelId);
      if (existing && existing.phase !== 'finished') return refuseOccupied(interaction, existing);
      await openForm(interaction, form.modal(t, encodeFormId(entry.game, turnSeconds, locale)), t('error.slowForm'));
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
