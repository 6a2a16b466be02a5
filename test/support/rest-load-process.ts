import { spawn, type ChildProcess } from 'node:child_process';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import type { RecordedCall } from '../../src/standin/server.js';
import { countsAgainstGlobalLimit } from '../../src/sharding/rest-budget.js';

const SCRIPT = fileURLToPath(new URL('./rest-load.ts', import.meta.url));
const TSX = import.meta.resolve('tsx');

/** test/support/rest-load.ts in a child process: one bot process's REST side, told when to be busy. */
export class RestLoadProcess {
  private readonly child: ChildProcess;
  private readonly answers: string[] = [];
  private waiting: ((line: string) => void) | null = null;
  readonly errors: string[] = [];

  constructor(env: Record<string, string>, args: string[] = []) {
    this.child = spawn(process.execPath, ['--import', TSX, SCRIPT, ...args], {
      env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', ...env },
      stdio: ['pipe', 'pipe', 'pipe'],
    });
    createInterface({ input: this.child.stdout! }).on('line', (line) => {
      if (this.waiting) {
        const resolve = this.waiting;
        this.waiting = null;
        resolve(line);
      } else this.answers.push(line);
    });
    this.child.stderr!.on('data', (chunk: Buffer) => this.errors.push(chunk.toString('utf8')));
  }

  private next(what: string, timeoutMs = 60_000): Promise<string> {
    const queued = this.answers.shift();
    if (queued !== undefined) return Promise.resolve(queued);
    return new Promise((resolve, reject) => {
      const timer = setTimeout(
        () => reject(new Error(`rest-load: no ${what} within ${timeoutMs} ms. stderr: ${this.errors.join('').slice(-2000)}`)),
        timeoutMs,
      );
      this.waiting = (line) => {
        clearTimeout(timer);
        resolve(line);
      };
    });
  }

  async ready(): Promise<void> {
    const line = await this.next('ready line');
    if (line !== 'ready') throw new Error(`rest-load: expected ready, got ${line}`);
  }

  /** One phase: busy (requests as fast as granted) or idle for `ms`; resolves with the requests it completed and the grants it dropped as late so far. */
  async phase(busy: boolean, ms: number): Promise<{ done: number; droppedLate: number }> {
    this.child.stdin!.write(`${busy ? 'busy' : 'idle'} ${ms}\n`);
    return JSON.parse(await this.next('phase answer', ms + 60_000)) as { done: number; droppedLate: number };
  }

  async quit(): Promise<void> {
    if (this.child.exitCode !== null) return;
    const exited = new Promise((resolve) => this.child.once('exit', resolve));
    this.child.stdin!.write('quit\n');
    await exited;
  }
}

/** The most calls counted against the global limit that arrived in any `windowMs` (a sliding window), and their rate over [from, to). */
export function globalRate(calls: RecordedCall[], from: number, to: number, windowMs = 1000): { perSecond: number; maxInWindow: number; count: number } {
  const times = calls
    .filter((c) => c.at >= from && c.at < to && countsAgainstGlobalLimit(`http://x/api/v10${c.path}`))
    .map((c) => c.at)
    .sort((a, b) => a - b);
  let most = 0;
  for (let i = 0, j = 0; i < times.length; i++) {
    while (times[i]! - times[j]! >= windowMs) j++;
    most = Math.max(most, i - j + 1);
  }
  return { perSecond: (times.length * 1000) / Math.max(1, to - from), maxInWindow: most, count: times.length };
}
