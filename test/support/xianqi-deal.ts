import { PILE, type Piece } from '../../src/games/xianqi/pieces.js';
import { drawsForOrder } from './decks.js';
import { xianqi } from '../../src/games/xianqi/rules.js';
import type { XianqiAction, XianqiState } from '../../src/games/xianqi/actions.js';
import type { Rng } from '../../src/rng.js';

/** A deal with no black hand, used by the engine, view and end-to-end tests (seats a, b, c in order). */
export const SCRIPTED_HANDS: [Piece[], Piece[], Piece[]] = [
  ['rS1', 'rS2', 'rX1', 'rM1', 'rM2', 'rC1', 'rC2', 'bN1'],
  ['bS1', 'bS2', 'bX1', 'bM1', 'bM2', 'bC1', 'bC2', 'rN1'],
  ['rX2', 'bX2', 'rG1', 'bG1', 'rN2', 'rN3', 'bN2', 'bN3'],
];

/** The draws for the first starter (seat index) and then the shuffle that deals `hands`. */
export const drawsForDeal = (hands: [Piece[], Piece[], Piece[]], starter = 0): number[] => [starter, ...drawsForOrder(PILE, hands.flat())];

/** A random legal move for `player`, the one whose turn it is (tests that play whole games at random). */
export function randomXianqiMove(s: XianqiState, player: string, rng: Rng): XianqiAction {
  const choice = xianqi.playerView(s, player).choice;
  const options: XianqiAction[] =
    s.phase === 'decide'
      ? [{ type: 'kou' }, { type: 'nokou' }]
      : s.phase === 'ask'
        ? [{ type: 'xian' }, { type: 'pass' }]
        : choice!.kind === 'discard'
          ? [{ type: 'discard', pieces: s.secret.hands[player]!.slice(0, choice!.count) }]
          : choice!.options.map((pieces) => ({ type: 'play', pieces }) as XianqiAction);
  return options[rng.int(options.length)]!;
}
