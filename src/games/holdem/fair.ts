import type { GameFairness } from '../../kernel/plugin.js';
import type { HoldemState } from './actions.js';
import { shuffledDeck, showCards, type Card } from './cards.js';

export type DeckReplay = { kind: 'deck'; deck: Card[] };

/** Each hand draws from its own seed: the whole shuffled deck, dealt from the front. */
export const holdemFair: GameFairness<HoldemState, DeckReplay> = {
  parts: {
    current: (state) => (state.hand ? `hand ${state.handNo}` : null),
    number: (state) => state.handNo,
    noun: 'hand',
  },
  replay: (rng) => ({ kind: 'deck', deck: shuffledDeck(rng) }),
  describe: (replay) => [
    'the deck, dealt from the front: one card to each player from the seat after the button, then a second round; the board comes from the rest in order',
    showCards(replay.deck),
    replay.deck.join(' '),
  ],
};
