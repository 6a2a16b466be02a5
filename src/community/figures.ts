import type { GameId } from '../kernel/engine.js';
import type { Translate } from '../i18n/catalog.js';
import type { FigureKind, FigureMode, Figures, PlayerResult } from '../kernel/stats.js';

export type { FigureKind, FigureMode, Figures, PlayerResult };

export const counter = (line: FigureKind['line']): FigureKind => ({ mode: 'add', line });
export const highest = (line: FigureKind['line']): FigureKind => ({ mode: 'best', line });

/**
 * The stats a committed transition carries: derived purely from the transition, applied by the
 * store in the same atomic write as the table (so it happens exactly when the commit does).
 */
export interface GameResult {
  /** Whose figures: the server's id, or for a group DM (or DM) its channel's (interactions/place.ts statsPlaceOf). */
  guildId: string;
  game: GameId;
  /** Epoch ms of the transition: picks the week and month the result counts in (UTC). */
  at: number;
  players: PlayerResult[];
}

/** What a game's leaderboard ranks by: a figure that adds up, or the best one reached. */
export interface BoardMetric {
  figure: string;
  mode: FigureMode;
}

export const signed = (n: number): string => (n > 0 ? `+${n}` : String(n));

/** The figures most games keep. */
export const PLAYED = counter((value, _figures, t) => t('stats.played', { value }));
export const WON = counter((value, _figures, t) => t('stats.won', { value }));
export const NET = counter((value, _figures, t) => t('stats.net', { value: signed(value) }));

/** Leaderboard headings for the usual metrics. */
export const RANKED_BY = {
  won: (t: Translate) => t('board.by.won'),
  bestScore: (t: Translate) => t('board.by.bestScore'),
  net: (t: Translate) => t('board.by.net'),
};

/** Figures read from several places (the store's buckets) folded into one: counters add, bests keep the highest. */
export function mergeFigures(parts: readonly Figures[], modeOf: (figure: string) => FigureMode): Record<string, number> {
  const merged: Record<string, number> = {};
  for (const part of parts) {
    for (const [figure, value] of Object.entries(part)) {
      if (value === undefined) continue;
      const before = merged[figure];
      merged[figure] = before === undefined ? value : modeOf(figure) === 'best' ? Math.max(before, value) : before + value;
    }
  }
  return merged;
}
