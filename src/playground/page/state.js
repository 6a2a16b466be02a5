// What the page knows (the world the bridge sent, the messages this person may see, what is
// pending) and what follows from it: who the person is and the words of their language.
/* global CLIENT_WORDS, REASON_WORDS -- from words.js, loaded before the modules */

export const state = {
  world: null,
  you: null,
  messages: new Map(),
  channelId: decodeURIComponent(location.hash.slice(1)) || null,
  unread: new Set(),
  dismissed: new Set(),
  /** Interactions waiting for the bot: nonce -> { messageId?, element?, command? } */
  pending: new Map(),
  /** The last failed interaction on a message: messageId -> { reason, technical } */
  failures: new Map(),
  /** The command picked in the command box. */
  command: null,
};

export function personById(id) {
  return state.world?.people.find((p) => p.id === id) ?? null;
}

/** The person this page acts as. */
export function me() {
  return personById(state.you);
}

export function myLocale() {
  return me()?.locale ?? 'en-US';
}

/** The page's own words, in the person's language. */
export function words() {
  const locale = myLocale();
  return CLIENT_WORDS[locale] ?? CLIENT_WORDS[locale.split('-')[0]] ?? CLIENT_WORDS.en;
}

/** Why an interaction failed, in the person's language. */
export function reasonText(reason) {
  return words()[REASON_WORDS[reason]] ?? '';
}

export function personName(id) {
  if (id === state.world?.botId) return 'Parlor';
  return personById(id)?.name ?? words().someone;
}

export function channelById(id) {
  return state.world?.channels.find((c) => c.id === id);
}
