// The fields of a picked command's options (text, numbers, true/false, choices, a person, a
// channel), and the options they give, typed as Discord sends them.
import { $, el } from './dom.js';
import { me, state, words } from './state.js';

export const localName = (item) => item.name_localizations?.[me()?.locale] ?? item.name;
export const localDescription = (item) => item.description_localizations?.[me()?.locale] ?? item.description;

/** A field for option `o`, holding `previous` if given. */
export function optionField(o, previous) {
  const attrs = { name: o.name, 'data-option': o.name, required: Boolean(o.required) };
  const select = (entries) => el('select', attrs, el('option', { value: '' }, '—'), ...entries.map(([value, label]) => el('option', { value }, label)));
  let control;
  if (o.choices?.length) control = select(o.choices.map((c) => [String(c.value), localName(c)]));
  else if (o.type === 5)
    control = select([
      ['true', words().yes],
      ['false', words().no],
    ]);
  else if (o.type === 4 || o.type === 10)
    control = el('input', { ...attrs, type: 'number', step: o.type === 4 ? 1 : 'any', min: o.min_value, max: o.max_value, inputmode: 'numeric' });
  else if (o.type === 6) control = select(state.world.people.map((p) => [p.id, p.name]));
  else if (o.type === 7) control = select(state.world.channels.map((c) => [c.id, c.name]));
  else control = el('input', { ...attrs, type: 'text', minlength: o.min_length, maxlength: o.max_length });
  if (previous !== undefined) control.value = previous;
  // As Discord's picker, each option says what it is (and so its default) under its field.
  return el(
    'label',
    { class: 'cmd-option' },
    el('span', {}, localName(o), o.required ? el('span', { class: 'req' }, ' *') : null),
    control,
    el('span', { class: 'hint' }, localDescription(o)),
  );
}

/** What the fields hold now, by option name. */
export function currentOptionValues() {
  return Object.fromEntries([...$('cmd-options').querySelectorAll('[data-option]')].map((c) => [c.name, c.value]));
}

/** The options filled in, as Discord sends them: integers, numbers and booleans typed, empty ones left out. */
export function givenOptions(options) {
  const given = [];
  for (const o of options) {
    const raw = $('cmd-options').querySelector(`[data-option="${CSS.escape(o.name)}"]`)?.value ?? '';
    if (raw === '') continue;
    const value = o.type === 4 ? Number.parseInt(raw, 10) : o.type === 10 ? Number(raw) : o.type === 5 ? raw === 'true' : raw;
    given.push({ type: o.type, name: o.name, value });
  }
  return given;
}
