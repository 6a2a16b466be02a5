// The first thing in every channel: what the playground is and what to try (a game, switching
// people, languages), in the person's language, with the commands named as the person sees them.
import { suggestCommand } from './command-box.js';
import { localName } from './command-options.js';
import { el } from './dom.js';
import { markdown } from './markdown.js';
import { LANGUAGE_NAMES } from './people.js';
import { me, state, words } from './state.js';

const TRY = '/play yahtzee';

/** A command line ("/play yahtzee") as the person sees it, in `code`. */
function commandLine(english) {
  const [name, sub] = english.slice(1).split(' ');
  const command = state.world?.commands?.find((c) => c.name === name);
  const subcommand = command?.options?.find((o) => o.name === sub);
  const names = [command ? localName(command) : name, ...(sub ? [subcommand ? localName(subcommand) : sub] : [])];
  return `/${names.join(' ')}`;
}

const code = (text) => `\`${text}\``;

export function welcomeElement() {
  const w = words();
  const people = state.world?.people ?? [];
  const languages = people.map((p) => `${p.name} ${LANGUAGE_NAMES[p.locale] ?? p.locale}`).join(', ');
  const line = (text) => el('li', { html: markdown(text) });
  return el(
    'section',
    { class: 'welcome', 'data-welcome': '' },
    el('div', { class: 'welcome-icon', 'aria-hidden': 'true' }, '🎲'),
    el('h2', {}, w.welcomeTitle),
    el('p', {}, w.welcomeIntro),
    el(
      'ul',
      {},
      line(w.welcomePlay(code(commandLine(TRY)), code(commandLine('/play')))),
      line(w.welcomePeople(escapeMarkdown(me()?.name ?? ''))),
      line(w.welcomeLanguages(languages)),
      line(w.welcomeMore(code(commandLine('/rules')), code(commandLine('/hand')))),
    ),
    el('button', { type: 'button', class: 'btn s1', 'data-try': TRY, onclick: () => suggestCommand(TRY) }, w.tryCommand(commandLine(TRY))),
  );
}

const escapeMarkdown = (text) => text.replace(/[\\*_~`|<>#-]/g, (c) => `\\${c}`);
