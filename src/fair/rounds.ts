import type { GameCatalog } from '../kernel/catalog.js';
import type { Session } from '../kernel/session.js';

/**
 * What one seed covers: a whole game, except at games that deal again and again within one
 * session (their fairness `parts`: each Hold'em hand, each 掀棋 game of the table's series).
 * Returns a name for the part being played now, or null between them (lobby, between hands, over).
 */
export function playingPart(games: GameCatalog, session: Session): string | null {
  if (session.phase !== 'playing' || session.closedBy || session.state === null) return null;
  const { parts } = games.plugin(session.game).fair;
  return parts ? parts.current(session.state) : 'game';
}

/** The number of the last part dealt, for games that deal many per session. */
export function roundNumber(games: GameCatalog, session: Session): number | null {
  if (session.state === null) return null;
  return games.plugin(session.game).fair.parts?.number(session.state) ?? null;
}
