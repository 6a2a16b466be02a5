import type { GameStats } from '../../kernel/plugin.js';
import { counter, NET, RANKED_BY, signed } from '../../community/figures.js';
import type { HoldemState } from './actions.js';
import type { HoldemEvent } from './events.js';

export type HoldemFigure = 'played' | 'won' | 'handsPlayed' | 'handsWon' | 'net';

/** Hands played and won as they finish; a cash table, when it closes, counts as won for whoever leaves it up on chips. */
export const holdemStats: GameStats<HoldemState, HoldemEvent, HoldemFigure> = {
  figures: {
    played: counter((value, _figures, t) => t('stats.holdem.played', { value })),
    won: counter((value, _figures, t) => t('stats.holdem.won', { value })),
    handsPlayed: counter((value, _figures, t) => t('stats.handsPlayed', { value })),
    handsWon: counter((value, _figures, t) => t('stats.handsWon', { value })),
    net: NET,
  },
  board: { figure: 'net', heading: RANKED_BY.net, score: signed },
  record({ previous, next }, tally) {
    const before = previous.state;
    const after = next.state;
    const hand = after?.lastHand;
    if (after && hand && hand.handNo !== before?.lastHand?.handNo) {
      const dealt = before?.hand && before.handNo === hand.handNo ? before.hand.players : hand.pots.flatMap((pot) => pot.eligible);
      for (const p of new Set(dealt)) tally.add(p, 'handsPlayed', 1);
      const winners = new Set(
        hand.pots.flatMap((pot) =>
          Object.entries(pot.shares)
            .filter(([, amount]) => amount > 0)
            .map(([p]) => p),
        ),
      );
      for (const p of winners) tally.add(p, 'handsWon', 1);
    }
    // A cash table has no winner of its own: it counts as won for whoever leaves it up on chips.
    if (after && previous.phase === 'playing' && next.phase === 'finished') {
      for (const [p, entry] of Object.entries(after.ledger)) {
        const stack = after.seats.find((seat) => seat.id === p)?.stack ?? 0;
        const net = stack + entry.cashedOut - entry.boughtIn;
        tally.add(p, 'played', 1);
        tally.add(p, 'won', net > 0 ? 1 : 0);
        tally.add(p, 'net', net);
      }
    }
  },
};
