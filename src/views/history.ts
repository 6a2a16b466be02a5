import type { Translate } from '../i18n/catalog.js';
import type { MessageBody } from './types.js';

export const HISTORY_PREFIX = 'h1';
/** The control that sends the reader's last hands as a file; it never goes stale. */
export const HANDS_FILE_ID = `${HISTORY_PREFIX}:hands`;
/** The control that shows a finished game's move list. */
export const gameLogId = (sessionId: string): string => `${HISTORY_PREFIX}:game:${sessionId}`;

const DESCRIPTION_MAX = 4096;

/** One hand's text in a code block, cut (with a note) when it would not fit in an embed. */
export function lastHandMessage(text: string, hand: string, t: Translate): MessageBody {
  const fence = (body: string) => `\`\`\`\n${body}\n\`\`\``;
  let description = fence(text);
  if (description.length > DESCRIPTION_MAX) {
    const note = `\n${t('history.truncated')}`;
    description = fence(text.slice(0, DESCRIPTION_MAX - note.length - 12) + '\n…') + note;
  }
  return {
    embeds: [{ title: t('history.lastHand', { hand }), description }],
    components: [{ type: 1, components: [{ type: 2, style: 2, label: t('history.download'), custom_id: HANDS_FILE_ID }] }],
    allowed_mentions: { parse: [] },
  };
}
