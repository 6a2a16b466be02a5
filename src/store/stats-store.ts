import type { GameId } from '../kernel/engine.js';
import { mergeFigures, type Figures } from '../community/figures.js';
import type { BoardEntry } from '../table/session-store.js';
import { boardMetric, figureMode } from '../community/game-stats.js';
import type { GameCatalog } from '../kernel/catalog.js';

/** Folds per-bucket hashes (strings, as Redis returns them) into one person's figures, each the way the game keeps it. */
export function foldFigures(games: GameCatalog, game: GameId, hashes: ReadonlyArray<Record<string, string | number>>): Figures {
  return mergeFigures(
    hashes.map((h) => Object.fromEntries(Object.entries(h).map(([k, v]) => [k, Number(v)]))),
    figureMode(games, game),
  );
}

/** Folds per-bucket boards into one, by the game's metric (added, or the best kept), and sorts it. */
export function foldBoards(games: GameCatalog, game: GameId, boards: ReadonlyArray<ReadonlyArray<BoardEntry>>): BoardEntry[] {
  const best = boardMetric(games, game).mode === 'best';
  const scores = new Map<string, number>();
  for (const board of boards) {
    for (const { userId, score } of board) {
      const before = scores.get(userId);
      scores.set(userId, before === undefined ? score : best ? Math.max(before, score) : before + score);
    }
  }
  return [...scores.entries()]
    .map(([userId, score]) => ({ userId, score }))
    .sort((a, b) => b.score - a.score || a.userId.length - b.userId.length || (a.userId < b.userId ? -1 : a.userId > b.userId ? 1 : 0));
}
