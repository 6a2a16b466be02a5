import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const ENTRY = fileURLToPath(new URL('../../src/index.ts', import.meta.url));
/** What `npm start` runs: with SHARD_COUNT above 1, discord.js's ShardingManager and one child process per shard. */
export const START_ENTRY = fileURLToPath(new URL('../../src/main.ts', import.meta.url));
const TSX = import.meta.resolve('tsx');

/**
 * The real bot (src/index.ts) in a child process, exactly as `npm start` runs it (one shard), or
 * `npm start` itself (START_ENTRY). Shard processes write to the same output, so `logs` holds theirs too.
 */
export class BotProcess {
  readonly lines: string[] = [];
  readonly logs: Array<Record<string, any>> = [];
  private child: ChildProcess | null = null;
  private exited: Promise<number | null> = Promise.resolve(null);

  /**
   * `launch`: another entry file (START_ENTRY: `npm start` itself), or another way to start the bot (the built image's CMD), run in `cwd`.
   * `group`: the process leads a process group of its own, as a host's processes would be, and `killGroup` ends all of it.
   */
  constructor(
    private readonly env: Record<string, string>,
    private readonly launch: string | { file: string; args: string[]; cwd: string } = ENTRY,
    private readonly options: { group?: boolean } = {},
  ) {}

  start(): void {
    // A fresh working directory, so a developer's own .env never leaks into a test run.
    const { file, args, cwd } =
      typeof this.launch === 'string'
        ? { file: process.execPath, args: ['--import', TSX, this.launch], cwd: mkdtempSync(join(tmpdir(), 'parlor-bot-')) }
        : this.launch;
    const child = spawn(file, args, {
      cwd,
      env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', LOG_FORMAT: 'json', ...this.env },
      stdio: ['ignore', 'pipe', 'pipe'],
      detached: this.options.group ?? false,
    });
    this.child = child;
    const collect = (chunk: Buffer) => {
      for (const line of chunk.toString('utf8').split('\n')) {
        if (!line.trim()) continue;
        this.lines.push(line);
        try {
          this.logs.push(JSON.parse(line));
        } catch {
          // not a log line (a crash trace, say): kept in `lines`
        }
      }
    };
    child.stdout!.on('data', collect);
    child.stderr!.on('data', collect);
    this.exited = new Promise((resolve) => child.once('exit', (code) => resolve(code)));
  }

  /** The process id of the started process (the shard manager's, with START_ENTRY and more than one shard). */
  get pid(): number | undefined {
    return this.child?.pid;
  }

  async waitForLog(match: (entry: Record<string, any>) => boolean, what: string, timeoutMs = 20_000): Promise<Record<string, any>> {
    const deadline = Date.now() + timeoutMs;
    while (Date.now() < deadline) {
      const found = this.logs.find(match);
      if (found) return found;
      if (this.child?.exitCode !== null && this.child?.exitCode !== undefined) break;
      await new Promise((r) => setTimeout(r, 50));
    }
    throw new Error(`bot: no log line for ${what}. Output so far:\n${this.lines.slice(-30).join('\n')}`);
  }

  /** Waits until GET `url` answers 200 (an HTTP worker's /healthz); fails at once if the process exits. */
  async waitForHealthy(url: string, what: string, timeoutMs = 30_000): Promise<void> {
    const deadline = Date.now() + timeoutMs;
    while (Date.now() < deadline) {
      if (this.child?.exitCode !== null && this.child?.exitCode !== undefined) break;
      const healthy = await fetch(url, { signal: AbortSignal.timeout(1_000) }).then(
        (r) => r.status === 200,
        () => false,
      );
      if (healthy) return;
      await new Promise((r) => setTimeout(r, 100));
    }
    throw new Error(`bot: ${url} never answered 200 (${what}). Output so far:\n${this.lines.slice(-30).join('\n')}`);
  }

  /** Ends the process the hard way (a crash or an OOM kill): no shutdown hooks run. */
  async kill(signal: NodeJS.Signals = 'SIGKILL'): Promise<void> {
    if (!this.child || this.child.exitCode !== null) return;
    this.child.kill(signal);
    await this.exited;
  }

  /** Ends the whole process group (a host lost at once: the process and anything it started); needs `group`. */
  async killGroup(signal: NodeJS.Signals = 'SIGKILL'): Promise<void> {
    if (!this.child?.pid || !this.options.group || this.child.exitCode !== null) return;
    process.kill(-this.child.pid, signal);
    await this.exited;
  }

  /** Sends a signal (SIGTERM: a graceful stop) without waiting for the exit. */
  signal(signal: NodeJS.Signals): void {
    this.child?.kill(signal);
  }

  async exitCode(): Promise<number | null> {
    return this.exited;
  }
}
