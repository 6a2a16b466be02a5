import type { LeftEvent, PlayerId, TimeoutEvent } from '../../../src/kernel/engine.js';

export type HighCardEvent = { type: 'drew'; player: PlayerId; card: string } | { type: 'finished'; winners: PlayerId[] } | TimeoutEvent | LeftEvent;
