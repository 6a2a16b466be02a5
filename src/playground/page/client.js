// Parlor playground page: Discord's client, small. Plain browser JavaScript, no build step.
// The server (src/standin/playground-bridge.ts) sends the world and the messages this person
// may see; everything a person does here goes back as an interaction. Every word of the frame
// comes from CLIENT_WORDS (words.js), in the person's language.
'use strict';

const LANGUAGE_TAGS = { 'en-US': 'EN', 'en-GB': 'EN', 'zh-CN': '中文', ko: '한국어' };

const state = {
  world: null,
  you: null,
  messages: new Map(),
  channelId: decodeURIComponent(location.hash.slice(1)) || null,
  unread: new Set(),
  dismissed: new Set(),
  /** Interactions waiting for the bot: nonce -> { messageId?, element? } */
  pending: new Map(),
  /** The last failed interaction on a message: messageId -> detail */
  failures: new Map(),
  command: null,
  socket: null,
  nonce: 0,
};

const $ = (id) => document.getElementById(id);
const el = (tag, attrs = {}, ...children) => {
  const node = document.createElement(tag);
  for (const [k, v] of Object.entries(attrs)) {
    if (v === undefined || v === null || v === false) continue;
    if (k === 'class') node.className = v;
    else if (k === 'html') node.innerHTML = v;
    else if (k.startsWith('on')) node.addEventListener(k.slice(2), v);
    else node.setAttribute(k, v === true ? '' : String(v));
  }
  for (const child of children.flat()) if (child !== null && child !== undefined && child !== false) node.append(child.nodeType ? child : String(child));
  return node;
};
const escapeHtml = (text) => String(text).replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]);

function me() {
  return state.world?.people.find((p) => p.id === state.you) ?? null;
}
function words() {
  const locale = me()?.locale ?? 'en-US';
  return CLIENT_WORDS[locale] ?? CLIENT_WORDS[locale.split('-')[0]] ?? CLIENT_WORDS.en;
}
function personName(id) {
  if (id === state.world?.botId) return 'Parlor';
  return state.world?.people.find((p) => p.id === id)?.name ?? words().someone;
}
/** Why an interaction failed, in the person's language. */
function reasonText(reason) {
  return words()[REASON_WORDS[reason]] ?? '';
}

/** Puts the frame's fixed words (data-word, data-word-label, data-word-placeholder) in the person's language. */
function translateFrame() {
  const w = words();
  for (const node of document.querySelectorAll('[data-word]')) node.textContent = w[node.dataset.word];
  for (const node of document.querySelectorAll('[data-word-label]')) node.setAttribute('aria-label', w[node.dataset.wordLabel]);
  for (const node of document.querySelectorAll('[data-word-placeholder]')) node.placeholder = w[node.dataset.wordPlaceholder];
  $('locale-ja').textContent = `日本語 ${w.fallsBackToEnglish}`;
}

// ---- The live connection ---------------------------------------------------------------------

function connect() {
  const as = new URLSearchParams(location.search).get('as') ?? '';
  const socket = new WebSocket(`${location.protocol === 'https:' ? 'wss' : 'ws'}://${location.host}/live?as=${encodeURIComponent(as)}`);
  state.socket = socket;
  socket.onopen = () => showBanner(null);
  socket.onmessage = (event) => onServer(JSON.parse(event.data));
  socket.onclose = () => {
    showBanner(words().reconnecting);
    for (const [nonce] of state.pending) settle(nonce, false, 'connection');
    setTimeout(connect, 1000);
  };
}

function send(payload) {
  if (state.socket?.readyState === WebSocket.OPEN) state.socket.send(JSON.stringify(payload));
}

function onServer(msg) {
  switch (msg.t) {
    case 'world': {
      const personChanged = state.you !== msg.you;
      state.world = msg;
      state.you = msg.you;
      const channels = msg.channels;
      if (!channels.some((c) => c.id === state.channelId)) state.channelId = channels[0]?.id ?? null;
      if (personChanged) state.messages.clear();
      renderChrome();
      renderCommands();
      return;
    }
    case 'messages':
      state.messages = new Map(msg.messages.map((m) => [m.id, m]));
      renderMessages();
      return;
    case 'message': {
      const isNew = !state.messages.has(msg.message.id);
      state.messages.set(msg.message.id, msg.message);
      if (msg.message.channelId === state.channelId) renderMessage(msg.message, isNew);
      else if (isNew) {
        state.unread.add(msg.message.channelId);
        renderChannels();
      }
      return;
    }
    case 'deleted':
      state.messages.delete(msg.id);
      document.querySelector(`[data-message-id="${msg.id}"]`)?.remove();
      return;
    case 'result':
      if (!msg.ok) console.warn('interaction failed:', msg.detail);
      settle(msg.nonce, msg.ok, msg.reason, msg.technical);
      return;
    case 'modal':
      openModal(msg.modal, msg.channelId, msg.messageId);
      return;
    case 'notice':
      toast(`${words()[msg.word] ?? ''}${msg.technical ? ` ${msg.technical}` : ''}`);
      return;
    case 'reload':
      location.reload();
      return;
  }
}

/** Sends an interaction and remembers where it came from, to answer there. */
function interact(payload, origin) {
  const nonce = `n${++state.nonce}`;
  state.pending.set(nonce, origin);
  if (origin.messageId) {
    state.failures.delete(origin.messageId);
    const failure = document.querySelector(`[data-message-id="${origin.messageId}"] .failure`);
    failure?.remove();
  }
  origin.element?.classList.add('loading');
  if (origin.element) origin.element.disabled = true;
  send({ ...payload, nonce });
  document.body.dataset.pending = String(state.pending.size);
  return nonce;
}

/** An interaction's outcome: on failure, `reason` (a REASON_WORDS key) and Discord's own error text, if any. */
function settle(nonce, ok, reason, technical) {
  const origin = state.pending.get(nonce);
  if (!origin) return;
  state.pending.delete(nonce);
  document.body.dataset.pending = String(state.pending.size);
  if (origin.element) {
    origin.element.classList.remove('loading');
    origin.element.disabled = false;
  }
  if (origin.command) {
    $('cmd-send').disabled = false;
    $('cmd-send').textContent = words().send;
    if (ok) resetCommand();
    else showCommandFailure({ reason, technical });
    return;
  }
  if (ok || !origin.messageId) return;
  state.failures.set(origin.messageId, { reason, technical });
  const message = state.messages.get(origin.messageId);
  if (message) renderMessage(message, false);
}

/** "❗ This interaction failed", with why, as the page shows it under a message or the command box. */
function failureContent(failure) {
  const why = [reasonText(failure.reason), failure.technical ? el('code', {}, failure.technical) : null].filter(Boolean);
  return [`❗ ${words().failed}`, why.length ? el('small', {}, ...why.flatMap((part, i) => (i ? [' ', part] : [part]))) : null];
}

// ---- People, channels, status ------------------------------------------------------------------

function renderChrome() {
  const w = words();
  translateFrame();
  $('server-name').textContent = state.world.guild.name;
  const status = $('bot-status');
  status.dataset.online = String(state.world.botOnline);
  status.textContent = state.world.botOnline ? w.online : w.offline;
  const list = $('people-list');
  list.replaceChildren(
    ...state.world.people.map((p) =>
      el(
        'span',
        { class: 'person', 'data-current': String(p.id === state.you) },
        el('button', { type: 'button', class: 'chip', 'data-person': p.name, 'aria-pressed': String(p.id === state.you), title: w.playAsWho(p.name), onclick: () => switchTo(p) },
          p.name, el('span', { class: 'lang' }, LANGUAGE_TAGS[p.locale] ?? p.locale)),
        el('a', { class: 'open-tab', href: `?as=${encodeURIComponent(p.name)}`, target: '_blank', rel: 'noopener', title: w.openTabAs(p.name), 'aria-label': w.openTabAs(p.name) }, '↗'),
      ),
    ),
  );
  const you = me();
  const tab = $('tab-link');
  const others = state.world.people.filter((p) => p.id !== state.you);
  const next = others[0];
  tab.hidden = !next;
  if (next) {
    tab.href = `?as=${encodeURIComponent(next.name)}${location.hash}`;
    tab.textContent = w.openTabAs(next.name);
  }
  document.documentElement.lang = you?.locale ?? 'en';
  $('cmd-input').placeholder = w.typeSlash;
  $('cmd-send').textContent = w.send;
  renderChannels();
}

function switchTo(person) {
  const url = new URL(location.href);
  url.searchParams.set('as', person.name);
  history.replaceState(null, '', url);
  send({ t: 'as', userId: person.id });
}

function renderChannels() {
  const channels = state.world?.channels ?? [];
  const ordered = channels.filter((c) => c.type === 0).flatMap((c) => [c, ...channels.filter((t) => t.type === 11 && t.parentId === c.id)]);
  $('channel-list').replaceChildren(
    ...ordered.map((c) =>
      el('li', {}, el('button', {
        type: 'button',
        class: `channel${c.type === 11 ? ' thread' : ''}`,
        'data-channel': c.name,
        'aria-current': String(c.id === state.channelId),
        onclick: () => openChannel(c.id),
      }, c.type === 11 ? '🧵' : '#', c.name, state.unread.has(c.id) ? el('span', { class: 'unread', title: words().newMessages }) : null)),
    ),
  );
  const current = channels.find((c) => c.id === state.channelId);
  $('channel-title').textContent = current ? `${current.type === 11 ? '🧵' : '#'} ${current.name}` : '';
}

function openChannel(id) {
  state.channelId = id;
  state.unread.delete(id);
  history.replaceState(null, '', `${location.search}#${encodeURIComponent(id)}`);
  renderChrome();
  renderMessages();
}

$('new-thread').addEventListener('submit', (event) => {
  event.preventDefault();
  const form = event.currentTarget;
  const channel = state.world.channels.find((c) => c.id === state.channelId);
  const parentId = channel?.type === 11 ? channel.parentId : channel?.id;
  if (!parentId) return;
  send({ t: 'thread', parentId, name: form.elements.name.value });
  form.reset();
});

$('add-person-form').addEventListener('submit', (event) => {
  event.preventDefault();
  const form = event.currentTarget;
  send({ t: 'person', name: form.elements.name.value, locale: form.elements.locale.value });
  form.reset();
  $('add-person').open = false;
});

function showBanner(text) {
  const banner = $('banner');
  banner.hidden = !text;
  banner.textContent = text ?? '';
}

function toast(text) {
  const node = el('div', { class: 'toast', role: 'alert' }, text);
  $('toasts').append(node);
  setTimeout(() => node.remove(), 8000);
}

// ---- Messages ---------------------------------------------------------------------------------

const byId = (a, b) => (BigInt(a.id) < BigInt(b.id) ? -1 : 1);

function renderMessages() {
  const list = $('messages');
  const shown = [...state.messages.values()].filter((m) => m.channelId === state.channelId && !state.dismissed.has(m.id)).sort(byId);
  list.replaceChildren(...(shown.length ? shown.map(messageElement) : [el('div', { class: 'empty' }, words().empty)]));
  list.scrollTop = list.scrollHeight;
  if (window.matchMedia('(max-width: 700px)').matches) window.scrollTo(0, document.body.scrollHeight);
}

function renderMessage(message, isNew) {
  const list = $('messages');
  const atBottom = list.scrollHeight - list.scrollTop - list.clientHeight < 40;
  const existing = list.querySelector(`[data-message-id="${message.id}"]`);
  if (state.dismissed.has(message.id)) return;
  const node = messageElement(message);
  if (existing) existing.replaceWith(node);
  else {
    list.querySelector('.empty')?.remove();
    const later = [...list.children].find((child) => child.dataset.messageId && BigInt(child.dataset.messageId) > BigInt(message.id));
    list.insertBefore(node, later ?? null);
  }
  if (isNew && atBottom) list.scrollTop = list.scrollHeight;
}

function messageElement(m) {
  const w = words();
  const pingsYou = m.pings.includes(state.you);
  const node = el('article', { class: `msg${m.ephemeral ? ' ephemeral' : ''}${pingsYou ? ' ping' : ''}`, 'data-message-id': m.id });
  if (m.via?.command) node.append(el('div', { class: 'via', html: escapeHtml(w.used('\u0000', m.via.command)).replace('\u0000', `<b>${escapeHtml(personName(m.via.userId))}</b>`) }));
  node.append(el('div', { class: 'avatar', 'aria-hidden': 'true' }, 'P'));
  node.append(el('div', { class: 'head' }, el('span', { class: 'author' }, 'Parlor'), el('span', { class: 'app' }, w.app), m.edited ? el('span', { class: 'edited' }, w.edited) : null));
  if (m.thinking) node.append(el('div', { class: 'thinking', role: 'status' }, w.thinking('Parlor')));
  if (m.content) node.append(el('div', { class: 'content', html: markdown(m.content) }));
  for (const embed of m.embeds) node.append(embedElement(embed));
  if (m.components.length) node.append(el('div', { class: 'rows' }, ...m.components.map((row) => rowElement(row, m))));
  const failure = state.failures.get(m.id);
  if (failure !== undefined) node.append(el('div', { class: 'failure', role: 'alert' }, ...failureContent(failure)));
  if (m.ephemeral) {
    node.append(el('div', { class: 'ephemeral-note' }, `👁 ${w.onlyYou} · `, el('button', { type: 'button', onclick: () => { state.dismissed.add(m.id); node.remove(); } }, w.dismiss)));
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
      ? el('div', { class: 'fields' }, ...e.fields.map((f) => el('div', { class: `field${f.inline ? ' inline' : ''}` },
          el('div', { class: 'field-name', html: markdown(f.name) }), el('div', { class: 'field-value content', html: markdown(f.value) }))))
      : null,
    e.footer?.text ? el('div', { class: 'embed-footer' }, e.footer.text) : null,
  );
}

function rowElement(row, message) {
  return el('div', { class: 'row' }, ...(row.components ?? []).map((c) => componentElement(c, message)));
}

function componentElement(c, message) {
  const emoji = c.emoji?.name ? `${c.emoji.name}` : '';
  if (c.type === 2 && c.style === 5) return el('a', { class: 'btn s5', href: c.url, target: '_blank', rel: 'noopener' }, emoji, c.label ?? '', ' ↗');
  if (c.type === 2) {
    const button = el('button', { type: 'button', class: `btn s${c.style}`, disabled: Boolean(c.disabled), 'data-custom-id': c.custom_id }, emoji, c.label ?? '');
    button.addEventListener('click', () => interact({ t: 'click', messageId: message.id, customId: c.custom_id }, { messageId: message.id, element: button }));
    return button;
  }
  if (c.type === 3) return (c.max_values ?? 1) > 1 ? multiSelect(c, message) : singleSelect(c, message);
  return el('span', { class: 'empty' }, words().notShown(c.type));
}

function optionLabel(o) {
  return `${o.emoji?.name ? `${o.emoji.name} ` : ''}${o.label}${o.description ? ` — ${o.description}` : ''}`;
}

function singleSelect(c, message) {
  const chosen = c.options.find((o) => o.default);
  const select = el('select', { class: 'select', disabled: Boolean(c.disabled), 'data-custom-id': c.custom_id, 'aria-label': c.placeholder ?? words().choose },
    el('option', { value: '', disabled: true, selected: !chosen }, c.placeholder ?? words().choose),
    ...c.options.map((o) => el('option', { value: o.value, selected: Boolean(o.default) }, optionLabel(o))));
  select.addEventListener('change', () => interact({ t: 'click', messageId: message.id, customId: c.custom_id, values: [select.value] }, { messageId: message.id, element: select }));
  return select;
}

function multiSelect(c, message) {
  const min = c.min_values ?? 1;
  const max = c.max_values ?? 1;
  const boxes = c.options.map((o) => el('input', { type: 'checkbox', value: o.value, checked: Boolean(o.default) }));
  const done = el('button', { type: 'button', class: 'btn s1', disabled: true }, words().done);
  const update = () => {
    const count = boxes.filter((b) => b.checked).length;
    done.disabled = count < min || count > max;
  };
  boxes.forEach((b) => b.addEventListener('change', update));
  update();
  const details = el('details', { class: 'multi', 'data-custom-id': c.custom_id },
    el('summary', {}, `${c.placeholder ?? words().choose} (${min === max ? min : `${min}–${max}`})`),
    el('div', { class: 'multi-options' }, ...c.options.map((o, i) => el('label', {}, boxes[i], optionLabel(o))), done));
  done.addEventListener('click', () => {
    const values = boxes.filter((b) => b.checked).map((b) => b.value);
    interact({ t: 'click', messageId: message.id, customId: c.custom_id, values }, { messageId: message.id, element: done });
  });
  return details;
}

// ---- Discord's markdown, the parts the bot uses ------------------------------------------------

function markdown(text) {
  const kept = [];
  const keep = (html) => `\u0001${kept.push(html) - 1}\u0002`;
  let s = String(text).replace(/\\([\\*_~`|>#\-[\]()<:.!@])/g, (_, c) => keep(escapeHtml(c)));
  s = s.replace(/`([^`\n]+)`/g, (_, code) => keep(`<code>${escapeHtml(code)}</code>`));
  s = escapeHtml(s);
  s = s
    .replace(/&lt;@!?(\d+)&gt;/g, (_, id) => keep(`<span class="mention${id === state.you ? ' you' : ''}">@${escapeHtml(personName(id))}</span>`))
    .replace(/&lt;#(\d+)&gt;/g, (_, id) => keep(`<span class="mention">#${escapeHtml(state.world?.channels.find((c) => c.id === id)?.name ?? words().channel)}</span>`))
    .replace(/&lt;t:(-?\d+)(?::([tTdDfFR]))?&gt;/g, (_, at, style) => keep(`<time data-at="${at}" data-style="${style ?? 'f'}">${escapeHtml(formatTime(Number(at), style ?? 'f'))}</time>`))
    .replace(/&lt;a?:(\w+):\d+&gt;/g, ':$1:')
    .replace(/\*\*(.+?)\*\*/g, '<strong>$1</strong>')
    .replace(/__(.+?)__/g, '<u>$1</u>')
    .replace(/(^|[^*])\*(?!\s)(.+?)\*(?!\*)/g, '$1<em>$2</em>')
    .replace(/(^|\W)_(?!\s)(.+?)_(?=\W|$)/g, '$1<em>$2</em>')
    .replace(/~~(.+?)~~/g, '<s>$1</s>')
    .replace(/\|\|(.+?)\|\|/g, '<span class="spoiler" onclick="this.classList.toggle(\'shown\')">$1</span>');
  const lines = s.split('\n').map((line) => {
    let m;
    if ((m = /^-# (.*)$/.exec(line))) return `<span class="small">${m[1]}</span>`;
    if ((m = /^(#{1,3}) (.*)$/.exec(line))) return `<h${m[1].length + 2}>${m[2]}</h${m[1].length + 2}>`;
    if ((m = /^&gt; (.*)$/.exec(line))) return `<blockquote>${m[1]}</blockquote>`;
    if ((m = /^[-*] (.*)$/.exec(line))) return `• ${m[1]}`;
    return line;
  });
  return lines.join('<br>').replace(/(<\/h\d>|<\/blockquote>)<br>/g, '$1').replace(/\u0001(\d+)\u0002/g, (_, i) => kept[Number(i)]);
}

function formatTime(seconds, style) {
  const locale = me()?.locale ?? 'en-US';
  const date = new Date(seconds * 1000);
  if (style === 'R') {
    const diff = Math.round((seconds * 1000 - Date.now()) / 1000);
    const rtf = new Intl.RelativeTimeFormat(locale, { numeric: 'auto' });
    if (Math.abs(diff) < 60) return rtf.format(diff, 'second');
    if (Math.abs(diff) < 3600) return rtf.format(Math.round(diff / 60), 'minute');
    if (Math.abs(diff) < 86400) return rtf.format(Math.round(diff / 3600), 'hour');
    return rtf.format(Math.round(diff / 86400), 'day');
  }
  const options = { t: { timeStyle: 'short' }, T: { timeStyle: 'medium' }, d: { dateStyle: 'short' }, D: { dateStyle: 'long' }, f: { dateStyle: 'long', timeStyle: 'short' }, F: { dateStyle: 'full', timeStyle: 'short' } }[style];
  return new Intl.DateTimeFormat(locale, options).format(date);
}

setInterval(() => {
  for (const node of document.querySelectorAll('time[data-style="R"]')) node.textContent = formatTime(Number(node.dataset.at), 'R');
}, 1000);

// ---- Modals -----------------------------------------------------------------------------------

function openModal(modal, channelId, messageId) {
  const w = words();
  const dialog = $('modal');
  const inputs = [];
  const fields = (modal.components ?? []).map((row) => {
    const input = row.type === 18 ? row.component : row.components?.[0];
    const label = row.type === 18 ? row.label : input?.label;
    const description = row.type === 18 ? row.description : undefined;
    if (!input || input.type !== 4) return el('div', { class: 'failure' }, w.notShown(input?.type));
    const attrs = {
      name: input.custom_id,
      'data-custom-id': input.custom_id,
      required: input.required !== false,
      minlength: input.min_length,
      maxlength: input.max_length,
      placeholder: input.placeholder,
    };
    const control = input.style === 2 ? el('textarea', attrs, input.value ?? '') : el('input', { ...attrs, value: input.value ?? '' });
    inputs.push(control);
    return el('label', {}, label ?? '', description ? el('span', { class: 'hint' }, description) : null, control);
  });
  const form = el('form', { method: 'dialog' },
    el('h2', {}, modal.title ?? ''),
    ...fields,
    el('div', { class: 'actions' },
      el('button', { type: 'button', class: 'link', onclick: () => dialog.close() }, w.cancel),
      el('button', { type: 'submit', class: 'btn s1' }, w.submit)));
  form.addEventListener('submit', (event) => {
    event.preventDefault();
    if (!form.reportValidity()) return;
    const values = Object.fromEntries(inputs.map((i) => [i.name, i.value]));
    dialog.close();
    interact({ t: 'submit', channelId, ...(messageId ? { messageId } : {}), customId: modal.custom_id, values }, messageId ? { messageId } : { command: true });
  });
  dialog.replaceChildren(form);
  dialog.showModal();
  inputs[0]?.focus();
}

// ---- The command box --------------------------------------------------------------------------

const localName = (item) => item.name_localizations?.[me()?.locale] ?? item.name;
const localDescription = (item) => item.description_localizations?.[me()?.locale] ?? item.description;

/** Every command and subcommand a person can pick, in their language. */
function commandEntries() {
  const entries = [];
  for (const command of state.world?.commands ?? []) {
    const subs = (command.options ?? []).filter((o) => o.type === 1);
    if (subs.length === 0) entries.push({ command, sub: null, label: `/${localName(command)}`, english: `/${command.name}`, description: localDescription(command), options: command.options ?? [] });
    for (const sub of subs) {
      entries.push({ command, sub, label: `/${localName(command)} ${localName(sub)}`, english: `/${command.name} ${sub.name}`, description: localDescription(sub), options: sub.options ?? [] });
    }
  }
  return entries;
}

function renderCommands() {
  if (state.command) {
    const again = commandEntries().find((e) => e.english === state.command.english);
    if (again) pickCommand(again, true);
    else resetCommand();
  }
  if (!$('cmd-list').hidden) showCommandList();
}

function showCommandList() {
  const typed = $('cmd-input').value.trim().toLowerCase().replace(/^\//, '');
  const matching = commandEntries().filter((e) => !typed || e.label.toLowerCase().includes(typed) || e.english.toLowerCase().includes(typed));
  const list = $('cmd-list');
  list.replaceChildren(...matching.map((e) => el('li', { role: 'option' },
    el('button', { type: 'button', class: 'cmd-entry', 'data-command': e.english, onclick: () => pickCommand(e) },
      el('span', {}, e.label), el('span', { class: 'desc' }, e.description)))));
  list.hidden = matching.length === 0;
}

function pickCommand(entry, keepValues = false) {
  const before = keepValues ? currentOptionValues() : {};
  state.command = entry;
  $('cmd-list').hidden = true;
  $('cmd-input').value = `${entry.label} `;
  $('cmd-failure').hidden = true;
  const box = $('cmd-options');
  const fields = entry.options.map((o) => optionField(o, before[o.name]));
  box.replaceChildren(...fields);
  box.hidden = fields.length === 0;
  (box.querySelector('select, input') ?? $('cmd-send')).focus();
}

function optionField(o, previous) {
  const people = state.world.people;
  const channels = state.world.channels;
  const attrs = { name: o.name, 'data-option': o.name, required: Boolean(o.required) };
  let control;
  if (o.choices?.length) {
    control = el('select', attrs, el('option', { value: '' }, '—'), ...o.choices.map((c) => el('option', { value: String(c.value) }, localName(c))));
  } else if (o.type === 5) {
    control = el('select', attrs, el('option', { value: '' }, '—'), el('option', { value: 'true' }, words().yes), el('option', { value: 'false' }, words().no));
  } else if (o.type === 4 || o.type === 10) {
    control = el('input', { ...attrs, type: 'number', step: o.type === 4 ? 1 : 'any', min: o.min_value, max: o.max_value, inputmode: 'numeric' });
  } else if (o.type === 6) {
    control = el('select', attrs, el('option', { value: '' }, '—'), ...people.map((p) => el('option', { value: p.id }, p.name)));
  } else if (o.type === 7) {
    control = el('select', attrs, el('option', { value: '' }, '—'), ...channels.map((c) => el('option', { value: c.id }, c.name)));
  } else {
    control = el('input', { ...attrs, type: 'text', minlength: o.min_length, maxlength: o.max_length });
  }
  if (previous !== undefined) control.value = previous;
  return el('label', { class: 'cmd-option', title: localDescription(o) }, el('span', {}, localName(o), o.required ? el('span', { class: 'req' }, ' *') : null), control);
}

function currentOptionValues() {
  return Object.fromEntries([...$('cmd-options').querySelectorAll('[data-option]')].map((c) => [c.name, c.value]));
}

function resetCommand() {
  state.command = null;
  $('cmd-input').value = '';
  $('cmd-options').replaceChildren();
  $('cmd-options').hidden = true;
  $('cmd-list').hidden = true;
}

function showCommandFailure(failure) {
  const box = $('cmd-failure');
  box.replaceChildren(...failureContent(failure).filter(Boolean));
  box.hidden = false;
}

$('cmd-input').addEventListener('input', () => {
  if (state.command && !$('cmd-input').value.startsWith(state.command.label)) {
    state.command = null;
    $('cmd-options').replaceChildren();
    $('cmd-options').hidden = true;
  }
  showCommandList();
});
$('cmd-input').addEventListener('focus', () => {
  if (!state.command) showCommandList();
});
$('cmd-input').addEventListener('keydown', (event) => {
  if (event.key === 'Escape') $('cmd-list').hidden = true;
});
document.addEventListener('click', (event) => {
  if (!$('command-box').contains(event.target)) $('cmd-list').hidden = true;
});

$('command-box').addEventListener('submit', (event) => {
  event.preventDefault();
  if (!state.command) {
    const matching = commandEntries().filter((e) => e.label.trim() === $('cmd-input').value.trim() || e.english === $('cmd-input').value.trim());
    if (matching.length === 1) pickCommand(matching[0]);
    else showCommandList();
    if (!state.command || state.command.options.some((o) => o.required)) return;
  }
  if (!$('command-box').reportValidity()) return;
  const entry = state.command;
  const given = [];
  for (const o of entry.options) {
    const raw = $('cmd-options').querySelector(`[data-option="${CSS.escape(o.name)}"]`)?.value ?? '';
    if (raw === '') continue;
    const value = o.type === 4 ? Number.parseInt(raw, 10) : o.type === 10 ? Number(raw) : o.type === 5 ? raw === 'true' : raw;
    given.push({ type: o.type, name: o.name, value });
  }
  const options = entry.sub ? [{ type: 1, name: entry.sub.name, options: given }] : given;
  $('cmd-send').disabled = true;
  $('cmd-send').textContent = words().sending;
  $('cmd-failure').hidden = true;
  interact({ t: 'slash', channelId: state.channelId, name: entry.command.name, options }, { command: true });
});

connect();
