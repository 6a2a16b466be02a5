/** A 429 as Discord sends it for the global limit: headers and body. */
export interface RateLimited {
  headers: Record<string, string>;
  body: unknown;
}

/**
 * Discord's global limit over one-second windows: bot requests past `perSecond` in a window are
 * refused. Interaction callbacks and webhooks do not count, as on Discord.
 */
export class GlobalRateLimit {
  /** Bot requests answered 429. */
  refused = 0;
  private window = { start: 0, count: 0 };

  /** Counts a request; null when it may go through (always, when `perSecond` is unset). */
  check(path: string, perSecond: number | undefined, now = Date.now()): RateLimited | null {
    if (!perSecond || path.startsWith('/interactions/') || path.startsWith('/webhooks/')) return null;
    if (now - this.window.start >= 1000) this.window = { start: now, count: 0 };
    this.window.count++;
    if (this.window.count <= perSecond) return null;
    this.refused++;
    const retryAfter = Math.max(0.001, (this.window.start + 1000 - now) / 1000);
    return {
      headers: {
        'retry-after': retryAfter.toFixed(3),
        'x-ratelimit-global': 'true',
        'x-ratelimit-scope': 'global',
      },
      body: { message: 'You are being rate limited.', retry_after: retryAfter, global: true, code: 0 },
    };
  }
}
