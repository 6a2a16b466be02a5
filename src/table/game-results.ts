import type { GameEvent } from '../kernel/engine.js';
import type { GameCatalog } from '../kernel/catalog.js';
import type { Session } from '../kernel/session.js';
import type { GameResult } from '../community/figures.js';
import { Tally } from '../community/tally.js';
import { hasComputers } from '../computers/seats.js';
import { statsPlaceOf } from '../community/stats-place.js';

const computerPlayedIn = (session: Session): boolean => (session.computerPlayedFor?.length ?? 0) > 0;

/**
 * What a committed transition adds to the server's stats, or null when nothing: the table's game
 * says what (its stats hook). Pure: the same transition always gives the same result, and the
 * store applies it only with the commit itself.
 */
export function gameResult(games: GameCatalog, previous: Session, next: Session, events: readonly GameEvent[], at: number): GameResult | null {
  // A game with computer players, or one where the computer played for an away person, is kept in the
  // history and the game log, never in stats or on boards.
  // A server's table counts in that server's figures; a group DM's (or DM's) in that conversation's own.
  const place = statsPlaceOf(next);
  if (!place || previous.id !== next.id || hasComputers(previous) || hasComputers(next) || computerPlayedIn(next)) return null;
  const { stats } = games.plugin(next.game);
  const tally = new Tally(stats.figures);
  stats.record({ previous, next, events }, tally);
  const players = tally.players;
  return players.length === 0 ? null : { guildId: place, game: next.game, at, players };
}
