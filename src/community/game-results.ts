import type { GameEvent } from '../games/engine.js';
import { pluginFor } from '../games/registry.js';
import type { Session } from '../table/session.js';
import type { GameResult } from './figures.js';
import { Tally } from './tally.js';
import { hasComputers } from '../computers/seats.js';

const computerPlayedIn = (session: Session): boolean => (session.computerPlayedFor?.length ?? 0) > 0;

/**
 * What a committed transition adds to the server's stats, or null when nothing: the table's game
 * says what (its stats hook). Pure: the same transition always gives the same result, and the
 * store applies it only with the commit itself.
 */
export function gameResult(previous: Session, next: Session, events: readonly GameEvent[], at: number): GameResult | null {
  // A game with computer players, or one where the computer played for an away person, is kept in the
  // history and the game log, never in stats or on boards.
  if (!next.guildId || previous.id !== next.id || hasComputers(previous) || hasComputers(next) || computerPlayedIn(next)) return null;
  const { stats } = pluginFor(next.game);
  const tally = new Tally(stats.figures);
  stats.record({ previous, next, events }, tally);
  const players = tally.players;
  return players.length === 0 ? null : { guildId: next.guildId, game: next.game, at, players };
}
