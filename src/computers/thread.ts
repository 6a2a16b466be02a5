/**
 * The main thread's side of the computers' worker: one worker thread, started on first use, so a
 * policy's thinking (a few milliseconds at 掀棋 or Hold'em) never holds up other tables' answers.
 * A worker that dies is replaced on the next decision; decisions it held are refused.
 */
import { JobThread } from '../workers/job-thread.js';
import type { Decision, DecisionJob, Thinker } from './decide.js';

export class ThreadThinker implements Thinker {
  private readonly thread: JobThread<Omit<DecisionJob, 'id'>, unknown>;

  /** `entry`: the worker's entry file, which assembles the games it decides for (src/app/computer-worker-entry.mjs). */
  constructor(entry: URL) {
    this.thread = new JobThread(entry, 'computer worker');
  }

  decide(decision: Decision): Promise<unknown> {
    return this.thread.run({ decision });
  }

  close(): Promise<void> {
    return this.thread.close();
  }
}
