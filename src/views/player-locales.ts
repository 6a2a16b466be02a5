import type { Locale } from '../i18n/catalog.js';
import type { Caller, Session } from '../kernel/session.js';

/**
 * Notes the language the caller's Discord speaks (each interaction says it) in the table, kept with
 * the change they make: what the table tells them alone in public (the turn ping) follows it. An
 * unchanged language leaves the session as it is.
 */
export function heard<S extends Pick<Session, 'locales'>>(s: S, caller: Caller): S {
  if (!caller.locale || s.locales?.[caller.userId] === caller.locale) return s;
  return { ...s, locales: { ...s.locales, [caller.userId]: caller.locale } };
}

/**
 * The language to speak to `players` in: the one they last used at this table when they all used the
 * same, else the table's own.
 */
export function spokenTo(session: Pick<Session, 'locale' | 'locales'>, players: readonly string[]): Locale {
  const theirs = new Set(players.map((p) => session.locales?.[p]));
  const [only] = [...theirs];
  return theirs.size === 1 && only !== undefined ? only : session.locale;
}
