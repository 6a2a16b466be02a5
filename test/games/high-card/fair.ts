import type { GameFairness } from '../../../src/kernel/plugin.js';
import type { HighCardState } from './actions.js';
import { DECK } from './cards.js';

export type CardsReplay = { kind: 'cards'; cards: string[] };

/** One seed covers the game: each draw takes one of the cards left, in the order drawn, up to the recorded count of stream words. */
export const highCardFair: GameFairness<HighCardState, CardsReplay> = {
  replay(rng, { draws }) {
    const left = [...DECK];
    const cards: string[] = [];
    while (left.length > 0 && (draws === undefined ? cards.length < DECK.length : rng.position < draws)) cards.push(left.splice(rng.int(left.length), 1)[0]!);
    return { kind: 'cards', cards };
  },
  describe: (replay) => [`cards drawn, in order (${replay.cards.length}):`, replay.cards.join(' ')],
};
