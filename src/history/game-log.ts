import { z } from 'zod';
import type { GameEvent, GameId } from '../kernel/engine.js';
import type { AnyGamePlugin } from '../kernel/plugin.js';
import type { GameCatalog } from '../kernel/catalog.js';
import type { Session } from '../kernel/session.js';
import type { Translate } from '../i18n/catalog.js';
import type { LogLineData } from './log-lines.js';

/** A session's move list, written by the store with each commit (CommitNotes.moves). */
/** The open log of a table's move list, beside its table (store/keys.ts keys it the same way). */
export const gameLog = (sessionId: string): string => `game:${sessionId}`;

/**
 * One committed move of a game that keeps a move list, as its log keeps it: the lines the game
 * made of the move's events, read against its public view only, so a value that was never
 * revealed cannot be in it. `game` names whose lines they are (absent in entries written before
 * games were named in them).
 */
export interface GameLogEntry {
  version: number;
  game?: GameId;
  lines: LogLineData[];
}

const entrySchema = z.object({ version: z.number().int(), game: z.string().optional(), lines: z.array(z.looseObject({ type: z.string() })) });

/** A stored entry, or null when it cannot be read. */
export function parseGameLogEntry(raw: string): GameLogEntry | null {
  try {
    const parsed = entrySchema.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

export function gameLogEntry(games: GameCatalog, { session, events }: { session: Session; events: readonly GameEvent[] }): GameLogEntry | null {
  const { engine, log } = games.plugin(session.game);
  if (!log || session.state === null || events.length === 0) return null;
  // Only what everyone can see: the public view, never the state's hidden part.
  const view = engine.publicView(session.state);
  const lines = events.flatMap((e) => log.lines(e, view) ?? []);
  return lines.length ? { version: session.version, game: session.game, lines } : null;
}

/** The game whose lines an entry holds: the one it names, or (an older entry) the first whose lines they all are. */
function gameOf(games: GameCatalog, entry: GameLogEntry): AnyGamePlugin | null {
  if (entry.game !== undefined) return games.isGameId(entry.game) ? games.plugin(entry.game) : null;
  const reads = (log: AnyGamePlugin['log']): boolean => log !== undefined && entry.lines.every((line) => log.lineSchema.safeParse(line).success);
  return games.list().find((p) => reads(p.log)) ?? null;
}

/** The whole move list of a game, oldest first, in the reader's language; a line no game reads is left out. */
export function gameLogText(games: GameCatalog, entries: readonly GameLogEntry[], t: Translate): string[] {
  return [...entries]
    .sort((a, b) => a.version - b.version)
    .flatMap((entry) => {
      const log = gameOf(games, entry)?.log;
      if (!log) return [];
      return entry.lines.flatMap((line) => {
        const parsed = log.lineSchema.safeParse(line);
        return parsed.success ? [log.text(parsed.data, t)] : [];
      });
    });
}
