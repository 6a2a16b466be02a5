import type { ChatInputCommandInteraction } from 'discord.js';
import type { RESTPostAPIChatInputApplicationCommandsJSONBody } from 'discord-api-types/v10';
import type { HandlerDeps } from '../interactions/deps.js';
import { localizations, translate, type PlainKey } from '../i18n/catalog.js';

export interface SlashCommand {
  data: RESTPostAPIChatInputApplicationCommandsJSONBody;
  /** Returns a short outcome for the log line. */
  execute(interaction: ChatInputCommandInteraction, deps: HandlerDeps): Promise<string>;
}

/** Name and description with their zh-CN and ko localizations, for any builder that takes them. */
export function described<B extends { setName(n: string): B; setNameLocalizations(l: Record<string, string>): B; setDescription(d: string): B; setDescriptionLocalizations(l: Record<string, string>): B }>(
  builder: B,
  name: PlainKey | string,
  description: PlainKey,
): B {
  const named = name.startsWith('command.name.')
    ? builder.setName(translate('en', name as PlainKey)).setNameLocalizations(localizations(name as PlainKey))
    : builder.setName(name);
  return named.setDescription(translate('en', description)).setDescriptionLocalizations(localizations(description));
}
