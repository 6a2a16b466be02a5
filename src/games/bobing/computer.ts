import type { SeatSight } from '../engine.js';
import type { Rng } from '../../rng.js';
import type { BobingAction, BobingState } from './actions.js';

/** 博饼 has no decisions: a computer rolls when its turn comes (and comes back first if it was marked away). */
export function bobingComputer(sight: SeatSight<BobingState, BobingState>, _rng: Rng): BobingAction {
  return sight.table.away.includes(sight.player) ? { type: 'back' } : { type: 'roll' };
}
