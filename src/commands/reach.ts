import { ApplicationIntegrationType, InteractionContextType } from 'discord-api-types/v10';

/**
 * Where a command is offered (Application Commands: `integration_types` and `contexts`, which replace
 * `dm_permission`): installed to a server or to a person, and used in a server, in the bot's DM or in
 * a group DM. A table plays everywhere; a server's settings only where the server installed Parlor.
 */
export const EVERYWHERE = {
  integrationTypes: [ApplicationIntegrationType.GuildInstall, ApplicationIntegrationType.UserInstall],
  contexts: [InteractionContextType.Guild, InteractionContextType.BotDM, InteractionContextType.PrivateChannel],
} as const;

export const SERVER_INSTALL_ONLY = {
  integrationTypes: [ApplicationIntegrationType.GuildInstall],
  contexts: [InteractionContextType.Guild],
} as const;

interface Reachable {
  setIntegrationTypes(...types: ApplicationIntegrationType[]): unknown;
  setContexts(...contexts: InteractionContextType[]): unknown;
}

/** Declares where `builder`'s command is offered; returns the builder. */
export function reaching<B extends Reachable>(builder: B, reach: typeof EVERYWHERE | typeof SERVER_INSTALL_ONLY): B {
  builder.setIntegrationTypes(...reach.integrationTypes);
  builder.setContexts(...reach.contexts);
  return builder;
}
