/**
 * The main thread's side of the computers' worker: one worker thread, started on first use, so a
 * policy's thinking (a few milliseconds at 掀棋 or Hold'em) never holds up other tables' answers.
 * A worker that dies is replaced on the next decision; decisions it held are refused.
 */
import { JobThread } from '../workers/job-thread.js';
import type { Decision, Thinker } from './decide.js';
import type { DecisionJob } from './worker.js';

export class ThreadThinker implements Thinker {
  private readonly thread = new JobThread<Omit<DecisionJob, 'id'>, unknown>(new URL('./worker-entry.mjs', import.meta.url), 'computer worker');

  decide(decision: Decision): Promise<unknown> {
    return this.thread.run({ decision });
  }

  close(): Promise<void> {
    return this.thread.close();
  }
}
