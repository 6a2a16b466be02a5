import { ApplicationIntegrationType, InteractionContextType, PermissionFlagsBits } from 'discord-api-types/v10';
import type { Interaction } from 'discord.js';

/**
 * Where an interaction happened, as Parlor's installation sees it (Discord's "Authorizing
 * Integration Owners" and "Interaction Context Types"): a channel of a server that invited the
 * bot, where the bot user posts; or a place Parlor reaches only through a person's user install
 * (a group DM, a DM, a server without the bot), where it can only answer interactions.
 */
export type Hosting = 'channel' | 'interactions';

type Placed = Pick<Interaction, 'context' | 'guildId' | 'authorizingIntegrationOwners' | 'memberPermissions'>;

/** The server installed Parlor and this is one of its channels: the bot user can post here. */
export function botCanPost(interaction: Placed): boolean {
  if (!interaction.guildId) return false;
  if (interaction.context !== null && interaction.context !== InteractionContextType.Guild) return false;
  const owners = interaction.authorizingIntegrationOwners ?? {};
  // An interaction without owners comes from before Discord sent them (or a forged test): a server's, as it always was.
  if (Object.keys(owners).length === 0) return true;
  return owners[ApplicationIntegrationType.GuildInstall] === interaction.guildId;
}

export function hostingOf(interaction: Placed): Hosting {
  return botCanPost(interaction) ? 'channel' : 'interactions';
}

/**
 * Discord makes every response ephemeral: a server that did not install Parlor and denies its members
 * USE_EXTERNAL_APPS (Permissions: "When disabled, users will still be allowed to use their apps but
 * the responses will be ephemeral. This only applies to apps not also installed to the server.").
 */
export function responsesForcedPrivate(interaction: Placed): boolean {
  if (!interaction.guildId || botCanPost(interaction)) return false;
  const permissions = interaction.memberPermissions;
  return permissions !== null && !permissions.has(PermissionFlagsBits.UseExternalApps);
}
