import type { GameEvent } from '../games/engine.js';
import type { Session } from '../store/session.js';

export const gameLog = (sessionId: string): string => `game:${sessionId}`;

/** One committed move of a game other than Hold'em, as its log keeps it: the engine's events, which never carry hidden values. */
export interface GameLogEntry {
  version: number;
  events: GameEvent[];
}

export function gameLogEntry({ session, events }: { session: Session; events: GameEvent[] }): GameLogEntry | null {
  if (events.length === 0) return null;
  return { version: session.version, events };
}
