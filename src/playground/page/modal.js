// A modal the bot showed (a form of text inputs); submitting it sends a modal-submit interaction,
// whose outcome shows under the message that opened it, or in the command box.
import { $, el } from './dom.js';
import { interact } from './interactions.js';
import { words } from './state.js';

export function openModal(modal, channelId, messageId) {
  const w = words();
  const dialog = $('modal');
  const inputs = [];
  const fields = (modal.components ?? []).map((row) => {
    // A text input in an action row, or (Discord's newer layout) in a label component.
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
  const form = el(
    'form',
    { method: 'dialog' },
    el('h2', {}, modal.title ?? ''),
    ...fields,
    el(
      'div',
      { class: 'actions' },
      el('button', { type: 'button', class: 'link', onclick: () => dialog.close() }, w.cancel),
      el('button', { type: 'submit', class: 'btn s1' }, w.submit),
    ),
  );
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
