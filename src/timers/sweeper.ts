import type { Logger } from 'pino';
import type { RunResult, Runner } from '../table/runner.js';
import type { DueTimer, SessionStore } from '../table/session-store.js';
import type { Metrics } from '../metrics/metrics.js';

const LEASE_MS = 30_000;
const BATCH = 50;
/** Automatic moves run at once (each is a load and a compare-and-set). */
const CONCURRENCY = 16;
/** Passes in a row while claims come back full (a backlog after a restart), before yielding to the next poll. */
const MAX_PASSES = 20;

/**
 * Polls the store for due turn timers and fires them through the runner. Timers live in
 * the store, so they survive a restart; the lease and the runner's compare-and-set make
 * each one fire once even with several bot processes polling.
 */
export class TimerSweeper {
  private handle: NodeJS.Timeout | null = null;
  private running: Promise<number> | null = null;
  private stopping = false;

  constructor(
    private readonly deps: {
      store: SessionStore;
      runner: Runner;
      log: Logger;
      now: () => number;
      metrics?: Pick<Metrics, 'timerFired'>;
      /** What a due table does instead of the runner's timeout (a computer's move when one is due). */
      /** Fires a due entry: a turn's timeout, or (`playedBy: 'computer'`) a computer's move that fell due. */
      fire?: (channelId: string) => Promise<RunResult & { playedBy?: 'computer' }>;
    },
    private readonly pollMs: number,
  ) {}

  start(): void {
    this.handle = setInterval(() => void this.sweep(), this.pollMs);
    this.handle.unref();
  }

  /**
   * Stops polling. Timers already firing finish; timers claimed but not yet fired are handed back
   * (their index entry is put back at its deadline), so another process fires them at once instead
   * of after the lease. Resolves when the sweep under way has ended.
   */
  async stop(): Promise<void> {
    if (this.handle) clearInterval(this.handle);
    this.handle = null;
    this.stopping = true;
    await this.running;
  }

  /**
   * Claims due timers and fires them, several at once; claims again while a claim comes back full.
   * Publishing follows from the runner's feed and is never waited on. Returns how many automatic moves applied.
   */
  async sweep(): Promise<number> {
    if (this.running || this.stopping) return 0;
    this.running = this.sweepPasses();
    try {
      return await this.running;
    } finally {
      this.running = null;
    }
  }

  private async sweepPasses(): Promise<number> {
    let fired = 0;
    try {
      for (let pass = 0; pass < MAX_PASSES && !this.stopping; pass++) {
        const due = await this.deps.store.claimDue(this.deps.now(), LEASE_MS, BATCH);
        fired += await this.fireAll(due);
        if (due.length < BATCH) break;
      }
    } catch (error) {
      this.deps.log.warn({ err: error }, 'timer sweep failed; will retry');
    }
    return fired;
  }

  private async fireAll(due: DueTimer[]): Promise<number> {
    let next = 0;
    let fired = 0;
    const worker = async () => {
      while (next < due.length && !this.stopping) {
        const timer = due[next++]!;
        if (await this.fire(timer)) fired++;
      }
    };
    await Promise.all(Array.from({ length: Math.min(CONCURRENCY, due.length) }, worker));
    await this.handBack(due.slice(next));
    return fired;
  }

  private async handBack(timers: DueTimer[]): Promise<void> {
    if (timers.length === 0) return;
    await Promise.all(timers.map((timer) => this.deps.store.reindex(timer.channelId).catch(() => undefined)));
    this.deps.log.info({ count: timers.length }, 'claimed timers handed back to other processes');
  }

  private async fire(timer: DueTimer): Promise<boolean> {
    try {
      const result = await (this.deps.fire ?? ((channelId: string) => this.deps.runner.timeout(channelId)))(timer.channelId);
      if (result.kind !== 'ok') return false;
      const lateMs = this.deps.now() - timer.deadline;
      // A computer's move that fell due is not a turn timing out: said apart in the log.
      const what = 'playedBy' in result && result.playedBy === 'computer' ? 'computer move played by the timer sweep' : 'turn timer fired';
      this.deps.log.debug({ channelId: timer.channelId, lateMs, events: result.events.map((e) => e.type) }, what);
      this.deps.metrics?.timerFired(lateMs);
      return true;
    } catch (error) {
      this.deps.log.error({ err: error, channelId: timer.channelId }, 'turn timer failed');
      return false;
    }
  }
}
