import type { LeftEvent, PlayerId, TimeoutEvent } from '../../kernel/engine.js';

/** Everything a Pirate Dice engine reports. */
export type PirateEvent =
  | { type: 'bet'; player: PlayerId; face: number; count: number }
  | { type: 'challenged'; challenger: PlayerId; bettor: PlayerId; actual: number; bet: number; eliminated: PlayerId[] }
  | { type: 'round-started'; starter: PlayerId }
  | { type: 'removed'; player: PlayerId; reason: 'timed-out' | 'left' }
  | { type: 'won'; player: PlayerId }
  | TimeoutEvent
  | LeftEvent;
