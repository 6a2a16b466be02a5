import type { PlayerId } from './engine.js';
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

/** One person's figures at one game, by figure name. */
export type Figures = Readonly<Record<string, number | undefined>>;

/** What one finishing transition adds to one person's figures. */
export interface PlayerResult {
  userId: PlayerId;
  add: Record<string, number>;
  best: Record<string, number>;
}

/**
 * What one committed change adds to the figures a game declared, per person (src/community/tally.ts
 * keeps it): a game's `stats.record` hook writes into it.
 */
export interface FigureTally<Figure extends string> {
  add(userId: PlayerId, figure: Figure, value: number): void;
  best(userId: PlayerId, figure: Figure, value: number): void;
  /** A game played to its end: every participant played it (leavers too), only the winners won. */
  played(this: FigureTally<Figure | 'played' | 'won'>, players: readonly PlayerId[], winners: readonly PlayerId[]): void;
}

/** One place on a leaderboard. */
export interface BoardEntry {
  userId: string;
  score: number;
}
