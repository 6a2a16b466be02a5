/**
 * The main thread's side of the picture workers: a few threads (started on first use) that draw
 * and encode, so a burst of pictures never holds up the event loop. A job goes to the thread with
 * the fewest waiting; a thread that dies is replaced on the next job, and the jobs it held fail.
 */
import { availableParallelism } from 'node:os';
import { Worker } from 'node:worker_threads';
import type { EncodedPicture } from './cache.js';
import type { PictureFormat } from './picture.js';
import type { PictureAnswer, PictureJob, WarmJob } from './picture-worker.js';
import type { Warmed } from './warm.js';
import type { PictureRequest } from './within.js';

interface Pending {
  resolve: (answer: Exclude<PictureAnswer, { error: string }>) => void;
  reject: (error: Error) => void;
}

interface Thread {
  worker: Worker;
  pending: Map<number, Pending>;
  /** Pictures waiting or being drawn (warm-ups left out). */
  pictures: number;
}

/** What warming the threads did: each thread's report, and the time until the last was ready. */
export interface PoolWarmed {
  threads: Warmed[];
  ms: number;
}

/** Threads for pictures by default: one per core left after the event loop's, at most two. */
export const defaultPictureThreads = (): number => Math.max(1, Math.min(2, availableParallelism() - 1));

/** The pool had more pictures waiting than it takes: the caller goes on without one (as text) at once. */
export class PoolBusyError extends Error {
  constructor() {
    super('picture workers busy');
    this.name = 'PoolBusyError';
  }
}

/** The pool was closed while it held the picture. */
export class PoolClosedError extends Error {
  constructor() {
    super('picture worker closed');
    this.name = 'PoolClosedError';
  }
}

export class PicturePool {
  private readonly threads: Array<Thread | null>;
  private nextId = 1;

  /**
   * @param maxWaiting pictures a thread may hold (drawing one, the rest waiting) before more are
   * refused: past it a picture would come too late anyway, and a queue that grows only delays
   * the pictures after it. Refused pictures cost nothing.
   */
  /** `entry`: the worker's entry file, which assembles the games it draws (src/app/workers.ts PICTURE_WORKER). */
  constructor(
    private readonly entry: URL,
    size = defaultPictureThreads(),
    private readonly maxWaiting = 3,
  ) {
    this.threads = Array.from({ length: Math.max(1, size) }, () => null);
  }

  /** How many threads draw. */
  get size(): number {
    return this.threads.length;
  }

  /** Draws and encodes `request` on a thread: the renderer is found there by the request's name. Refused with PoolBusyError when every thread is full. */
  async draw(request: PictureRequest<unknown>, format: PictureFormat): Promise<EncodedPicture> {
    // Closed at shutdown: no thread is started again.
    if (this.closed) throw new PoolClosedError();
    const thread = this.leastBusy();
    if (thread.pictures >= this.maxWaiting) throw new PoolBusyError();
    thread.pictures++;
    try {
      const answer = await this.send(thread, (id) => ({ id, name: request.name, view: request.view, scene: request.scene, format }));
      if (!('bytes' in answer)) throw new Error('picture worker: no picture in its answer');
      const bytes = Buffer.from(answer.bytes.buffer, answer.bytes.byteOffset, answer.bytes.byteLength);
      return { bytes, alt: answer.alt, format, width: answer.width, height: answer.height };
    } finally {
      thread.pictures--;
    }
  }

  /**
   * Starts every thread and has each draw every game once (src/render/warm.ts: renderers, fonts,
   * canvases, encoder), so the first table after a start is drawn as fast as any. Pictures asked
   * for meanwhile are drawn as they come, between the warm-up's drawings.
   */
  async warm(): Promise<PoolWarmed> {
    const started = performance.now();
    const threads = await Promise.all(
      this.threads.map(async (_, slot) => {
        const answer = await this.send(this.threads[slot] ?? this.start(slot), (id) => ({ id, warm: true }) satisfies WarmJob);
        if (!('warmed' in answer)) throw new Error('picture worker: no warm-up report in its answer');
        return answer.warmed;
      }),
    );
    return { threads, ms: performance.now() - started };
  }

  /** Closed (the bot is shutting down): what the threads held failed with PoolClosedError. */
  closed = false;

  async close(): Promise<void> {
    this.closed = true;
    const threads = this.threads.splice(0, this.threads.length, ...this.threads.map(() => null));
    for (const thread of threads) {
      if (!thread) continue;
      this.fail(thread, new PoolClosedError());
      await thread.worker.terminate();
    }
  }

  private send(thread: Thread, job: (id: number) => PictureJob | WarmJob): Promise<Exclude<PictureAnswer, { error: string }>> {
    const id = this.nextId++;
    return new Promise((resolve, reject) => {
      thread.pending.set(id, { resolve, reject });
      try {
        thread.worker.postMessage(job(id));
      } catch (error) {
        thread.pending.delete(id);
        reject(error instanceof Error ? error : new Error(String(error)));
      }
    });
  }

  private leastBusy(): Thread {
    let best = -1;
    for (let i = 0; i < this.threads.length; i++) {
      const thread = this.threads[i];
      if (!thread) return this.start(i);
      if (best < 0 || thread.pictures < this.threads[best]!.pictures) best = i;
    }
    return this.threads[best]!;
  }

  private start(slot: number): Thread {
    const worker = new Worker(this.entry);
    // A thread never keeps the process alive on its own.
    worker.unref();
    const thread: Thread = { worker, pending: new Map(), pictures: 0 };
    worker.on('message', (answer: PictureAnswer) => {
      const waiting = thread.pending.get(answer.id);
      if (!waiting) return;
      thread.pending.delete(answer.id);
      if ('error' in answer) waiting.reject(new Error(`picture worker: ${answer.error}`));
      else waiting.resolve(answer);
    });
    const lost = (error: Error) => {
      if (this.threads[slot] !== thread) return;
      this.threads[slot] = null;
      this.fail(thread, error);
    };
    worker.on('error', lost);
    worker.on('exit', (code) => lost(new Error(`picture worker exited (${code})`)));
    this.threads[slot] = thread;
    return thread;
  }

  private fail(thread: Thread, error: Error): void {
    for (const waiting of thread.pending.values()) waiting.reject(error);
    thread.pending.clear();
  }
}
