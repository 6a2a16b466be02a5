import { z } from 'zod';
import type { GameLog } from '../../kernel/plugin.js';
import { commonLine, commonLineSchema, commonLineText } from '../../history/log-lines.js';
import { diceRow, mention } from '../../views/format.js';
import type { YahtzeeEvent } from './events.js';
import type { YahtzeeView } from './rules.js';
import { BOXES } from './scoring.js';

export const yahtzeeLineSchema = z.union([
  z.object({ type: z.literal('yahtzee-rolled'), player: z.string(), dice: z.array(z.number().int()) }),
  z.object({ type: z.literal('yahtzee-scored'), player: z.string(), box: z.enum(BOXES), points: z.number().int() }),
  commonLineSchema,
]);
export type YahtzeeLogLine = z.infer<typeof yahtzeeLineSchema>;

/** Every roll with its dice, every box scored. */
export const yahtzeeLog: GameLog<YahtzeeView, YahtzeeEvent, YahtzeeLogLine> = {
  lineSchema: yahtzeeLineSchema,
  lines(event, view) {
    switch (event.type) {
      case 'rolled':
        return { type: 'yahtzee-rolled', player: event.player, dice: [...view.turn.dice] };
      case 'scored':
        return { type: 'yahtzee-scored', player: event.player, box: event.box, points: event.points };
      default:
        return commonLine(event);
    }
  },
  text(line, t) {
    switch (line.type) {
      case 'yahtzee-rolled':
        return t('gamelog.yahtzee.rolled', { player: mention(line.player), dice: diceRow(line.dice) });
      case 'yahtzee-scored':
        return t('gamelog.yahtzee.scored', { player: mention(line.player), box: t(`yahtzee.box.${line.box}`), points: line.points });
      default:
        return commonLineText(line, t);
    }
  },
};
