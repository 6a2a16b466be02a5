import type { SeatSight } from '../../kernel/engine.js';
import type { Rng } from '../../rng.js';
import type { BobingAction, BobingState } from './actions.js';

/**
 * 博饼 has no decisions: a computer rolls when its turn comes (a computer seat marked away comes back
 * first; for an away person, `standIn`, it just rolls).
 */
export function bobingComputer(sight: SeatSight<BobingState, BobingState>, _rng: Rng): BobingAction {
  return !sight.standIn && sight.table.away.includes(sight.player) ? { type: 'back' } : { type: 'roll' };
}
