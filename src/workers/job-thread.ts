import { Worker } from 'node:worker_threads';

/** What a job thread's worker answers for job `id`: its result, or why it failed. */
export type JobAnswer<Result> = { id: number; result: Result } | { id: number; error: string };

interface Pending<Result> {
  resolve: (result: Result) => void;
  reject: (error: Error) => void;
}

/**
 * One worker thread that takes jobs and answers each by its id: started on first use, never
 * keeping the process alive on its own; a worker that dies is replaced on the next job, and the
 * jobs it held are refused. The worker (`entry`) posts a `JobAnswer` for each `{ id, ...job }`.
 */
export class JobThread<Job extends object, Result> {
  private worker: Worker | null = null;
  private readonly pending = new Map<number, Pending<Result>>();
  private nextId = 1;

  /** `name` says whose worker it is in errors ("equity worker"). */
  constructor(
    private readonly entry: URL,
    private readonly name: string,
  ) {}

  run(job: Job): Promise<Result> {
    const worker = this.worker ?? this.start();
    const id = this.nextId++;
    return new Promise<Result>((resolve, reject) => {
      this.pending.set(id, { resolve, reject });
      worker.postMessage({ ...job, id });
    });
  }

  /** Stops the worker; jobs still waiting are refused. */
  async close(): Promise<void> {
    const worker = this.worker;
    this.worker = null;
    this.failAll(new Error(`${this.name} closed`));
    if (worker) await worker.terminate();
  }

  private start(): Worker {
    const worker = new Worker(this.entry);
    worker.unref();
    worker.on('message', (answer: JobAnswer<Result>) => {
      const waiting = this.pending.get(answer.id);
      if (!waiting) return;
      this.pending.delete(answer.id);
      if ('error' in answer) waiting.reject(new Error(`${this.name}: ${answer.error}`));
      else waiting.resolve(answer.result);
    });
    const lost = (error: Error) => {
      if (this.worker !== worker) return;
      this.worker = null;
      this.failAll(error);
    };
    worker.on('error', lost);
    worker.on('exit', (code) => lost(new Error(`${this.name} exited (${code})`)));
    this.worker = worker;
    return worker;
  }

  private failAll(error: Error): void {
    for (const waiting of this.pending.values()) waiting.reject(error);
    this.pending.clear();
  }
}
