// The channel list (threads under their channel, unread marks), the open channel's title, and
// opening a thread in the open channel.
import { send } from './connection.js';
import { $, el } from './dom.js';
import { channelById, state, words } from './state.js';

const channelIcon = (c) => (c.type === 11 ? '🧵' : '#');

/** Lists the channels; a click on one calls `open` with its id. */
export function renderChannels(open) {
  const channels = state.world?.channels ?? [];
  const ordered = channels.filter((c) => c.type === 0).flatMap((c) => [c, ...channels.filter((t) => t.type === 11 && t.parentId === c.id)]);
  $('channel-list').replaceChildren(
    ...ordered.map((c) =>
      el(
        'li',
        {},
        el(
          'button',
          {
            type: 'button',
            class: `channel${c.type === 11 ? ' thread' : ''}`,
            'data-channel': c.name,
            'aria-current': String(c.id === state.channelId),
            onclick: () => open(c.id),
          },
          channelIcon(c),
          c.name,
          state.unread.has(c.id) ? el('span', { class: 'unread', title: words().newMessages }) : null,
        ),
      ),
    ),
  );
  const current = channelById(state.channelId);
  $('channel-title').textContent = current ? `${channelIcon(current)} ${current.name}` : '';
}

/** Makes `id` the open channel, in the page's address too. */
export function selectChannel(id) {
  state.channelId = id;
  state.unread.delete(id);
  history.replaceState(null, '', `${location.search}#${encodeURIComponent(id)}`);
}

export function bindThreadForm() {
  $('new-thread').addEventListener('submit', (event) => {
    event.preventDefault();
    const form = event.currentTarget;
    const channel = channelById(state.channelId);
    const parentId = channel?.type === 11 ? channel.parentId : channel?.id;
    if (!parentId) return;
    send({ t: 'thread', parentId, name: form.elements.name.value });
    form.reset();
  });
}
