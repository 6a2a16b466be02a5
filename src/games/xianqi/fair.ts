import type { GameFairness } from '../../kernel/plugin.js';
import { chunks } from '../../fair/replays.js';
import { shuffle } from '../../rng.js';
import type { XianqiState } from './actions.js';
import { PILE, type Piece } from './pieces.js';

export type XianqiReplay = { kind: 'pile'; firstStarterSeat: number | null; pile: Piece[] };

/** The verify command's word for a table's first game, which also drew its first round-start player. */
const FIRST = 'first';

/** Each game of the table's series draws from its own seed: the shuffled pile (after the first starter's seat in a table's first game). */
export const xianqiFair: GameFairness<XianqiState, XianqiReplay> = {
  parts: {
    current: (state) => (state.phase === 'between' || state.phase === 'over' ? null : `game ${state.gameNo}`),
    number: (state) => state.gameNo,
    noun: 'game',
  },
  verifyArgs: (revealed) => (revealed.round === 1 ? [FIRST] : []),
  replay(rng, { args }) {
    const firstStarterSeat = args.includes(FIRST) ? rng.int(3) : null;
    return { kind: 'pile', firstStarterSeat, pile: shuffle(rng, PILE) };
  },
  describe: (replay) => [
    ...(replay.firstStarterSeat === null ? [] : [`first round-start player: seat ${replay.firstStarterSeat + 1} of 3`]),
    'the pile, dealt 8 pieces to each seat in order:',
    ...chunks(replay.pile, 8).map((hand, i) => `seat ${i + 1}: ${hand.join(' ')}`),
  ],
};
