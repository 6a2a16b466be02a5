// A message's interactive components: buttons, link buttons and selects (one choice, or several
// with Done), in action rows or as a section's accessory. Using one sends a click interaction from that message.
import { el } from './dom.js';
import { interact } from './interactions.js';
import { words } from './state.js';

export function rowElement(row, message) {
  return el('div', { class: 'row' }, ...(row.components ?? []).map((c) => componentElement(c, message)));
}

export function componentElement(c, message) {
  const emoji = c.emoji?.name ? `${c.emoji.name}` : '';
  if (c.type === 2 && c.style === 5) return el('a', { class: 'btn s5', href: c.url, target: '_blank', rel: 'noopener' }, emoji, c.label ?? '', ' ↗');
  if (c.type === 2) {
    const button = el(
      'button',
      { type: 'button', class: `btn s${c.style}`, disabled: Boolean(c.disabled), 'data-custom-id': c.custom_id },
      emoji,
      c.label ?? '',
    );
    button.addEventListener('click', () => use(message, c, button));
    return button;
  }
  if (c.type === 3) return (c.max_values ?? 1) > 1 ? multiSelect(c, message) : singleSelect(c, message);
  return el('span', { class: 'empty' }, words().notShown(c.type));
}

/** A click on component `c` of `message`, made with `element` (which waits for the answer); `values` for a select. */
function use(message, c, element, values) {
  interact({ t: 'click', messageId: message.id, customId: c.custom_id, ...(values ? { values } : {}) }, { messageId: message.id, element });
}

function optionLabel(o) {
  return `${o.emoji?.name ? `${o.emoji.name} ` : ''}${o.label}${o.description ? ` — ${o.description}` : ''}`;
}

function singleSelect(c, message) {
  const chosen = c.options.find((o) => o.default);
  const select = el(
    'select',
    { class: 'select', disabled: Boolean(c.disabled), 'data-custom-id': c.custom_id, 'aria-label': c.placeholder ?? words().choose },
    el('option', { value: '', disabled: true, selected: !chosen }, c.placeholder ?? words().choose),
    ...c.options.map((o) => el('option', { value: o.value, selected: Boolean(o.default) }, optionLabel(o))),
  );
  select.addEventListener('change', () => use(message, c, select, [select.value]));
  return select;
}

function multiSelect(c, message) {
  const min = c.min_values ?? 1;
  const max = c.max_values ?? 1;
  const boxes = c.options.map((o) => el('input', { type: 'checkbox', value: o.value, checked: Boolean(o.default) }));
  const checked = () => boxes.filter((b) => b.checked);
  const done = el('button', { type: 'button', class: 'btn s1', disabled: true }, words().done);
  const update = () => {
    const count = checked().length;
    done.disabled = count < min || count > max;
  };
  boxes.forEach((b) => b.addEventListener('change', update));
  update();
  const details = el(
    'details',
    { class: 'multi', 'data-custom-id': c.custom_id },
    el('summary', {}, `${c.placeholder ?? words().choose} (${min === max ? min : `${min}–${max}`})`),
    el('div', { class: 'multi-options' }, ...c.options.map((o, i) => el('label', {}, boxes[i], optionLabel(o))), done),
  );
  done.addEventListener('click', () =>
    use(
      message,
      c,
      done,
      checked().map((b) => b.value),
    ),
  );
  return details;
}
