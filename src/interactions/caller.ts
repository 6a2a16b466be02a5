import { PermissionFlagsBits, type BaseInteraction } from 'discord.js';
import type { Caller } from '../table/runner.js';
import { resolveLocale, translator, type Locale, type Translate } from '../i18n/catalog.js';

export function callerOf(interaction: BaseInteraction): Caller {
  const member = interaction.member;
  const name = (member && 'displayName' in member ? member.displayName : null) ?? interaction.user.globalName ?? interaction.user.username;
  return {
    userId: interaction.user.id,
    name: name.slice(0, 100),
    canModerate: interaction.memberPermissions?.has(PermissionFlagsBits.ManageMessages) ?? false,
    locale: resolveLocale(interaction.locale),
  };
}

/** Replies to one person follow that person's Discord language. */
export function userLocale(interaction: BaseInteraction): { locale: Locale; t: Translate } {
  const locale = resolveLocale(interaction.locale);
  return { locale, t: translator(locale) };
}
