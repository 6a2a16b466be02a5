import { spawn, type ChildProcess } from 'node:child_process';
import { accessSync, constants, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { delimiter, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium, type Browser } from 'playwright-core';

const ENTRY = fileURLToPath(new URL('../../../src/playground/main.ts', import.meta.url));
const TSX = import.meta.resolve('tsx');

/** Chromium from the system: CHROME_PATH, else the first of the usual names on PATH. */
export function chromiumPath(): string {
  if (process.env.CHROME_PATH) return process.env.CHROME_PATH;
  for (const dir of (process.env.PATH ?? '').split(delimiter)) {
    for (const name of ['chromium', 'chromium-browser', 'google-chrome', 'google-chrome-stable']) {
      try {
        accessSync(join(dir, name), constants.X_OK);
        return join(dir, name);
      } catch {
        // not here
      }
    }
  }
  throw new Error('No Chromium found: install it (Debian/Ubuntu: apt-get install chromium) or set CHROME_PATH');
}

/** Headless Chromium with the network closed to everything but the playground. */
export function launchChromium(): Promise<Browser> {
  return chromium.launch({
    executablePath: chromiumPath(),
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
}

/** `npm run playground` in a child process, on a free port, in memory, with its own working directory. */
export class PlaygroundProcess {
  url = '';
  readonly lines: string[] = [];
  private child: ChildProcess | null = null;

  constructor(private readonly env: Record<string, string> = {}) {}

  async start(): Promise<this> {
    const child = spawn(process.execPath, ['--import', TSX, ENTRY], {
      cwd: mkdtempSync(join(tmpdir(), 'parlor-playground-')),
      env: {
        PATH: process.env.PATH ?? '',
        HOME: process.env.HOME ?? '',
        PLAYGROUND_PORT: '0',
        LOG_FORMAT: 'json',
        LOG_LEVEL: 'info',
        NODE_ENV: 'test',
        ...this.env,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    this.child = child;
    const collect = (chunk: Buffer) =>
      this.lines.push(
        ...chunk
          .toString('utf8')
          .split('\n')
          .filter((l) => l.trim()),
      );
    child.stdout!.on('data', collect);
    child.stderr!.on('data', collect);
    this.url = await this.waitForLine(/^Parlor playground: (http:\/\/\S+)$/);
    // A JSON log line, or a line as pino-pretty writes it; a bot logging only warnings says nothing (the page shows it online).
    const level = this.env.LOG_LEVEL ?? 'info';
    if (!['', 'warn', 'error', 'fatal', 'silent'].includes(level)) await this.waitForLine(/"msg":"Parlor is online"|INFO.*Parlor is online/);
    return this;
  }

  /** Waits for an output line matching `pattern`; returns its first group (or the line). */
  async waitForLine(pattern: RegExp, timeoutMs = 30_000): Promise<string> {
    const deadline = Date.now() + timeoutMs;
    while (Date.now() < deadline) {
      for (const line of this.lines) {
        const match = pattern.exec(line);
        if (match) return match[1] ?? line;
      }
      if (this.child?.exitCode !== null) break;
      await new Promise((r) => setTimeout(r, 50));
    }
    throw new Error(`playground: no line matching ${pattern}. Output:\n${this.lines.slice(-30).join('\n')}`);
  }

  /** The bot's log entries (JSON lines). */
  logs(): Array<Record<string, any>> {
    return this.lines.flatMap((line) => {
      try {
        return [JSON.parse(line) as Record<string, any>];
      } catch {
        return [];
      }
    });
  }

  async stop(): Promise<void> {
    const child = this.child;
    if (!child || child.exitCode !== null) return;
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGTERM');
    await exited;
  }
}
