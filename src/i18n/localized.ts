import { localizations, translate, translator, type PlainKey, type Translate } from './catalog.js';

/** A command, subcommand or option name (`command.name.*`, `option.name.*`), as Discord sends it back: the English one. */
export type NameKey = Extract<PlainKey, `command.name.${string}` | `option.name.${string}`>;

/** A text in whatever language a translator reads: a catalog key, or words of a game's own area. */
export type Wording = PlainKey | ((t: Translate) => string);

const inLocale = (wording: Wording, t: Translate): string => (typeof wording === 'string' ? t(wording) : wording(t));

/** The text in English, as Discord sends names back in payloads whatever language the user reads. */
export const nameOf = (wording: NameKey | Exclude<Wording, string>): string =>
  typeof wording === 'string' ? translate('en', wording) : wording(translator('en'));

/** The zh-CN and ko texts, for Discord's localizations. */
const localized = (wording: Wording): Record<'zh-CN' | 'ko', string> =>
  typeof wording === 'string' ? localizations(wording) : { 'zh-CN': inLocale(wording, translator('zh-CN')), ko: inLocale(wording, translator('ko')) };

/** Name and description with their zh-CN and ko localizations, for any builder that takes them. */
export function described<
  B extends {
    setName(n: string): B;
    setNameLocalizations(l: Record<string, string>): B;
    setDescription(d: string): B;
    setDescriptionLocalizations(l: Record<string, string>): B;
  },
>(builder: B, name: NameKey | Exclude<Wording, string>, description: Wording): B {
  return builder
    .setName(nameOf(name))
    .setNameLocalizations(localized(name))
    .setDescription(inLocale(description, translator('en')))
    .setDescriptionLocalizations(localized(description));
}

/** A choice shown in each reader's language; its value is what the handler reads. */
export function choice<V extends string>(value: V, name: Wording): { name: string; value: V; name_localizations: Record<string, string> } {
  return { name: inLocale(name, translator('en')), value, name_localizations: localized(name) };
}
