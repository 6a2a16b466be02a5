import type { ChatInputCommandInteraction } from 'discord.js';
import type { RESTPostAPIChatInputApplicationCommandsJSONBody } from 'discord-api-types/v10';
import type { HandlerDeps } from '../interactions/deps.js';
import { localizations, translate, type PlainKey } from '../i18n/catalog.js';

export interface SlashCommand {
  data: RESTPostAPIChatInputApplicationCommandsJSONBody;
  /** Its usual answer is public (a table): a slow one is deferred with a public placeholder, else a private one. */
  answersInPublic?: boolean;
  /** Returns a short outcome for the log line. */
  execute(interaction: ChatInputCommandInteraction, deps: HandlerDeps): Promise<string>;
}

/** A command, subcommand or option name (`command.name.*`, `option.name.*`), as Discord sends it back: the English one. */
export type NameKey = Extract<PlainKey, `command.name.${string}` | `option.name.${string}`>;

/** The name Discord sends in payloads, whatever language the user reads. */
export const nameOf = (key: NameKey): string => translate('en', key);

/** Name and description with their zh-CN and ko localizations, for any builder that takes them. */
export function described<B extends { setName(n: string): B; setNameLocalizations(l: Record<string, string>): B; setDescription(d: string): B; setDescriptionLocalizations(l: Record<string, string>): B }>(
  builder: B,
  name: NameKey,
  description: PlainKey,
): B {
  return builder
    .setName(nameOf(name))
    .setNameLocalizations(localizations(name))
    .setDescription(translate('en', description))
    .setDescriptionLocalizations(localizations(description));
}

/** A choice shown in each reader's language; its value is what the handler reads. */
export function choice<V extends string>(value: V, name: PlainKey): { name: string; value: V; name_localizations: Record<string, string> } {
  return { name: translate('en', name), value, name_localizations: localizations(name) };
}
