import { z } from 'zod';
import { GAME_IDS } from '../store/session.js';
import { PERIODS, type Period } from '../community/periods.js';
import type { GameId } from '../games/engine.js';

/**
 * A leaderboard page button: `p1:lb:<game>:<period>:<page>`. It names no table (a board needs none);
 * `lb` cannot be a session id (those have 4 to 16 characters), so it never clashes with table controls.
 */
export interface BoardPageId {
  game: GameId;
  period: Period;
  page: number;
}

const schema = z.object({
  prefix: z.literal('p1'),
  verb: z.literal('lb'),
  game: z.enum(GAME_IDS),
  period: z.enum(PERIODS),
  page: z.string().regex(/^\d{1,4}$/).transform(Number),
});

export const isBoardPageId = (raw: string): boolean => raw.startsWith('p1:lb:');

export const encodeBoardPageId = (id: BoardPageId): string => ['p1', 'lb', id.game, id.period, id.page].join(':');

export function decodeBoardPageId(raw: string): BoardPageId | null {
  if (raw.length > 100) return null;
  const parts = raw.split(':');
  if (parts.length !== 5) return null;
  const [prefix, verb, game, period, page] = parts;
  const parsed = schema.safeParse({ prefix, verb, game, period, page });
  return parsed.success ? { game: parsed.data.game, period: parsed.data.period, page: parsed.data.page } : null;
}
