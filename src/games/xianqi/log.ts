import { z } from 'zod';
import type { GameLog } from '../../kernel/plugin.js';
import { commonLine, commonLineSchema, commonLineText } from '../../history/log-lines.js';
import { mention } from '../../views/format.js';
import type { XianqiEvent } from './events.js';
import type { XianqiPublicView } from './rules.js';
import { showPieces } from './pieces.js';

const player = z.string();
const count = z.number().int();

export const xianqiLineSchema = z.union([
  z.object({ type: z.literal('xianqi-dealt'), starter: player }),
  z.object({ type: z.literal('xianqi-kou'), player, kou: z.boolean() }),
  z.object({ type: z.literal('xianqi-xian'), player, xian: z.boolean() }),
  z.object({ type: z.literal('xianqi-played'), player, pieces: z.array(z.string()) }),
  z.object({ type: z.literal('xianqi-discarded'), player, count }),
  z.object({ type: z.literal('xianqi-round'), player, count }),
  // `black`: the players whose black hand (黑棋) ended the game at the deal (absent in older entries and other endings).
  z.object({ type: z.literal('xianqi-settled'), changes: z.record(z.string(), count), black: z.array(player).optional() }),
  commonLineSchema,
]);
export type XianqiLogLine = z.infer<typeof xianqiLineSchema>;

/** A game's settlement line; a black hand's names whose it was (the settlement is the view's last one). */
function settledLine(changes: Record<string, number>, view: XianqiPublicView): XianqiLogLine {
  const black = view.lastSettlement?.reason === 'black' ? view.lastSettlement.blackHands : [];
  return black.length ? { type: 'xianqi-settled', changes, black: [...black] } : { type: 'xianqi-settled', changes };
}

/** Every 扣 and 掀 decision, the pieces played face up (a face-down discard only by its count), rounds and settlements. */
export const xianqiLog: GameLog<XianqiPublicView, XianqiEvent, XianqiLogLine> = {
  lineSchema: xianqiLineSchema,
  lines(event, view) {
    switch (event.type) {
      // The first deal is the game's setup: a black hand may already have ended it.
      case 'started': {
        const dealt: XianqiLogLine = { type: 'xianqi-dealt', starter: view.starter };
        return view.phase === 'between' && view.lastSettlement ? [dealt, settledLine(view.lastSettlement.changes, view)] : dealt;
      }
      case 'dealt':
        return { type: 'xianqi-dealt', starter: event.starter };
      case 'kou':
      case 'nokou':
        return { type: 'xianqi-kou', player: event.player, kou: event.type === 'kou' };
      case 'xian':
      case 'no-xian':
        return { type: 'xianqi-xian', player: event.player, xian: event.type === 'xian' };
      case 'played': {
        const plays = [...(view.lastRound?.plays ?? []), ...view.round.plays];
        const shown = plays.filter((p) => p.player === event.player && p.face === 'up').at(-1);
        return { type: 'xianqi-played', player: event.player, pieces: shown ? [...shown.pieces] : [] };
      }
      case 'discarded':
        return { type: 'xianqi-discarded', player: event.player, count: event.count };
      case 'round-won':
        return { type: 'xianqi-round', player: event.player, count: event.count };
      case 'settled':
        return settledLine(event.changes, view);
      default:
        return commonLine(event);
    }
  },
  text(line, t) {
    switch (line.type) {
      case 'xianqi-dealt':
        return t('gamelog.xianqi.dealt', { player: mention(line.starter) });
      case 'xianqi-kou':
        return t(line.kou ? 'gamelog.xianqi.kou' : 'gamelog.xianqi.noKou', { player: mention(line.player) });
      case 'xianqi-xian':
        return t(line.xian ? 'gamelog.xianqi.xian' : 'gamelog.xianqi.noXian', { player: mention(line.player) });
      case 'xianqi-played':
        return t('gamelog.xianqi.played', { player: mention(line.player), pieces: showPieces(line.pieces) });
      case 'xianqi-discarded':
        return t('gamelog.xianqi.discarded', { player: mention(line.player), count: line.count });
      case 'xianqi-round':
        return t('gamelog.xianqi.round', { player: mention(line.player), count: line.count });
      case 'xianqi-settled':
        if (line.black?.length) return t('gamelog.xianqi.black', { players: line.black.map(mention).join(' '), count: line.black.length });
        return t('gamelog.xianqi.settled', {
          changes: Object.entries(line.changes)
            .map(([p, c]) => `${mention(p)} ${c > 0 ? '+' : ''}${c}`)
            .join(' · '),
        });
      default:
        return commonLineText(line, t);
    }
  },
};
