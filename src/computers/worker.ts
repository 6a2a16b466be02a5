/** The computer players' worker thread: takes decisions, answers with the policy's action, one at a time. */
import { parentPort } from 'node:worker_threads';
import { decideNow, type Decision } from './decide.js';

export interface DecisionJob {
  id: number;
  decision: Decision;
}
export type DecisionAnswer = { id: number; action: unknown; ms: number } | { id: number; error: string };

parentPort!.on('message', (job: DecisionJob) => {
  const started = performance.now();
  try {
    const action = decideNow(job.decision);
    parentPort!.postMessage({ id: job.id, action, ms: performance.now() - started } satisfies DecisionAnswer);
  } catch (error) {
    parentPort!.postMessage({ id: job.id, error: error instanceof Error ? error.message : String(error) } satisfies DecisionAnswer);
  }
});
