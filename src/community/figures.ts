import type { GameId, PlayerId } from '../games/engine.js';
import { ZHUANGYUAN_KINDS, type ZhuangyuanKind } from '../games/bobing/classify.js';

/** Figures that add up over games (net chips may be negative). */
export const COUNTERS = ['played', 'won', 'scoreSum', 'scored', 'zhuangyuanWon', 'challengesWon', 'handsPlayed', 'handsWon', 'net'] as const;
export type Counter = (typeof COUNTERS)[number];

/** Figures that keep the highest value ever recorded. */
export const BESTS = ['bestScore', 'bestKind'] as const;
export type Best = (typeof BESTS)[number];

export type Figure = Counter | Best;
export type Figures = Partial<Record<Figure, number>>;

/** What one finishing transition adds to one person's figures. */
export interface PlayerResult {
  userId: PlayerId;
  add: Partial<Record<Counter, number>>;
  best: Partial<Record<Best, number>>;
}

/**
 * The stats a committed transition carries: derived purely from the transition, applied by the
 * store in the same atomic write as the table (so it happens exactly when the commit does).
 */
export interface GameResult {
  guildId: string;
  game: GameId;
  /** Epoch ms of the transition: picks the week and month the result counts in (UTC). */
  at: number;
  players: PlayerResult[];
}

/** What a game's leaderboard ranks by: a figure that adds up, or the best one reached. */
export interface BoardMetric {
  figure: Figure;
  mode: 'add' | 'best';
}

export const BOARD_METRICS: Record<GameId, BoardMetric> = {
  pirate: { figure: 'won', mode: 'add' },
  yahtzee: { figure: 'bestScore', mode: 'best' },
  bobing: { figure: 'won', mode: 'add' },
  holdem: { figure: 'net', mode: 'add' },
  xianqi: { figure: 'net', mode: 'add' },
};

/** The figures shown for each game, in order. */
export const GAME_FIGURES: Record<GameId, readonly Figure[]> = {
  pirate: ['played', 'won', 'challengesWon'],
  yahtzee: ['played', 'won', 'bestScore', 'scoreSum'],
  bobing: ['played', 'won', 'zhuangyuanWon', 'bestKind'],
  holdem: ['played', 'won', 'handsPlayed', 'handsWon', 'net'],
  xianqi: ['played', 'won', 'net'],
};

/** 状元 kinds are stored as 1 (四点红) to 7 (插金花), so "best" is the highest number; 0 is none. */
export const kindRank = (kind: ZhuangyuanKind): number => ZHUANGYUAN_KINDS.indexOf(kind) + 1;
export const kindOfRank = (rank: number): ZhuangyuanKind | null => ZHUANGYUAN_KINDS[rank - 1] ?? null;

export const isBest = (figure: Figure): figure is Best => (BESTS as readonly string[]).includes(figure);

/** Figures read from several places (the store's buckets) folded into one: counters add, bests keep the highest. */
export function mergeFigures(parts: readonly Figures[]): Figures {
  const merged: Figures = {};
  for (const part of parts) {
    for (const [figure, value] of Object.entries(part) as Array<[Figure, number]>) {
      const before = merged[figure];
      merged[figure] = before === undefined ? value : isBest(figure) ? Math.max(before, value) : before + value;
    }
  }
  return merged;
}
