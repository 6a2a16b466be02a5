import type { GameId } from '../kernel/engine.js';
import { pluginFor } from '../games/registry.js';
import type { BoardMetric, FigureMode } from './figures.js';

/** What a game's leaderboard ranks by, as its stats declare it. */
export function boardMetric(game: GameId): BoardMetric {
  const { figure } = pluginFor(game).stats.board;
  return { figure, mode: figureMode(game)(figure) };
}

/** How a game keeps a figure: one it does not declare (anymore) adds up. */
export const figureMode =
  (game: GameId) =>
  (figure: string): FigureMode =>
    pluginFor(game).stats.figures[figure]?.mode ?? 'add';
