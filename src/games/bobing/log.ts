import { z } from 'zod';
import type { GameLog } from '../../kernel/plugin.js';
import { commonLine, commonLineSchema, commonLineText } from '../../history/log-lines.js';
import { mention } from '../../views/format.js';
import type { BobingState } from './actions.js';
import type { BobingEvent } from './events.js';
import { TIERS } from './classify.js';
import { bobingDie } from './view.js';

export const bobingLineSchema = z.union([
  z.object({
    type: z.literal('bobing-rolled'),
    player: z.string(),
    dice: z.array(z.number().int()),
    tier: z.enum(TIERS).nullable(),
    result: z.string(),
    from: z.string().optional(),
  }),
  commonLineSchema,
]);
export type BobingLogLine = z.infer<typeof bobingLineSchema>;

/** Each roll with its dice, its tier and what it won. */
export const bobingLog: GameLog<BobingState, BobingEvent, BobingLogLine> = {
  lineSchema: bobingLineSchema,
  lines(event, view) {
    if (event.type !== 'rolled') return commonLine(event);
    const record = view.recent.find((r) => r.player === event.player);
    return {
      type: 'bobing-rolled',
      player: event.player,
      dice: [...(record?.dice ?? [])],
      tier: event.tier,
      result: event.result,
      ...(record?.from ? { from: record.from } : {}),
    };
  },
  text(line, t) {
    if (line.type !== 'bobing-rolled') return commonLineText(line, t);
    const tier = line.tier ? t(`bobing.tier.${line.tier}`) : t('gamelog.bobing.nothing');
    const result =
      line.result === 'won' || line.result === 'held'
        ? t('gamelog.bobing.prize')
        : line.result === 'took-over' && line.from
          ? t('gamelog.bobing.tookOver', { from: mention(line.from) })
          : line.result === 'used-up' || line.result === 'no-prize'
            ? t('gamelog.bobing.usedUp')
            : '';
    return t('gamelog.bobing.rolled', { player: mention(line.player), dice: line.dice.map(bobingDie).join(' '), tier, result });
  },
};
