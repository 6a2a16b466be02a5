import { SlashCommandBuilder, SlashCommandSubcommandBuilder } from '@discordjs/builders';
import { MAX_TURN_SECONDS, MIN_TURN_SECONDS } from '../table/runner.js';
import type { GameCatalog } from '../kernel/catalog.js';
import type { AnyGamePlugin } from '../kernel/plugin.js';
import type { Locale, Translate } from '../i18n/catalog.js';
import { LOCALES } from '../kernel/session.js';
import { userLocale } from '../interactions/caller.js';
import { openTable, refuseOccupied } from '../interactions/open-table.js';
import { encodeFormId } from '../ids/custom-id.js';
import { openForm } from '../interactions/respond.js';
import { choice, described, nameOf } from '../i18n/localized.js';
import type { SlashCommand } from '../interactions/slash-command.js';
import type { ChatInputCommandInteraction } from 'discord.js';
import type { HandlerDeps } from '../interactions/deps.js';
import { maxComputers } from '../computers/lobby.js';
import { DEFAULT_SERVER_SETTINGS } from '../store/server-settings.js';
import { offersAwayComputer } from '../computers/stand-in.js';
import { EVERYWHERE, reaching } from './reach.js';

const OPTION = {
  turnSeconds: nameOf('option.name.turnSeconds'),
  language: nameOf('option.name.language'),
  computers: nameOf('option.name.computers'),
  pictures: nameOf('option.name.pictures'),
  fourColour: nameOf('option.name.fourColour'),
  awayComputer: nameOf('option.name.awayComputer'),
};

/** The options every game's subcommand has, after its own; the turn's length says the game's default. */
function withCommonOptions(games: GameCatalog, sub: SlashCommandSubcommandBuilder, plugin: AnyGamePlugin): SlashCommandSubcommandBuilder {
  const turnSeconds = (t: Translate) => t('command.option.turnSeconds', { n: plugin.engine.defaultTurnSeconds });
  const common = sub
    .addIntegerOption((o) => described(o, 'option.name.turnSeconds', turnSeconds).setMinValue(MIN_TURN_SECONDS).setMaxValue(MAX_TURN_SECONDS))
    .addStringOption((o) =>
      described(o, 'option.name.language', 'command.option.language').addChoices(...LOCALES.map((l) => choice(l, `option.choice.language.${l}`))),
    )
    .addBooleanOption((o) => described(o, 'option.name.pictures', 'command.option.pictures'));
  // Only a game whose pictures show playing cards offers a four-colour deck.
  const decks = plugin.pictures?.cards ? common.addBooleanOption((o) => described(o, 'option.name.fourColour', 'command.option.fourColour')) : common;
  const computers = maxComputers(games, plugin.engine.id);
  // Only a game with a computer player offers them, and a computer for away players only where their turns are played for them.
  const withComputers =
    computers > 0
      ? decks.addIntegerOption((o) => described(o, 'option.name.computers', 'command.option.computers').setMinValue(0).setMaxValue(computers))
      : decks;
  return offersAwayComputer(games, plugin.engine.id)
    ? withComputers.addBooleanOption((o) => described(o, 'option.name.awayComputer', 'command.option.awayComputer'))
    : withComputers;
}

/** Each game is a subcommand with its own table options, by the subcommand's (English) name. */
export function playCommand(games: GameCatalog): SlashCommand {
  const bySubcommand = new Map<string, AnyGamePlugin>();
  const builder = reaching(described(new SlashCommandBuilder(), 'command.name.play', 'command.play'), EVERYWHERE);
  for (const plugin of games.list()) {
    builder.addSubcommand((sub) => {
      const built = withCommonOptions(games, plugin.command.subcommand(sub), plugin);
      bySubcommand.set(built.name, plugin);
      return built;
    });
  }
  return { answersInPublic: true, data: builder.toJSON(), execute: (interaction, deps) => play(bySubcommand, interaction, deps) };
}

async function play(bySubcommand: ReadonlyMap<string, AnyGamePlugin>, interaction: ChatInputCommandInteraction, deps: HandlerDeps): Promise<string> {
  const { t } = userLocale(interaction);
  // The guard has checked the subcommand against the definition.
  const plugin = bySubcommand.get(interaction.options.getSubcommand())!;
  const game = plugin.engine.id;
  const turnSeconds = interaction.options.getInteger(OPTION.turnSeconds);
  const language = interaction.options.getString(OPTION.language);
  const computers = interaction.options.getInteger(OPTION.computers) ?? 0;
  const locale = language && (LOCALES as readonly string[]).includes(language) ? (language as Locale) : null;
  // What the host does not choose, the server's settings do (pictures on and two colours unless its admins changed them).
  const defaults = interaction.guildId ? await deps.settings.get(interaction.guildId) : DEFAULT_SERVER_SETTINGS;
  // Text only reads better with a screen reader or a slow connection.
  const textOnly = !(interaction.options.getBoolean(OPTION.pictures) ?? defaults.pictures);
  const fourColour = plugin.pictures?.cards ? (interaction.options.getBoolean(OPTION.fourColour) ?? defaults.fourColour) : false;
  // Off unless the host turns it on: nobody finds the computer playing for them by surprise.
  const awayComputer = interaction.options.getBoolean(OPTION.awayComputer) === true;
  const asked = plugin.command.read(interaction.options);
  const form = plugin.ui.setupForm;
  if ('form' in asked && form) {
    // Refuse before the form, not after the host has filled it in.
    const existing = await deps.runner.load(interaction.channelId);
    if (existing && existing.phase !== 'finished') return refuseOccupied(interaction, existing, deps.games);
    await openForm(
      interaction,
      form.modal(t, encodeFormId({ game, turnSeconds, language: locale, computers, textOnly, fourColour, awayComputer })),
      t('error.slowForm'),
    );
    return 'form';
  }
  return openTable(interaction, deps, {
    game,
    config: 'config' in asked ? asked.config : {},
    ...(turnSeconds !== null ? { turnSeconds } : {}),
    ...(locale ? { language: locale } : {}),
    computers,
    ...(textOnly ? { textOnly } : {}),
    ...(fourColour ? { fourColour } : {}),
    ...(awayComputer ? { awayComputer } : {}),
  });
}
