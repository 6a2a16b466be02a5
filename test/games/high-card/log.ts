import { z } from 'zod';
import type { GameLog } from '../../../src/kernel/plugin.js';
import { commonLine, commonLineSchema, commonLineText } from '../../../src/history/log-lines.js';
import { mention } from '../../../src/views/format.js';
import type { HighCardState } from './actions.js';
import type { HighCardEvent } from './events.js';
import { showCard } from './cards.js';
import { highCardWords } from './words.js';

export const highCardLineSchema = z.union([
  z.object({ type: z.literal('highcard-drew'), player: z.string(), card: z.string() }),
  z.object({ type: z.literal('highcard-won'), players: z.array(z.string()) }),
  commonLineSchema,
]);
export type HighCardLogLine = z.infer<typeof highCardLineSchema>;

export const highCardLog: GameLog<HighCardState, HighCardEvent, HighCardLogLine> = {
  lineSchema: highCardLineSchema,
  lines(event) {
    switch (event.type) {
      case 'drew':
        return { type: 'highcard-drew', player: event.player, card: event.card };
      case 'finished':
        return event.winners.length ? { type: 'highcard-won', players: event.winners } : null;
      default:
        return commonLine(event);
    }
  },
  text(line, t) {
    const w = highCardWords(t);
    switch (line.type) {
      case 'highcard-drew':
        return w('highcard.log.drew', { player: mention(line.player), card: showCard(line.card) });
      case 'highcard-won':
        return w('highcard.log.won', { players: line.players.map(mention).join(' ') });
      default:
        return commonLineText(line, t);
    }
  },
};
