/**
 * Who installed the application where, and what follows for an interaction, as Discord documents it.
 * Each rule names the page of Discord's developer documentation it follows:
 *
 * - [Application → Installation context](https://discord.com/developers/docs/resources/application#installation-context):
 *   an app is installed to a server (GUILD_INSTALL, 0: its bot user joins the server) or to a user
 *   (USER_INSTALL, 1: no bot user anywhere; the user's commands work wherever the user is).
 * - [Interaction object → Authorizing integration owners](https://discord.com/developers/docs/interactions/receiving-and-responding#interaction-object-authorizing-integration-owners-object):
 *   the key of each installation that lets the interaction happen: `"0"` → the guild id (or `"0"` in
 *   the bot's DM with the user), `"1"` → the id of the user who installed it. For a component the
 *   owners are those of the interaction that created its message.
 * - [Interaction context types](https://discord.com/developers/docs/interactions/receiving-and-responding#interaction-object-interaction-context-types):
 *   GUILD 0, BOT_DM 1, PRIVATE_CHANNEL 2 (a group DM, or a DM between users).
 * - [Receiving and responding → Followup messages](https://discord.com/developers/docs/interactions/receiving-and-responding#followup-messages):
 *   an interaction initiated through a user install where the app is not installed to the server
 *   (owners with USER_INSTALL only) may have at most 5 follow-up messages.
 * - [Permissions → USE_EXTERNAL_APPS (1 << 50)](https://discord.com/developers/docs/topics/permissions#permissions-bitwise-permission-flags):
 *   without it a member may still use their apps, but the responses of an app not installed to the
 *   server are ephemeral.
 * - [Opcodes and status codes → JSON error codes](https://discord.com/developers/docs/topics/opcodes-and-status-codes#json-json-error-codes):
 *   50001 Missing Access for a bot call into a channel its bot user cannot see; 40094 for a follow-up past the limit.
 */

/** Discord's permission bit USE_EXTERNAL_APPS. */
export const USE_EXTERNAL_APPS = 1n << 50n;
/** Every permission a guild-installed bot is given in the stand-in (Administrator aside: all of the first 31 bits). */
export const BOT_PERMISSIONS = 2147483647n;
/**
 * What an app has where only a user installed it (a server without its bot, a group DM): it can answer
 * interactions and nothing else, so the bits of a message answer: View Channel, Send Messages, Embed
 * Links, Attach Files, Read Message History, Use External Emojis.
 */
export const EXTERNAL_APP_PERMISSIONS = (1n << 10n) | (1n << 11n) | (1n << 14n) | (1n << 15n) | (1n << 16n) | (1n << 18n);
/** The limit on follow-ups for an interaction that reached the app through a user install only. */
export const USER_INSTALL_FOLLOW_UPS = 5;

export type IntegrationOwners = Partial<Record<'0' | '1', string>>;

/** Where an interaction happens, as the installation rules see it. */
export type Place = { kind: 'guild'; guildId: string; botInstalled: boolean; externalApps: boolean } | { kind: 'bot-dm' } | { kind: 'group-dm' };

export class Installs {
  /** Users who installed the application to their account. */
  private readonly users = new Set<string>();

  installForUser(userId: string): void {
    this.users.add(userId);
  }

  userInstalled(userId: string): boolean {
    return this.users.has(userId);
  }

  /**
   * The owners of a command typed by `userId` in `place`; null where the app is not available to them
   * (Discord's client would not offer the command at all).
   */
  ownersOfCommand(userId: string, place: Place): IntegrationOwners | null {
    const owners: IntegrationOwners = {};
    if (place.kind === 'guild' && place.botInstalled) owners['0'] = place.guildId;
    if (place.kind === 'bot-dm') owners['0'] = '0';
    if (this.userInstalled(userId)) owners['1'] = userId;
    return Object.keys(owners).length === 0 ? null : owners;
  }
}

export function contextOf(place: Place): 0 | 1 | 2 {
  return place.kind === 'guild' ? 0 : place.kind === 'bot-dm' ? 1 : 2;
}

/** Through a user install only: the app is not installed where the interaction happened. */
export function userInstallOnly(owners: IntegrationOwners): boolean {
  return owners['0'] === undefined && owners['1'] !== undefined;
}

export function appPermissions(place: Place): bigint {
  return (place.kind === 'guild' && place.botInstalled) || place.kind === 'bot-dm' ? BOT_PERMISSIONS : EXTERNAL_APP_PERMISSIONS;
}

/**
 * A member's permissions in a server without the bot: with USE_EXTERNAL_APPS (as @everyone has it by
 * default), or without it where the server turned external apps off. Where the bot is, as given.
 */
export function memberPermissions(place: Place, base: bigint): bigint {
  if (place.kind !== 'guild' || place.botInstalled) return base;
  return place.externalApps ? base | USE_EXTERNAL_APPS : base & ~USE_EXTERNAL_APPS;
}

/** Every response to the interaction is ephemeral: a server without the app's bot, whose member lacks USE_EXTERNAL_APPS. */
export function forcedEphemeral(place: Place, owners: IntegrationOwners): boolean {
  return place.kind === 'guild' && owners['0'] === undefined && !place.externalApps;
}
