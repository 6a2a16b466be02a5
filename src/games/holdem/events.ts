import type { LeftEvent, PlayerId, TimeoutEvent } from '../../kernel/engine.js';
import type { Hand } from './actions.js';

/** A betting move as the hand's log keeps it: what it became (a bet, a raise, all-in) and its street total. */
export type LoggedMove = Hand['log'][number];

/** Everything a Hold'em engine reports. */
export type HoldemEvent =
  | { type: 'fold' | 'check' | 'call' | 'raise' | 'allin'; player: PlayerId; move: LoggedMove | undefined; seq: number }
  | { type: 'sat' | 'topped-up'; player: PlayerId }
  | { type: 'hand-started'; handNo: number; button: PlayerId }
  | { type: 'street'; street: Hand['street'] }
  | { type: 'showdown'; players: PlayerId[] }
  | { type: 'hand-finished'; handNo: number }
  | TimeoutEvent
  | LeftEvent;
