import type { Translate } from '../i18n/catalog.js';
import type { MessageBody } from '../kernel/views.js';
import { HANDS_FILE_ID } from '../ids/custom-id.js';

const DESCRIPTION_MAX = 4096;

/** One hand's text in a code block, cut (with a note) when it would not fit in an embed; `handNo` is the table's own number of the hand. */
export function lastHandMessage(text: string, handNo: number, t: Translate): MessageBody {
  const fence = (body: string) => `\`\`\`\n${body}\n\`\`\``;
  let description = fence(text);
  if (description.length > DESCRIPTION_MAX) {
    const note = `\n${t('history.truncated')}`;
    description = fence(text.slice(0, DESCRIPTION_MAX - note.length - 12) + '\n…') + note;
  }
  return {
    embeds: [{ title: t('history.lastHand', { n: handNo }), description }],
    components: [{ type: 1, components: [{ type: 2, style: 2, label: t('history.download'), custom_id: HANDS_FILE_ID }] }],
    allowed_mentions: { parse: [] },
  };
}

const LOG_CHUNK = 3900;
const LOG_MESSAGES = 10;

/** A game's move list as private messages: one embed each, lines never split; the newest lines win when it is very long. */
export function gameLogMessages(lines: readonly string[], t: Translate): MessageBody[] {
  if (lines.length === 0) return [{ content: t('gamelog.empty'), embeds: [], components: [], allowed_mentions: { parse: [] } }];
  const chunks: string[] = [];
  let current = '';
  for (const line of lines) {
    const piece = line.length > LOG_CHUNK ? `${line.slice(0, LOG_CHUNK - 1)}…` : line;
    if (current && current.length + 1 + piece.length > LOG_CHUNK) {
      chunks.push(current);
      current = piece;
    } else current = current ? `${current}\n${piece}` : piece;
  }
  chunks.push(current);
  return chunks.slice(-LOG_MESSAGES).map((description, i) => ({
    embeds: [{ title: t(i === 0 ? 'gamelog.title' : 'gamelog.more'), description }],
    components: [],
    allowed_mentions: { parse: [] },
  }));
}
