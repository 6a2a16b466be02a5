// The page's frame around the chat: its fixed words in the person's language, the server's name
// and whether the bot is online.
import { $ } from './dom.js';
import { me, state, words } from './state.js';

/** Puts the frame's fixed words (data-word, data-word-label, data-word-placeholder) in the person's language. */
export function translateFrame() {
  const w = words();
  for (const node of document.querySelectorAll('[data-word]')) node.textContent = w[node.dataset.word];
  for (const node of document.querySelectorAll('[data-word-label]')) node.setAttribute('aria-label', w[node.dataset.wordLabel]);
  for (const node of document.querySelectorAll('[data-word-placeholder]')) node.placeholder = w[node.dataset.wordPlaceholder];
  $('locale-ja').textContent = `日本語 ${w.fallsBackToEnglish}`;
  document.documentElement.lang = me()?.locale ?? 'en';
}

export function renderStatus() {
  const w = words();
  $('server-name').textContent = state.world.guild.name;
  const status = $('bot-status');
  status.dataset.online = String(state.world.botOnline);
  status.textContent = state.world.botOnline ? w.online : w.offline;
}
