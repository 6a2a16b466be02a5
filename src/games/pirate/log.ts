import { z } from 'zod';
import type { GameLog } from '../../kernel/plugin.js';
import { commonLine, commonLineSchema, commonLineText } from '../../history/log-lines.js';
import { mention } from '../../views/format.js';
import { diceRow } from './faces.js';
import type { PirateEvent } from './events.js';
import type { PiratePublicView } from './rules.js';

const player = z.string();
const dice = z.array(z.number().int());

export const pirateLineSchema = z.union([
  z.object({ type: z.literal('pirate-round'), starter: player }),
  z.object({ type: z.literal('pirate-bet'), player, count: z.number().int(), face: z.number().int() }),
  z.object({
    type: z.literal('pirate-challenge'),
    challenger: player,
    bettor: player,
    count: z.number().int(),
    face: z.number().int(),
    actual: z.number().int(),
    cups: z.record(z.string(), dice),
  }),
  z.object({ type: z.literal('pirate-out'), player }),
  z.object({ type: z.literal('won'), player }),
  commonLineSchema,
]);
export type PirateLogLine = z.infer<typeof pirateLineSchema>;

/** Bets, challenges with the cups they opened, who went out and who won: what everyone saw. */
export const pirateLog: GameLog<PiratePublicView, PirateEvent, PirateLogLine> = {
  lineSchema: pirateLineSchema,
  lines(event, view) {
    switch (event.type) {
      // The runner's start reports the game's setup, which dealt the first round.
      case 'started':
        return { type: 'pirate-round', starter: view.starter };
      case 'round-started':
        return { type: 'pirate-round', starter: event.starter };
      case 'bet':
        return { type: 'pirate-bet', player: event.player, count: event.count, face: event.face };
      case 'challenged': {
        const reveal = view.lastReveal;
        return {
          type: 'pirate-challenge',
          challenger: event.challenger,
          bettor: event.bettor,
          count: event.bet,
          face: reveal?.bet.face ?? 0,
          actual: event.actual,
          cups: reveal?.cups ?? {},
        };
      }
      case 'removed':
        return { type: 'pirate-out', player: event.player };
      case 'won':
        return { type: 'won', player: event.player };
      default:
        return commonLine(event);
    }
  },
  text(line, t) {
    switch (line.type) {
      case 'pirate-round':
        return t('gamelog.pirate.round', { player: mention(line.starter) });
      case 'pirate-bet':
        return t('gamelog.pirate.bet', { player: mention(line.player), count: line.count, face: diceRow([line.face]) });
      case 'pirate-challenge': {
        const cups = Object.entries(line.cups)
          .map(([p, dice]) => `${mention(p)} ${diceRow(dice)}`)
          .join(' · ');
        return t('gamelog.pirate.challenge', {
          challenger: mention(line.challenger),
          bettor: mention(line.bettor),
          count: line.count,
          face: diceRow([line.face]),
          actual: line.actual,
          cups,
        });
      }
      case 'pirate-out':
        return t('gamelog.out', { player: mention(line.player) });
      case 'won':
        return t('gamelog.won', { player: mention(line.player) });
      default:
        return commonLineText(line, t);
    }
  },
};
