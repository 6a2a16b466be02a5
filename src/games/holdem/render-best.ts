import type { Card } from './cards.js';
import { scoreHand } from './evaluator.js';

/**
 * The five cards that make the best hand of `cards` (5 to 7): the first five-card choice, in the
 * order given, that scores as much as all of them. Hole cards first makes them preferred on ties.
 */
export function bestFive(cards: readonly Card[]): Card[] {
  if (cards.length <= 5) return [...cards];
  const target = scoreHand(cards);
  const n = cards.length;
  for (let a = 0; a < n; a++)
    for (let b = a + 1; b < n; b++)
      for (let c = b + 1; c < n; c++)
        for (let d = c + 1; d < n; d++)
          for (let e = d + 1; e < n; e++) {
            const five = [cards[a]!, cards[b]!, cards[c]!, cards[d]!, cards[e]!];
            if (scoreHand(five) === target) return five;
          }
  throw new Error('bestFive: no five cards reach the hand score');
}
