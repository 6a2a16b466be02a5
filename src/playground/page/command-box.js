// The command box: type / to list the commands (in the person's language), pick one, fill in its
// options and send it as a slash command. Its outcome shows in the box.
import { currentOptionValues, givenOptions, localDescription, localName, optionField } from './command-options.js';
import { $, el } from './dom.js';
import { failureContent, interact } from './interactions.js';
import { channelById, state, words } from './state.js';

/**
 * Whether Discord offers this person Parlor's commands in the open channel: everywhere in the
 * playground's server (the bot is there); elsewhere only to whoever installed Parlor for themselves.
 */
function commandsOffered() {
  const placeId = channelById(state.channelId)?.place;
  const place = (state.world?.places ?? []).find((p) => p.id === placeId);
  return !place || place.offersCommands !== false;
}

/** Every command and subcommand a person can pick, in their language (none where Discord offers them none). */
function commandEntries() {
  const entries = [];
  if (!commandsOffered()) return entries;
  for (const command of state.world?.commands ?? []) {
    const subs = (command.options ?? []).filter((o) => o.type === 1);
    if (subs.length === 0)
      entries.push({
        command,
        sub: null,
        label: `/${localName(command)}`,
        english: `/${command.name}`,
        description: localDescription(command),
        options: command.options ?? [],
      });
    for (const sub of subs) {
      entries.push({
        command,
        sub,
        label: `/${localName(command)} ${localName(sub)}`,
        english: `/${command.name} ${sub.name}`,
        description: localDescription(sub),
        options: sub.options ?? [],
      });
    }
  }
  return entries;
}

/** The commands changed (or the person, and so their language): the box follows. */
export function renderCommands() {
  if (state.command) {
    const again = commandEntries().find((e) => e.english === state.command.english);
    if (again) pickCommand(again, true);
    else resetCommand();
  }
  if (!$('cmd-list').hidden) showCommandList();
}

/** Picks a command (by its English name, "/play yahtzee") in the box, ready to send. */
export function suggestCommand(english) {
  const entry = commandEntries().find((e) => e.english === english);
  if (entry) pickCommand(entry);
}

/** The box's own words, in the person's language. */
export function translateCommandBox() {
  $('cmd-input').placeholder = commandsOffered() ? words().typeSlash : words().noCommandsHere;
  $('cmd-send').textContent = words().send;
}

/** The command the box sent has its outcome: the box empties, or shows why it failed. */
export function commandSettled(ok, failure) {
  showSending(false);
  if (ok) resetCommand();
  else showCommandFailure(failure);
}

function showCommandList() {
  const typed = $('cmd-input').value.trim().toLowerCase().replace(/^\//, '');
  const matching = commandEntries().filter((e) => !typed || e.label.toLowerCase().includes(typed) || e.english.toLowerCase().includes(typed));
  const list = $('cmd-list');
  list.replaceChildren(
    ...matching.map((e) =>
      el(
        'li',
        { role: 'option' },
        el(
          'button',
          { type: 'button', class: 'cmd-entry', 'data-command': e.english, onclick: () => pickCommand(e) },
          el('span', {}, e.label),
          el('span', { class: 'desc' }, e.description),
        ),
      ),
    ),
  );
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

function clearOptions() {
  $('cmd-options').replaceChildren();
  $('cmd-options').hidden = true;
}

function resetCommand() {
  state.command = null;
  $('cmd-input').value = '';
  clearOptions();
  $('cmd-list').hidden = true;
}

function showCommandFailure(failure) {
  const box = $('cmd-failure');
  box.replaceChildren(...failureContent(failure).filter(Boolean));
  box.hidden = false;
}

function showSending(sending) {
  $('cmd-send').disabled = sending;
  $('cmd-send').textContent = sending ? words().sending : words().send;
}

export function bindCommandBox() {
  $('cmd-input').addEventListener('input', () => {
    if (state.command && !$('cmd-input').value.startsWith(state.command.label)) {
      state.command = null;
      clearOptions();
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
      const typed = $('cmd-input').value.trim();
      const matching = commandEntries().filter((e) => e.label.trim() === typed || e.english === typed);
      if (matching.length === 1) pickCommand(matching[0]);
      else showCommandList();
      if (!state.command || state.command.options.some((o) => o.required)) return;
    }
    if (!$('command-box').reportValidity()) return;
    const entry = state.command;
    const given = givenOptions(entry.options);
    const options = entry.sub ? [{ type: 1, name: entry.sub.name, options: given }] : given;
    showSending(true);
    $('cmd-failure').hidden = true;
    interact({ t: 'slash', channelId: state.channelId, name: entry.command.name, options }, { command: true });
  });
}
