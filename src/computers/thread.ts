/**
 * The main thread's side of the computers' worker: one worker thread, started on first use, so a
 * policy's thinking (a few milliseconds at 掀棋 or Hold'em) never holds up other tables' answers.
 * A worker that dies is replaced on the next decision; decisions it held are refused.
 */
import { Worker } from 'node:worker_threads';
import type { Decision, Thinker } from './decide.js';
import type { DecisionAnswer, DecisionJob } from './worker.js';

const ENTRY = new URL('./worker-entry.mjs', import.meta.url);

interface Pending {
  resolve: (action: unknown) => void;
  reject: (error: Error) => void;
}

export class ThreadThinker implements Thinker {
  private worker: Worker | null = null;
  private readonly pending = new Map<number, Pending>();
  private nextId = 1;

  decide(decision: Decision): Promise<unknown> {
    const worker = this.worker ?? this.start();
    const id = this.nextId++;
    return new Promise((resolve, reject) => {
      this.pending.set(id, { resolve, reject });
      worker.postMessage({ id, decision } satisfies DecisionJob);
    });
  }

  async close(): Promise<void> {
    const worker = this.worker;
    this.worker = null;
    this.failAll(new Error('computer worker closed'));
    if (worker) await worker.terminate();
  }

  private start(): Worker {
    const worker = new Worker(ENTRY);
    worker.unref();
    worker.on('message', (answer: DecisionAnswer) => {
      const waiting = this.pending.get(answer.id);
      if (!waiting) return;
      this.pending.delete(answer.id);
      if ('error' in answer) waiting.reject(new Error(`computer worker: ${answer.error}`));
      else waiting.resolve(answer.action);
    });
    const lost = (error: Error) => {
      if (this.worker !== worker) return;
      this.worker = null;
      this.failAll(error);
    };
    worker.on('error', lost);
    worker.on('exit', (code) => lost(new Error(`computer worker exited (${code})`)));
    this.worker = worker;
    return worker;
  }

  private failAll(error: Error): void {
    for (const waiting of this.pending.values()) waiting.reject(error);
    this.pending.clear();
  }
}
