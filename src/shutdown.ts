import type { Logger } from 'pino';

export interface ShutdownSteps {
  /** Take no new work and finish what is in flight (interactions, timers firing). */
  drain: () => Promise<unknown>;
  /** Send what is owed to Discord (table edits); cut short when time runs out. */
  flush: () => Promise<unknown>;
  /** Close the gateway, the worker, Redis and the endpoint. */
  close: () => Promise<unknown>;
}

/**
 * A graceful stop bounded by `budgetMs`: the steps run in order, publishing gets what time is left
 * short of a reserve for closing, and the process exits 0 by the deadline whatever still hangs (work
 * not finished by then was either committed or not: the compare-and-set leaves nothing half-done).
 */
export async function shutdownWithin(budgetMs: number, log: Logger, signal: string, steps: ShutdownSteps): Promise<never> {
  const started = Date.now();
  log.info({ signal }, 'shutting down');
  const hardStop = setTimeout(() => {
    log.error({ ms: Date.now() - started }, 'shutdown ran out of time; exiting with work unfinished');
    process.exit(0);
  }, budgetMs - 500);
  const reserveMs = 1_500;
  try {
    await steps.drain();
    const left = budgetMs - reserveMs - (Date.now() - started);
    const flushed = await Promise.race([
      steps.flush().then(() => true),
      new Promise<false>((resolve) => setTimeout(() => resolve(false), Math.max(0, left)).unref()),
    ]);
    if (!flushed) log.warn('shutting down with table edits still waiting; the next process publishes them');
    await steps.close();
    log.info({ ms: Date.now() - started }, 'shut down cleanly');
  } catch (error) {
    log.error({ err: error }, 'shutdown step failed');
  }
  clearTimeout(hardStop);
  process.exit(0);
}
