import type { GameStats } from '../../../src/kernel/plugin.js';
import { highest, PLAYED, RANKED_BY, WON } from '../../../src/community/figures.js';
import { gameEnded } from '../../../src/community/tally.js';
import type { HighCardState } from './actions.js';
import type { HighCardEvent } from './events.js';
import { highCard } from './rules.js';
import { rankOf, showRank } from './cards.js';
import { highCardWords } from './words.js';

export type HighCardFigure = 'played' | 'won' | 'bestRank';

/** Games played and won, and the best card anyone ever drew (aces count high here). */
export const highCardStats: GameStats<HighCardState, HighCardEvent, HighCardFigure> = {
  figures: {
    played: PLAYED,
    won: WON,
    bestRank: highest((value, _figures, t) => highCardWords(t)('highcard.stats.bestRank', { rank: showRank(value) })),
  },
  board: { figure: 'won', heading: RANKED_BY.won },
  record(change, tally) {
    for (const e of change.events) if (e.type === 'drew') tally.best(e.player, 'bestRank', rankOf(e.card, false));
    const s = change.next.state;
    if (!s || !gameEnded(highCard, change)) return;
    tally.played(s.order, s.winners ?? []);
  },
};
