/** The equity worker thread: takes spots, answers with their equity (equity.ts), one at a time. */
import { parentPort } from 'node:worker_threads';
import { equity, type EquitySpot } from './equity.js';

export interface EquityJob {
  id: number;
  spot: EquitySpot;
  maxExactEvaluations?: number;
}
export type EquityAnswer = { id: number; equity: ReturnType<typeof equity>; ms: number } | { id: number; error: string };

parentPort!.on('message', (job: EquityJob) => {
  const started = performance.now();
  try {
    const result = equity(job.spot, job.maxExactEvaluations === undefined ? {} : { maxExactEvaluations: job.maxExactEvaluations });
    parentPort!.postMessage({ id: job.id, equity: result, ms: performance.now() - started } satisfies EquityAnswer);
  } catch (error) {
    parentPort!.postMessage({ id: job.id, error: error instanceof Error ? error.message : String(error) } satisfies EquityAnswer);
  }
});
