import type { GameStats } from '../../kernel/plugin.js';
import { NET, PLAYED, RANKED_BY, signed, WON } from '../../community/figures.js';
import type { XianqiState } from './actions.js';
import type { XianqiEvent } from './events.js';

export type XianqiFigure = 'played' | 'won' | 'net';

/** Each settled game of the table's series counts: played by the three, won by whoever gained chips. */
export const xianqiStats: GameStats<XianqiState, XianqiEvent, XianqiFigure> = {
  figures: { played: PLAYED, won: WON, net: NET },
  board: { figure: 'net', heading: RANKED_BY.net, score: signed },
  record(change, tally) {
    const s = change.next.state;
    if (!s) return;
    for (const e of change.events) {
      if (e.type !== 'settled') continue;
      tally.played(
        s.seats,
        s.seats.filter((p) => !s.leavers.includes(p) && (e.changes[p] ?? 0) > 0),
      );
      for (const p of s.seats) tally.add(p, 'net', e.changes[p] ?? 0);
    }
  },
};
