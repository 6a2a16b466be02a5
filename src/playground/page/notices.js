// Notices over the chat: the banner (the connection) and toasts (what the playground tells everyone).
import { $, el } from './dom.js';

/** Shows `text` in the banner; null hides it. */
export function showBanner(text) {
  const banner = $('banner');
  banner.hidden = !text;
  banner.textContent = text ?? '';
}

export function toast(text) {
  const node = el('div', { class: 'toast', role: 'alert' }, text);
  $('toasts').append(node);
  setTimeout(() => node.remove(), 8000);
}
