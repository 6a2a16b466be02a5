// The open channel's messages as Discord's client draws them: who used which command, the bot's
// text, attachments and embeds, or its Components V2 layout (layout.js), its components, "only you
// can see this", and a failed interaction under its message.
import { $, el, escapeHtml, messageNode } from './dom.js';
import { failureContent } from './interactions.js';
import { attachmentElements, componentElements } from './layout.js';
import { markdown } from './markdown.js';
import { personName, state, words } from './state.js';
import { welcomeElement } from './welcome.js';

const byId = (a, b) => (BigInt(a.id) < BigInt(b.id) ? -1 : 1);

/** Draws the open channel's messages afresh, scrolled to the latest. */
export function renderMessages() {
  const list = $('messages');
  const shown = [...state.messages.values()].filter((m) => m.channelId === state.channelId && !state.dismissed.has(m.id)).sort(byId);
  list.replaceChildren(welcomeElement(), ...shown.map(messageElement));
  list.scrollTop = list.scrollHeight;
  if (window.matchMedia('(max-width: 700px)').matches) window.scrollTo(0, document.body.scrollHeight);
}

/** The welcome at the top of the channel follows the world (the person, their language, the commands as registered). */
export function renderWelcome() {
  document.querySelector('#messages > [data-welcome]')?.replaceWith(welcomeElement());
}

/** Draws one message of the open channel, new or changed, in its place; a new one scrolls into view if the list was at its end. */
export function renderMessage(message, isNew) {
  const list = $('messages');
  const atBottom = list.scrollHeight - list.scrollTop - list.clientHeight < 40;
  const existing = messageNode(message.id);
  if (state.dismissed.has(message.id)) return;
  const node = messageElement(message);
  if (existing) existing.replaceWith(node);
  else {
    const later = [...list.children].find((child) => child.dataset.messageId && BigInt(child.dataset.messageId) > BigInt(message.id));
    list.insertBefore(node, later ?? null);
  }
  if (isNew && atBottom) list.scrollTop = list.scrollHeight;
}

export function removeMessage(id) {
  state.messages.delete(id);
  messageNode(id)?.remove();
}

/** Shows "This interaction failed" under a message, until the next interaction on it. */
export function showFailure(messageId, failure) {
  state.failures.set(messageId, failure);
  const message = state.messages.get(messageId);
  if (message) renderMessage(message, false);
}

function messageElement(m) {
  const w = words();
  const pingsYou = m.pings.includes(state.you);
  const node = el('article', { class: `msg${m.ephemeral ? ' ephemeral' : ''}${pingsYou ? ' ping' : ''}`, 'data-message-id': m.id });
  if (m.via?.command)
    node.append(
      el('div', { class: 'via', html: escapeHtml(w.used('\u0000', m.via.command)).replace('\u0000', `<b>${escapeHtml(personName(m.via.userId))}</b>`) }),
    );
  node.append(el('div', { class: 'avatar', 'aria-hidden': 'true' }, 'P'));
  node.append(
    el(
      'div',
      { class: 'head' },
      el('span', { class: 'author' }, 'Parlor'),
      el('span', { class: 'app' }, w.app),
      m.edited ? el('span', { class: 'edited' }, w.edited) : null,
    ),
  );
  if (m.thinking) node.append(el('div', { class: 'thinking', role: 'status' }, w.thinking('Parlor')));
  // A V2 message shows only its components; its files show where they place them.
  if (m.content && !m.v2) node.append(el('div', { class: 'content', html: markdown(m.content) }));
  const files = m.v2 ? null : attachmentElements(m.attachments);
  if (files) node.append(files);
  if (!m.v2) for (const embed of m.embeds) node.append(embedElement(embed));
  if (m.components.length) node.append(el('div', { class: m.v2 ? 'v2' : 'rows' }, ...componentElements(m.components, m)));
  const failure = state.failures.get(m.id);
  if (failure !== undefined) node.append(el('div', { class: 'failure', role: 'alert' }, ...failureContent(failure)));
  if (m.ephemeral) {
    node.append(
      el(
        'div',
        { class: 'ephemeral-note' },
        `👁 ${w.onlyYou} · `,
        el(
          'button',
          {
            type: 'button',
            onclick: () => {
              state.dismissed.add(m.id);
              node.remove();
            },
          },
          w.dismiss,
        ),
      ),
    );
  }
  return node;
}

function embedElement(e) {
  const colour = typeof e.color === 'number' ? `#${e.color.toString(16).padStart(6, '0')}` : undefined;
  return el(
    'div',
    { class: 'embed', style: colour ? `--c:${colour}` : undefined },
    e.author?.name ? el('div', { class: 'embed-author' }, e.author.name) : null,
    e.title ? el('div', { class: 'embed-title', html: markdown(e.title) }) : null,
    e.description ? el('div', { class: 'embed-desc content', html: markdown(e.description) }) : null,
    e.fields?.length
      ? el(
          'div',
          { class: 'fields' },
          ...e.fields.map((f) =>
            el(
              'div',
              { class: `field${f.inline ? ' inline' : ''}` },
              el('div', { class: 'field-name', html: markdown(f.name) }),
              el('div', { class: 'field-value content', html: markdown(f.value) }),
            ),
          ),
        )
      : null,
    e.footer?.text ? el('div', { class: 'embed-footer' }, e.footer.text) : null,
  );
}
