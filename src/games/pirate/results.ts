import type { GameStats } from '../../kernel/plugin.js';
import { counter, PLAYED, RANKED_BY, WON } from '../../community/figures.js';
import { gameEnded } from '../../community/tally.js';
import type { PirateState } from './actions.js';
import type { PirateEvent } from './events.js';
import { pirateDice } from './rules.js';

export type PirateFigure = 'played' | 'won' | 'challengesWon';

export const pirateStats: GameStats<PirateState, PirateEvent, PirateFigure> = {
  figures: {
    played: PLAYED,
    won: WON,
    challengesWon: counter((value, _figures, t) => t('stats.challengesWon', { value })),
  },
  board: { figure: 'won', heading: RANKED_BY.won },
  record(change, tally) {
    // A challenge is won by the challenger when the bet was more than the dice showed.
    for (const e of change.events) if (e.type === 'challenged' && e.actual < e.bet) tally.add(e.challenger, 'challengesWon', 1);
    const s = change.next.state;
    if (!s || !gameEnded(pirateDice, change)) return;
    tally.played(s.seats, s.winner ? [s.winner] : []);
  },
};
