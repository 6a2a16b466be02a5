// Interactions the page sent and waits for: each remembers where it came from (a message and the
// control used, or the command box), so its outcome is shown there.
import { send } from './connection.js';
import { el, messageNode } from './dom.js';
import { reasonText, state, words } from './state.js';

let lastNonce = 0;

/** Sends an interaction; `origin` is { messageId?, element? } or { command: true }. */
export function interact(payload, origin) {
  const nonce = `n${++lastNonce}`;
  state.pending.set(nonce, origin);
  if (origin.messageId) {
    state.failures.delete(origin.messageId);
    messageNode(origin.messageId)?.querySelector('.failure')?.remove();
  }
  setBusy(origin.element, true);
  send({ ...payload, nonce });
  showPendingCount();
  return nonce;
}

/** The interaction is over, however it ended: returns where it came from (undefined for an unknown nonce). */
export function settle(nonce) {
  const origin = state.pending.get(nonce);
  if (!origin) return undefined;
  state.pending.delete(nonce);
  showPendingCount();
  setBusy(origin.element, false);
  return origin;
}

/** "❗ This interaction failed", with why, as the page shows it under a message or the command box. */
export function failureContent(failure) {
  const why = [reasonText(failure.reason), failure.technical ? el('code', {}, failure.technical) : null].filter(Boolean);
  return [`❗ ${words().failed}`, why.length ? el('small', {}, ...why.flatMap((part, i) => (i ? [' ', part] : [part]))) : null];
}

/** A control shows it waits for the bot, and cannot be used again meanwhile. */
function setBusy(element, busy) {
  if (!element) return;
  element.classList.toggle('loading', busy);
  element.disabled = busy;
}

/** How many interactions wait, on the body (the browser tests wait for 0). */
function showPendingCount() {
  document.body.dataset.pending = String(state.pending.size);
}
