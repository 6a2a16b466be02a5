import { describe, expect, it } from 'vitest';
import { CAPTION_CASES, captionSession } from '../support/caption-cases.js';
import { tableCaption, tableMessage } from '../../src/views/table.js';
import { panelMessage } from '../../src/views/panel.js';
import { entryOf, MESSAGE_KEYS } from '../../src/i18n/catalog.js';
import { GAMES } from '../support/games.js';

/** Every word a message shows: its content, embeds and the labels of its controls. */
const shown = (body: unknown): string => {
  const out: string[] = [];
  const walk = (v: unknown, key = ''): void => {
    if (typeof v === 'string') {
      if (['content', 'title', 'description', 'name', 'value', 'label', 'placeholder', 'text'].includes(key)) out.push(v);
    } else if (Array.isArray(v)) v.forEach((x) => walk(x, key));
    else if (v && typeof v === 'object') for (const [k, x] of Object.entries(v)) walk(x, k);
  };
  walk(body);
  return out.join('\n');
};

// A Chinese word followed by an ASCII colon or comma and a space: glue written in the English way
// (a formula in a code span, such as HMAC-SHA256(种子, 公开值), is code, not prose).
const ENGLISH_GLUE = /[\p{Script=Han}）]\s?[:,] /u;
const prose = (text: string): string => text.replace(/`[^`]*`/g, '');

describe('简体中文 punctuation', () => {
  it('no entry of the zh-CN catalog puts an ASCII colon or comma after Chinese text', () => {
    for (const key of MESSAGE_KEYS) {
      const entry = entryOf('zh-CN', key);
      for (const form of typeof entry === 'string' ? [entry] : Object.values(entry)) expect(prose(form), key).not.toMatch(ENGLISH_GLUE);
    }
  });

  it.each(CAPTION_CASES.map((c) => [`${c.game} ${c.name}`, c] as const))(
    '%s: the table, its caption and every panel read with Chinese punctuation',
    (_name, c) => {
      const session = captionSession(c, 'zh-CN');
      const bodies = [tableMessage(GAMES, session), tableCaption(GAMES, session)];
      if (GAMES.plugin(session.game).ui.panel && session.phase === 'playing')
        for (const p of session.players) bodies.push(panelMessage(GAMES, session, p.id, 'zh-CN'));
      for (const body of bodies) expect(prose(shown(body))).not.toMatch(ENGLISH_GLUE);
    },
  );
});
