// The people bar: who this page plays as (a click switches), a tab for each person, and adding a person.
import { send } from './connection.js';
import { $, el } from './dom.js';
import { state, words } from './state.js';

const LANGUAGE_TAGS = { 'en-US': 'EN', 'en-GB': 'EN', 'zh-CN': '中文', ko: '한국어' };
/** Each language by its own name, as the add-person form lists them. */
export const LANGUAGE_NAMES = { 'en-US': 'English', 'en-GB': 'English (UK)', 'zh-CN': '简体中文', ko: '한국어', ja: '日本語' };

export function renderPeople() {
  const w = words();
  $('people-list').replaceChildren(
    ...state.world.people.map((p) =>
      el(
        'span',
        { class: 'person', 'data-current': String(p.id === state.you) },
        el(
          'button',
          {
            type: 'button',
            class: 'chip',
            'data-person': p.name,
            'aria-pressed': String(p.id === state.you),
            title: w.playAsWho(p.name),
            onclick: () => switchTo(p),
          },
          p.name,
          el('span', { class: 'lang' }, LANGUAGE_TAGS[p.locale] ?? p.locale),
        ),
        el(
          'a',
          {
            class: 'open-tab',
            href: `?as=${encodeURIComponent(p.name)}`,
            target: '_blank',
            rel: 'noopener',
            title: w.openTabAs(p.name),
            'aria-label': w.openTabAs(p.name),
          },
          '↗',
        ),
      ),
    ),
  );
  // A link to open the next person in a tab of its own, in the same channel.
  const tab = $('tab-link');
  const next = state.world.people.find((p) => p.id !== state.you);
  tab.hidden = !next;
  if (next) {
    tab.href = `?as=${encodeURIComponent(next.name)}${location.hash}`;
    tab.textContent = w.openTabAs(next.name);
  }
}

function switchTo(person) {
  const url = new URL(location.href);
  url.searchParams.set('as', person.name);
  history.replaceState(null, '', url);
  send({ t: 'as', userId: person.id });
}

export function bindPersonForm() {
  $('add-person-form').addEventListener('submit', (event) => {
    event.preventDefault();
    const form = event.currentTarget;
    send({ t: 'person', name: form.elements.name.value, locale: form.elements.locale.value });
    form.reset();
    $('add-person').open = false;
  });
}
