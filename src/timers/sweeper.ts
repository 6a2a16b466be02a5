import type { Logger } from 'pino';
import type { Runner } from '../games/runner.js';
import type { Publisher } from '../discord/publisher.js';
import type { SessionStore } from '../store/session-store.js';

const LEASE_MS = 30_000;
const BATCH = 25;

/**
 * Polls the store for due turn timers and fires them through the runner. Timers live in
 * the store, so they survive a restart; the lease and the runner's compare-and-set make
 * each one fire once even with several bot processes polling.
 */
export class TimerSweeper {
  private handle: NodeJS.Timeout | null = null;
  private running = false;

  constructor(
    private readonly deps: { store: SessionStore; runner: Runner; publisher: Publisher; log: Logger; now: () => number },
    private readonly pollMs: number,
  ) {}

  start(): void {
    this.handle = setInterval(() => void this.sweep(), this.pollMs);
    this.handle.unref();
  }

  stop(): void {
    if (this.handle) clearInterval(this.handle);
    this.handle = null;
  }

  /** One pass; returns how many timers applied an automatic move. */
  async sweep(): Promise<number> {
    if (this.running) return 0;
    this.running = true;
    let fired = 0;
    try {
      const due = await this.deps.store.claimDue(this.deps.now(), LEASE_MS, BATCH);
      for (const timer of due) {
        try {
          const result = await this.deps.runner.timeout(timer.channelId);
          if (result.kind !== 'ok') continue;
          fired++;
          this.deps.log.info({ channelId: timer.channelId, events: result.events.map((e) => e.type) }, 'turn timer fired');
          await this.deps.publisher.published(result.session, result.previous, { tableAlreadyUpdated: false });
        } catch (error) {
          this.deps.log.error({ err: error, channelId: timer.channelId }, 'turn timer failed');
        }
      }
    } catch (error) {
      this.deps.log.warn({ err: error }, 'timer sweep failed; will retry');
    } finally {
      this.running = false;
    }
    return fired;
  }
}
