import type { GameId } from '../games/engine.js';
import { rollDie } from '../rng.js';
import { shuffledDeck, type Card } from '../games/holdem/cards.js';
import { shuffle } from '../rng.js';
import { PILE, type Piece } from '../games/xianqi/pieces.js';
import { commitmentOf, HEX_64 } from './commitment.js';
import { seededRng } from './seeded-rng.js';

/** Dice games draw one die at a time; without a recorded count the verifier shows this many. */
export const DEFAULT_DICE = 100;

export type Replay =
  | { kind: 'dice'; dice: number[] }
  | { kind: 'deck'; deck: Card[] }
  | { kind: 'pile'; firstStarterSeat: number | null; pile: Piece[] };

export interface Verification {
  commitment: string;
  replay: Replay;
  /** Stream words read, to compare with the count the table revealed. */
  draws: number;
}

/**
 * Every draw of a game (a Hold'em hand, a 掀棋 game) from its seed and public value, interpreted
 * the way the engine uses them: dice 1-6 in the order rolled, the shuffled deck (dealt from the
 * front), or 掀棋's shuffled pile (after the first starter's seat, drawn in a table's first game only).
 * `draws`, the count the table revealed, stops the dice exactly where the game stopped.
 */
export function replayDraws(game: GameId, seedHex: string, publicValue: string, options: { draws?: number; firstGame?: boolean } = {}): Verification {
  if (!HEX_64.test(seedHex)) throw new Error('the seed must be 64 lowercase hex digits');
  const rng = seededRng(seedHex, publicValue);
  const commitment = commitmentOf(seedHex);
  switch (game) {
    case 'holdem':
      return { commitment, replay: { kind: 'deck', deck: shuffledDeck(rng) }, draws: rng.position };
    case 'xianqi': {
      const firstStarterSeat = options.firstGame ? rng.int(3) : null;
      return { commitment, replay: { kind: 'pile', firstStarterSeat, pile: shuffle(rng, PILE) }, draws: rng.position };
    }
    default: {
      const dice: number[] = [];
      const until = options.draws;
      while (until === undefined ? dice.length < DEFAULT_DICE : rng.position < until) dice.push(rollDie(rng));
      return { commitment, replay: { kind: 'dice', dice }, draws: rng.position };
    }
  }
}
