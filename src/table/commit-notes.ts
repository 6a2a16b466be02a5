import type { GameEvent } from '../kernel/engine.js';
import { gameLogEntry } from '../history/game-log.js';
import { playersToPing } from './ping-policy.js';
import type { Session } from '../kernel/session.js';
import type { CommitNotes } from './session-store.js';
import type { GameCatalog } from '../kernel/catalog.js';

/**
 * What a move's commit writes beside the table in the same atomic write: whether the interaction's
 * answer shows it, the turn ping it owes, and its move-list entry.
 */
const noTurn = (s: Session): boolean => s.phase !== 'playing' || s.turnToken === null;

export function commitNotes(
  games: GameCatalog,
  next: Session,
  previous: Session,
  events: readonly GameEvent[],
  actor: string | undefined,
  tableShown: boolean,
): CommitNotes {
  const players = playersToPing(games, next, previous, actor ?? null);
  const entry = gameLogEntry(games, { session: next, events });
  return {
    ...(tableShown ? { shown: true } : {}),
    ...(players.length > 0 ? { ping: { sessionId: next.id, turnToken: next.turnToken, players } } : noTurn(next) ? { ping: null } : {}),
    ...(entry ? { moves: JSON.stringify(entry) } : {}),
  };
}
