import type { Translate } from '../i18n/catalog.js';
import { FORGET_NO, FORGET_YES } from '../ids/custom-id.js';
import type { MessageBody } from '../kernel/views.js';

/** `/stats forget` asks first, privately: Delete does it, Keep leaves everything as it was. */
export function forgetQuestion(t: Translate): MessageBody {
  return {
    content: t('stats.forgetAsk'),
    embeds: [],
    components: [
      {
        type: 1,
        components: [
          { type: 2, style: 4, label: t('stats.forgetYes'), custom_id: FORGET_YES },
          { type: 2, style: 2, label: t('stats.forgetNo'), custom_id: FORGET_NO },
        ],
      },
    ],
    allowed_mentions: { parse: [] },
  };
}

/** What the question becomes once answered: no buttons left. */
export const forgetAnswered = (text: string): MessageBody => ({ content: text, embeds: [], components: [], allowed_mentions: { parse: [] } });
