/**
 * The main thread's side of the equity worker: one worker thread, started on first use, so an
 * exact count (up to a few hundred milliseconds) never holds up the event loop and other tables.
 * A worker that dies is replaced on the next request; requests it held are refused.
 */
import { Worker } from 'node:worker_threads';
import type { Equity, EquitySpot } from './equity.js';
import type { EquityAnswer, EquityJob } from './equity-worker.js';

const ENTRY = new URL('./equity-worker-entry.mjs', import.meta.url);

interface Pending {
  resolve: (equity: Equity) => void;
  reject: (error: Error) => void;
}

export class EquityThread {
  private worker: Worker | null = null;
  private readonly pending = new Map<number, Pending>();
  private nextId = 1;

  constructor(private readonly options: { maxExactEvaluations?: number } = {}) {}

  compute(spot: EquitySpot): Promise<Equity> {
    const worker = this.worker ?? this.start();
    const id = this.nextId++;
    return new Promise<Equity>((resolve, reject) => {
      this.pending.set(id, { resolve, reject });
      const job: EquityJob = { id, spot, ...(this.options.maxExactEvaluations === undefined ? {} : { maxExactEvaluations: this.options.maxExactEvaluations }) };
      worker.postMessage(job);
    });
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
  async close(): Promise<void> {
    const worker = this.worker;
    this.worker = null;
    this.failAll(new Error('equity worker closed'));
    if (worker) await worker.terminate();
  }

  private start(): Worker {
    const worker = new Worker(ENTRY);
    // The thread never keeps the process alive on its own.
    worker.unref();
    worker.on('message', (answer: EquityAnswer) => {
      const waiting = this.pending.get(answer.id);
      if (!waiting) return;
      this.pending.delete(answer.id);
      if ('error' in answer) waiting.reject(new Error(`equity worker: ${answer.error}`));
      else waiting.resolve(answer.equity);
    });
    const lost = (error: Error) => {
      if (this.worker !== worker) return;
      this.worker = null;
      this.failAll(error);
    };
    worker.on('error', lost);
    worker.on('exit', (code) => lost(new Error(`equity worker exited (${code})`)));
    this.worker = worker;
    return worker;
  }

  private failAll(error: Error): void {
    for (const waiting of this.pending.values()) waiting.reject(error);
    this.pending.clear();
  }
}
