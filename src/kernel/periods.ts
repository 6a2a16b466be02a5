/** Leaderboard periods: calendar weeks (Monday to Sunday) and months, in UTC, and all time. */
export const PERIODS = ['week', 'month', 'all'] as const;
export type Period = (typeof PERIODS)[number];

const DAY = 86_400_000;
/** A period's board is kept this long after the period ends, then Redis drops it by itself. */
export const KEEP_AFTER_END_MS = 7 * DAY;

export interface PeriodSpan {
  /** Names the board in keys: `w2025-01-13` (the Monday), `m2025-01`, `all`. */
  id: string;
  /** Epoch ms when the board may be dropped; null for all time. */
  expiresAt: number | null;
}

const pad = (n: number) => String(n).padStart(2, '0');

export function periodSpan(period: Period, at: number): PeriodSpan {
  const d = new Date(at);
  if (period === 'week') {
    const dayStart = Math.floor(at / DAY) * DAY;
    const monday = dayStart - ((d.getUTCDay() + 6) % 7) * DAY;
    const m = new Date(monday);
    return { id: `w${m.getUTCFullYear()}-${pad(m.getUTCMonth() + 1)}-${pad(m.getUTCDate())}`, expiresAt: monday + 7 * DAY + KEEP_AFTER_END_MS };
  }
  if (period === 'month') {
    const nextMonth = Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + 1, 1);
    return { id: `m${d.getUTCFullYear()}-${pad(d.getUTCMonth() + 1)}`, expiresAt: nextMonth + KEEP_AFTER_END_MS };
  }
  return { id: 'all', expiresAt: null };
}

/** The boards a result written at `at` could still be kept in: this and the previous week and month, and all time. */
export function liveSpans(at: number): PeriodSpan[] {
  const lastWeek = periodSpan('week', at - 7 * DAY);
  const thisMonth = new Date(at);
  const lastMonth = periodSpan('month', Date.UTC(thisMonth.getUTCFullYear(), thisMonth.getUTCMonth(), 1) - 1);
  return [periodSpan('week', at), lastWeek, periodSpan('month', at), lastMonth, periodSpan('all', at)];
}
