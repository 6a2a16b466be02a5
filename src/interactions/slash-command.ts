import type { ChatInputCommandInteraction } from 'discord.js';
import type { RESTPostAPIChatInputApplicationCommandsJSONBody } from 'discord-api-types/v10';
import type { HandlerDeps } from './deps.js';

export interface SlashCommand {
  data: RESTPostAPIChatInputApplicationCommandsJSONBody;
  /** Its usual answer is public (a table): a slow one is deferred with a public placeholder, else a private one. */
  answersInPublic?: boolean;
  /** Returns a short outcome for the log line. */
  execute(interaction: ChatInputCommandInteraction, deps: HandlerDeps): Promise<string>;
}
