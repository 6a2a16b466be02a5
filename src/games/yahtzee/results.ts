import type { GameStats } from '../../kernel/plugin.js';
import { counter, highest, PLAYED, RANKED_BY, WON } from '../../community/figures.js';
import { gameEnded } from '../../community/tally.js';
import type { YahtzeeState } from './actions.js';
import type { YahtzeeEvent } from './events.js';
import { yahtzee } from './rules.js';
import { total } from './scoring.js';

export type YahtzeeFigure = 'played' | 'won' | 'bestScore' | 'scoreSum' | 'scored';

export const yahtzeeStats: GameStats<YahtzeeState, YahtzeeEvent, YahtzeeFigure> = {
  figures: {
    played: PLAYED,
    won: WON,
    bestScore: highest((value, _figures, t) => t('stats.bestScore', { value })),
    // The sum of finished cards' scores is shown as their average.
    scoreSum: counter((value, figures, t) => {
      const scored = figures.scored ?? 0;
      return scored > 0 ? t('stats.averageScore', { value: Math.round((value / scored) * 10) / 10 }) : null;
    }),
    scored: counter(() => null),
  },
  board: { figure: 'bestScore', heading: RANKED_BY.bestScore },
  record(change, tally) {
    const s = change.next.state;
    if (!s || !gameEnded(yahtzee, change)) return;
    tally.played(s.order, yahtzee.outcome(s)?.winners ?? []);
    // A leaver's card is unfinished: it counts neither for the best nor the average score.
    for (const p of s.order.filter((p) => !s.leavers.includes(p))) {
      const score = total(s.cards[p] ?? {}, s.extraYahtzees[p] ?? 0);
      tally.add(p, 'scored', 1);
      tally.add(p, 'scoreSum', score);
      tally.best(p, 'bestScore', score);
    }
  },
};
