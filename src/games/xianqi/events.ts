import type { LeftEvent, PlayerId, TimeoutEvent } from '../../kernel/engine.js';
import type { Settlement } from './actions.js';

/** Everything a 掀棋 engine reports. */
export type XianqiEvent =
  | { type: 'dealt'; gameNo: number; starter: PlayerId }
  | { type: 'kou' | 'nokou'; player: PlayerId }
  | { type: 'xian'; player: PlayerId; kou: PlayerId }
  | { type: 'no-xian'; player: PlayerId }
  | { type: 'played' | 'discarded'; player: PlayerId; count: number }
  | { type: 'round-won'; player: PlayerId; count: number }
  | { type: 'settled'; reason: Settlement['reason']; changes: Record<PlayerId, number> }
  | TimeoutEvent
  | LeftEvent;
