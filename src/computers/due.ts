import type { Session } from '../table/session.js';
import { computersToAct } from './sight.js';

/**
 * When a computer seat acts next after a change: a pause from now while one must act and the table
 * runs (it has a turn: a table where no person is present has none), else never. Stored in the
 * session and indexed with the turn timer, so a restart picks it up where it was.
 */
export function computerDueOf(next: Session, now: number, pauseMs: number): number | null {
  if (next.phase !== 'playing' || next.turnToken === null) return null;
  return computersToAct(next).length > 0 ? now + pauseMs : null;
}
