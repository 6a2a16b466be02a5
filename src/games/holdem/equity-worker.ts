/** The equity worker thread: takes spots, answers with their equity (equity.ts), one at a time. */
import { parentPort } from 'node:worker_threads';
import type { JobAnswer } from '../../workers/job-thread.js';
import { equity, type EquitySpot } from './equity.js';

export interface EquityJob {
  id: number;
  spot: EquitySpot;
  maxExactEvaluations?: number;
}
export type EquityAnswer = JobAnswer<ReturnType<typeof equity>>;

parentPort!.on('message', (job: EquityJob) => {
  try {
    const result = equity(job.spot, job.maxExactEvaluations === undefined ? {} : { maxExactEvaluations: job.maxExactEvaluations });
    parentPort!.postMessage({ id: job.id, result } satisfies EquityAnswer);
  } catch (error) {
    parentPort!.postMessage({ id: job.id, error: error instanceof Error ? error.message : String(error) } satisfies EquityAnswer);
  }
});
