import { SlashCommandBuilder } from '@discordjs/builders';
import { PermissionFlagsBits, type ChatInputCommandInteraction } from 'discord.js';
import { userLocale } from '../interactions/caller.js';
import { tell } from '../interactions/respond.js';
import { described, nameOf } from '../i18n/localized.js';
import type { Translate } from '../i18n/catalog.js';
import type { ServerSettings } from '../store/server-settings.js';
import type { SlashCommand } from '../interactions/slash-command.js';
import { SERVER_INSTALL_ONLY, reaching } from './reach.js';

const OPTION = { pictures: nameOf('option.name.pictures'), fourColour: nameOf('option.name.fourColour') };

/** Manage Server (1 << 5): Discord shows the command to those who have it, and the handler checks it again. */
const canManageServer = (i: ChatInputCommandInteraction): boolean => i.memberPermissions?.has(PermissionFlagsBits.ManageGuild) ?? false;

/** The server's settings as the admin reads them, with how to change them and how a host overrides them. */
function settingsText(settings: ServerSettings, changed: boolean, t: Translate): string {
  const names = {
    settings: t('command.name.settings'),
    play: t('command.name.play'),
    pictures: t('option.name.pictures'),
    fourColour: t('option.name.fourColour'),
  };
  return [
    ...(changed ? [t('settings.saved')] : []),
    `**${t('settings.title')}**`,
    `- ${t(settings.pictures ? 'settings.picturesOn' : 'settings.picturesOff')}`,
    `- ${t(settings.fourColour ? 'settings.fourColourOn' : 'settings.fourColourOff')}`,
    t('settings.how', names),
  ].join('\n');
}

/** `/settings [pictures] [four_colour]`: shows the server's defaults for new tables, and changes those given. Manage Server only. */
export const settings: SlashCommand = {
  data: reaching(described(new SlashCommandBuilder(), 'command.name.settings', 'command.settings'), SERVER_INSTALL_ONLY)
    .setDefaultMemberPermissions(PermissionFlagsBits.ManageGuild)
    .addBooleanOption((o) => described(o, 'option.name.pictures', 'command.option.serverPictures'))
    .addBooleanOption((o) => described(o, 'option.name.fourColour', 'command.option.serverFourColour'))
    .toJSON(),
  async execute(interaction, deps) {
    const { t } = userLocale(interaction);
    if (!canManageServer(interaction)) {
      await tell(interaction, t('settings.denied'));
      return 'denied';
    }
    const guildId = interaction.guildId!;
    const pictures = interaction.options.getBoolean(OPTION.pictures);
    const fourColour = interaction.options.getBoolean(OPTION.fourColour);
    const change: Partial<ServerSettings> = { ...(pictures === null ? {} : { pictures }), ...(fourColour === null ? {} : { fourColour }) };
    const changed = Object.keys(change).length > 0;
    const now = changed ? await deps.settings.set(guildId, change) : await deps.settings.get(guildId);
    if (changed) deps.log.info({ interactionId: interaction.id, guildId, change }, 'server settings changed');
    await tell(interaction, settingsText(now, changed, t));
    return changed ? 'changed' : 'shown';
  },
};
