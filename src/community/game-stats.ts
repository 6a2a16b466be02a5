import type { GameId } from '../kernel/engine.js';
import type { GameCatalog } from '../kernel/catalog.js';
import type { BoardMetric, FigureMode } from './figures.js';

/** What a game's leaderboard ranks by, as its stats declare it. */
export function boardMetric(games: GameCatalog, game: GameId): BoardMetric {
  const { figure } = games.plugin(game).stats.board;
  return { figure, mode: figureMode(games, game)(figure) };
}

/** How a game keeps a figure: one it does not declare (anymore) adds up. */
export const figureMode =
  (games: GameCatalog, game: GameId) =>
  (figure: string): FigureMode =>
    games.plugin(game).stats.figures[figure]?.mode ?? 'add';
