import type { BackEvent, LeftEvent, PlayerId, TimeoutEvent } from '../../kernel/engine.js';
import type { Box } from './scoring.js';

/** Everything a Yahtzee engine reports. */
export type YahtzeeEvent =
  | { type: 'rolled'; player: PlayerId }
  | { type: 'scored'; player: PlayerId; box: Box; points: number; extra: boolean; auto: boolean }
  | { type: 'away'; player: PlayerId }
  | { type: 'finished' }
  | TimeoutEvent
  | LeftEvent
  | BackEvent;
