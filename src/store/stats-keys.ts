import type { GameId } from '../kernel/engine.js';
import type { GameResult } from '../community/figures.js';
import { boardMetric } from '../community/game-stats.js';
import type { GameCatalog } from '../kernel/catalog.js';
import { PERIODS, periodSpan, type PeriodSpan } from '../kernel/periods.js';
import { BUCKETS } from './keys.js';

/**
 * Stats live under the hash tag of the bucket of the table that produced them, so the commit
 * script writes the table and its stats in one slot, atomically (see docs/architecture.md, "Stats in the store"). A server's
 * figures are therefore spread over the BUCKETS buckets, and a read folds them together.
 */
export function figuresKey(prefix: string, bucket: number, guildId: string, game: GameId, userId: string): string {
  return `${prefix}{b${bucket}}:stats:${guildId}:${game}:${userId}`;
}

export function boardKey(prefix: string, bucket: number, guildId: string, game: GameId, span: PeriodSpan): string {
  return `${prefix}{b${bucket}}:board:${guildId}:${game}:${span.id}`;
}

export const ALL_BUCKETS: readonly number[] = Array.from({ length: BUCKETS }, (_, i) => i);

/** One write of a result; applied in order, inside the commit. */
export interface StatWrite {
  op: 'hincr' | 'hmax' | 'zincr' | 'zmax' | 'expireat';
  key: string;
  field: string;
  value: number;
}

/** The writes a result makes: each person's figures, and the game's boards for this week, month and all time. */
export function statWrites(games: GameCatalog, prefix: string, bucket: number, result: GameResult): StatWrite[] {
  const writes: StatWrite[] = [];
  const metric = boardMetric(games, result.game);
  const spans = PERIODS.map((p) => periodSpan(p, result.at));
  for (const player of result.players) {
    const key = figuresKey(prefix, bucket, result.guildId, result.game, player.userId);
    for (const [field, value] of Object.entries(player.add)) writes.push({ op: 'hincr', key, field, value });
    for (const [field, value] of Object.entries(player.best)) writes.push({ op: 'hmax', key, field, value });
    const value = metric.mode === 'add' ? player.add[metric.figure] : player.best[metric.figure];
    if (value === undefined) continue;
    for (const span of spans) {
      const board = boardKey(prefix, bucket, result.guildId, result.game, span);
      writes.push({ op: metric.mode === 'add' ? 'zincr' : 'zmax', key: board, field: player.userId, value });
      if (span.expiresAt !== null) writes.push({ op: 'expireat', key: board, field: '', value: span.expiresAt });
    }
  }
  return writes;
}
