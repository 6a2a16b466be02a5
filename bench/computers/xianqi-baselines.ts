import { type Rng, shuffle } from '../../src/rng.js';
import type { XianqiAction } from '../../src/games/xianqi/actions.js';
import { lowestPieces } from '../../src/games/xianqi/combos.js';
import type { XianqiSight } from '../../src/games/xianqi/computer-sample.js';

/** Reference player: uniform over the legal actions (a discard is a uniform set of the round's count). */
export function randomXianqi(sight: XianqiSight, rng: Rng): XianqiAction {
  const { table, own } = sight;
  if (table.phase === 'decide') return rng.int(2) === 0 ? { type: 'kou' } : { type: 'nokou' };
  if (table.phase === 'ask') return rng.int(2) === 0 ? { type: 'xian' } : { type: 'pass' };
  const choice = own.choice!;
  if (choice.kind === 'discard') return { type: 'discard', pieces: shuffle(rng, own.hand).slice(0, choice.count) };
  return { type: 'play', pieces: choice.options[rng.int(choice.options.length)]! };
}

/** Reference player: never 扣, never 掀; leads and beats with the lowest combination; discards its lowest pieces. */
export function greedyXianqi(sight: XianqiSight): XianqiAction {
  const { table, own } = sight;
  if (table.phase === 'decide') return { type: 'nokou' };
  if (table.phase === 'ask') return { type: 'pass' };
  const choice = own.choice!;
  if (choice.kind === 'discard') return { type: 'discard', pieces: lowestPieces(own.hand, choice.count) };
  return { type: 'play', pieces: choice.options[0]! };
}
