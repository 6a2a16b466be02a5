// The channel list (threads under their channel, unread marks; then the other places: a server without
// the bot and a group DM, each under a heading saying who installed Parlor there), the open channel's
// title, and opening a thread in the open channel.
import { send } from './connection.js';
import { $, el } from './dom.js';
import { channelById, state, words } from './state.js';

const channelIcon = (c) => (c.type === 11 ? '🧵' : c.type === 3 ? '👥' : '#');

/** The place a channel is in: the playground's server unless the bridge says another. */
const placeOf = (c) => c.place ?? state.world?.guild.id;

function channelItem(c, open) {
  return el(
    'li',
    {},
    el(
      'button',
      {
        type: 'button',
        class: `channel${c.type === 11 ? ' thread' : ''}${c.type === 3 ? ' group-dm' : ''}`,
        'data-channel': c.name,
        'aria-current': String(c.id === state.channelId),
        onclick: () => open(c.id),
      },
      channelIcon(c),
      c.name,
      state.unread.has(c.id) ? el('span', { class: 'unread', title: words().newMessages }) : null,
    ),
  );
}

/** A place's channels, each followed by its threads. */
function channelsIn(placeId) {
  const channels = (state.world?.channels ?? []).filter((c) => placeOf(c) === placeId);
  return channels.filter((c) => c.type === 0 || c.type === 3).flatMap((c) => [c, ...channels.filter((t) => t.type === 11 && t.parentId === c.id)]);
}

/** Lists the channels; a click on one calls `open` with its id. */
export function renderChannels(open) {
  const w = words();
  const items = channelsIn(state.world?.guild.id).map((c) => channelItem(c, open));
  for (const place of state.world?.places ?? []) {
    const here = channelsIn(place.id);
    if (here.length === 0) continue;
    const note = place.kind === 'group-dm' ? w.placeGroupDm(place.installedBy) : w.placeNoBot(place.installedBy);
    items.push(
      el(
        'li',
        { class: 'place', 'data-place': place.kind },
        el('span', { class: 'place-name' }, place.kind === 'group-dm' ? w.groupDm : place.name),
        el('span', { class: 'place-note' }, note),
      ),
      ...here.map((c) => channelItem(c, open)),
    );
  }
  $('channel-list').replaceChildren(...items);
  const current = channelById(state.channelId);
  $('channel-title').textContent = current ? `${channelIcon(current)} ${current.name}` : '';
  // Threads are the playground's server's: the form shows only there.
  $('new-thread').hidden = Boolean(current && placeOf(current) !== state.world?.guild.id);
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
