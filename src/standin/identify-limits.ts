/** Discord's window for IDENTIFYs of one rate-limit bucket, and its day for the session start limit. */
export const IDENTIFY_WINDOW_MS = 5_000;
const DAY_MS = 24 * 3_600_000;

/** What became of one IDENTIFY: a session (READY), refused as too early (INVALID_SESSION), or the one past the day's total. */
export type IdentifyOutcome = 'ready' | 'too-early' | 'over-daily-limit';

export interface IdentifyRecord {
  shard: [number, number];
  /** Its rate-limit bucket: shard id % max_concurrency. */
  bucket: number;
  at: number;
  outcome: IdentifyOutcome;
}

/**
 * Discord's limits on starting sessions, as its gateway documentation states them: one IDENTIFY per
 * bucket (shard id % max_concurrency) per 5 s, a too-early one answered with Invalid Session (op 9);
 * and `total` session starts a day, going over which ends every session and resets the bot's token.
 * Every IDENTIFY is recorded, so a test can check the spacing the bot kept.
 */
export class IdentifyLimits {
  readonly identifies: IdentifyRecord[] = [];
  /** Set once the day's total was passed: the token no longer works. */
  tokenReset = false;
  private dayStart: number | null = null;

  constructor(private readonly settings: () => { maxConcurrency: number; total: number }) {}

  decide(shard: [number, number], now = Date.now()): IdentifyOutcome {
    const { maxConcurrency } = this.settings();
    const bucket = shard[0] % Math.max(1, maxConcurrency);
    const last = this.identifies.findLast((r) => r.bucket === bucket && r.outcome === 'ready');
    let outcome: IdentifyOutcome = 'ready';
    if (last && now - last.at < IDENTIFY_WINDOW_MS) outcome = 'too-early';
    else if (this.startedToday(now) >= this.settings().total) outcome = 'over-daily-limit';
    if (outcome === 'ready' && this.dayStart === null) this.dayStart = now;
    if (outcome === 'over-daily-limit') this.tokenReset = true;
    this.identifies.push({ shard, bucket, at: now, outcome });
    return outcome;
  }

  /** GET /gateway/bot's session_start_limit. */
  sessionStartLimit(now = Date.now()): { total: number; remaining: number; reset_after: number; max_concurrency: number } {
    const { maxConcurrency, total } = this.settings();
    const started = this.startedToday(now);
    return {
      total,
      remaining: Math.max(0, total - started),
      reset_after: this.dayStart === null ? 0 : this.dayStart + DAY_MS - now,
      max_concurrency: maxConcurrency,
    };
  }

  private startedToday(now: number): number {
    if (this.dayStart !== null && now >= this.dayStart + DAY_MS) this.dayStart = null;
    if (this.dayStart === null) return 0;
    const from = this.dayStart;
    return this.identifies.filter((r) => r.outcome === 'ready' && r.at >= from).length;
  }
}
