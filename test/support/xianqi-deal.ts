import { PILE, type Piece } from '../../src/games/xianqi/pieces.js';
import { drawsForOrder } from './decks.js';

/** A deal with no black hand, used by the engine, view and end-to-end tests (seats a, b, c in order). */
export const SCRIPTED_HANDS: [Piece[], Piece[], Piece[]] = [
  ['rS1', 'rS2', 'rX1', 'rM1', 'rM2', 'rC1', 'rC2', 'bN1'],
  ['bS1', 'bS2', 'bX1', 'bM1', 'bM2', 'bC1', 'bC2', 'rN1'],
  ['rX2', 'bX2', 'rG1', 'bG1', 'rN2', 'rN3', 'bN2', 'bN3'],
];

/** The draws for the first starter (seat index) and then the shuffle that deals `hands`. */
export const drawsForDeal = (hands: [Piece[], Piece[], Piece[]], starter = 0): number[] => [starter, ...drawsForOrder(PILE, hands.flat())];
