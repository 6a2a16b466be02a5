/**
 * The main thread's side of the equity worker: one worker thread, started on first use, so an
 * exact count (up to a few hundred milliseconds) never holds up the event loop and other tables.
 * A worker that dies is replaced on the next request; requests it held are refused.
 */
import { JobThread } from '../../workers/job-thread.js';
import type { Equity, EquitySpot } from './equity.js';
import type { EquityJob } from './equity-worker.js';

export class EquityThread {
  private readonly thread = new JobThread<Omit<EquityJob, 'id'>, Equity>(new URL('./equity-worker-entry.mjs', import.meta.url), 'equity worker');

  constructor(private readonly options: { maxExactEvaluations?: number } = {}) {}

  compute(spot: EquitySpot): Promise<Equity> {
    return this.thread.run({ spot, ...(this.options.maxExactEvaluations === undefined ? {} : { maxExactEvaluations: this.options.maxExactEvaluations }) });
  }

  /** Starts the worker and has it build its tables now, so the first all-in does not wait for that. */
  warm(): void {
    this.compute({
      hands: [
        [0, 1],
        [2, 3],
      ],
      board: [4, 5, 6],
    }).catch(() => undefined);
  }

  /** Stops the worker; requests still waiting are refused. */
  close(): Promise<void> {
    return this.thread.close();
  }
}
