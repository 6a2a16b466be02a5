import type { AnyGame, GameId } from '../kernel/engine.js';
import type { GameCatalog } from '../kernel/catalog.js';
import type { Session } from '../kernel/session.js';
import { isHuman } from './seats.js';

/**
 * How long a computer pauses before its move, so a person can follow the table: one pause for every
 * game (`COMPUTER_PAUSE_MS`), and games whose moves take longer to read given their own
 * (`COMPUTER_PAUSE_PIRATE_MS`). A bare number is the pause of every game (tests).
 */
export type ComputerPauses = number | { ms: number; byGame?: Partial<Record<GameId, number>> };

/**
 * Games whose computer moves take longer to read than a roll or a score, as a multiple of the
 * common pause when the game's own is not configured. A Pirate Dice bet changes what every player
 * must beat; at 0.7 s a run of them was too fast to follow, so it waits 2.5 times as long (1.75 s).
 */
const READING_TIME: Partial<Record<GameId, number>> = { pirate: 2.5 };

/** The pause before a computer's move at `game` when a person is there to watch. */
export function pauseOf(game: GameId, pauses: ComputerPauses): number {
  const common = typeof pauses === 'number' ? pauses : pauses.ms;
  const own = typeof pauses === 'number' ? undefined : pauses.byGame?.[game];
  return own ?? Math.round(common * (READING_TIME[game] ?? 1));
}

/**
 * Whether a person may still play in or watch for this game's moves: someone present or away who may
 * come back, or a game where a person may sit down mid-game (Hold'em). Otherwise the last person is
 * out (of dice, say) or left, and the computers play the game to its end with no pause.
 */
export function peopleInGame(engine: AnyGame, state: unknown): boolean {
  if (engine.joinAction !== undefined) return true;
  return [...engine.present(state), ...(engine.away?.(state) ?? [])].some(isHuman);
}

/** The pause before the next computer move at this table: none once no person is left in the game. */
export function pauseBefore(games: GameCatalog, session: Session, pauses: ComputerPauses): number {
  return peopleInGame(games.engine(session.game), session.state) ? pauseOf(session.game, pauses) : 0;
}
