import type { AnyGame } from '../kernel/engine.js';
import type { Session } from '../kernel/session.js';
import type { GameCatalog } from '../kernel/catalog.js';
import { waitsForPeople } from './seats.js';
import { computersToAct } from './sight.js';
import { pauseBefore, type ComputerPauses } from './pause.js';

/**
 * Whether the table waits (no turn, no timer, no computer move): no deal is under way, and nobody
 * is present, or no person is present while one who is away may come back. Computers never keep a table of absent people
 * going; a person out of the game for good (out of dice) lets the computers play it out.
 */
export function waiting(engine: AnyGame, state: unknown): boolean {
  // A deal under way (a Hold'em hand) plays to its end: the timer acts for a player who sat out in it.
  if (engine.dealInPlay?.(state)) return false;
  return waitsForPeople(engine.present(state), engine.away?.(state) ?? []);
}

/**
 * When a computer seat acts next after a change: a pause from now while one must act and the table
 * runs (it has a turn: a table where no person is present has none), else never; at once when no
 * person is left in the game (`pauseBefore`), so its end shows without a wait. Stored in the
 * session and indexed with the turn timer, so a restart picks it up where it was.
 */
export function computerDueOf(games: GameCatalog, next: Session, now: number, pauses: ComputerPauses): number | null {
  if (next.phase !== 'playing' || next.turnToken === null) return null;
  return computersToAct(games, next).length > 0 ? now + pauseBefore(games, next, pauses) : null;
}
