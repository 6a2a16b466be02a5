/** The computer players' worker thread: takes decisions, answers with the policy's action, one at a time. */
import { parentPort } from 'node:worker_threads';
import type { JobAnswer } from '../workers/job-thread.js';
import { decideNow, type Decision } from './decide.js';

export interface DecisionJob {
  id: number;
  decision: Decision;
}
export type DecisionAnswer = JobAnswer<unknown>;

parentPort!.on('message', (job: DecisionJob) => {
  try {
    const action = decideNow(job.decision);
    parentPort!.postMessage({ id: job.id, result: action } satisfies DecisionAnswer);
  } catch (error) {
    parentPort!.postMessage({ id: job.id, error: error instanceof Error ? error.message : String(error) } satisfies DecisionAnswer);
  }
});
