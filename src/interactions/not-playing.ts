import { isSeated } from '../table/runner.js';
import type { PlayerId } from '../kernel/engine.js';
import type { Session } from '../kernel/session.js';
import type { GameCatalog } from '../kernel/catalog.js';

/** Why someone has no private panel at this table, or null when they have one. */
export function noPanelReason(
  games: GameCatalog,
  session: Session,
  player: PlayerId,
): 'error.notStarted' | 'error.gameOver' | 'error.youLeft' | 'error.youLeftSitAgain' | 'notice.notPlaying' | null {
  if (session.phase === 'lobby') return 'error.notStarted';
  if (session.phase !== 'playing') return 'error.gameOver';
  if (isSeated(session, player)) return null;
  const engine = games.engine(session.game);
  if (!engine.hasLeft(session.state, player)) return 'notice.notPlaying';
  return engine.joinAction === undefined ? 'error.youLeft' : 'error.youLeftSitAgain';
}
