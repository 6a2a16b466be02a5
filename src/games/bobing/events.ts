import type { BackEvent, LeftEvent, PlayerId, TimeoutEvent } from '../../kernel/engine.js';
import type { RollRecord } from './actions.js';

/** Everything a 博饼 engine reports. */
export type BobingEvent =
  | { type: 'rolled'; player: PlayerId; tier: RollRecord['tier']; kind: RollRecord['kind']; result: RollRecord['result'] }
  | { type: 'finished' }
  | TimeoutEvent
  | LeftEvent
  | BackEvent;
