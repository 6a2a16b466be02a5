import type { GameId, PlayerId } from '../games/engine.js';
import type { Translate } from '../i18n/catalog.js';

/**
 * A figure adds up over games (games won, net chips, which may be negative), or keeps the
 * highest value ever recorded (a best score).
 */
export type FigureMode = 'add' | 'best';

/** One figure a game keeps: how it is kept, and its line in /stats (null: not shown on its own, such as a sum behind an average). */
export interface FigureKind {
  readonly mode: FigureMode;
  line(value: number, figures: Figures, t: Translate): string | null;
}

export const counter = (line: FigureKind['line']): FigureKind => ({ mode: 'add', line });
export const highest = (line: FigureKind['line']): FigureKind => ({ mode: 'best', line });

/** One person's figures at one game, by figure name. */
export type Figures = Readonly<Record<string, number | undefined>>;

/** What one finishing transition adds to one person's figures. */
export interface PlayerResult {
  userId: PlayerId;
  add: Record<string, number>;
  best: Record<string, number>;
}

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
