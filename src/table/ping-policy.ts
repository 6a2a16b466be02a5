import type { GameCatalog } from '../kernel/catalog.js';
import type { Session } from '../kernel/session.js';
import { isHuman } from '../computers/seats.js';

/**
 * Whom a committed change should ping with "your turn": the players who must act now, and only
 * when a new turn has started. Nobody when the game is not running or the table is paused (no turn
 * token), nobody again for the same turn, never the player who just acted (they are looking at the
 * table), nor anyone away or no longer seated.
 */
export function playersToPing(games: GameCatalog, session: Session, previous: Session | null, actor: string | null): string[] {
  if (session.phase !== 'playing' || session.turnToken === null || session.state === null) return [];
  const sameTurn = previous !== null && previous.id === session.id && previous.phase === 'playing' && previous.turnToken === session.turnToken;
  if (sameTurn) return [];
  const engine = games.engine(session.game);
  const present = new Set(engine.present(session.state));
  const seated = new Set(session.players.map((p) => p.id));
  return engine.actors(session.state).filter((p) => p !== actor && present.has(p) && seated.has(p) && isHuman(p));
}
