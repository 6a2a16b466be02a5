import { spawn } from 'node:child_process';
import { accessSync, constants } from 'node:fs';
import { createServer } from 'node:net';
import { delimiter, join } from 'node:path';
import type { TestProject } from 'vitest/node';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The Redis every test uses: TEST_REDIS_URL, or the one this setup started. */
    redisUrl: string;
  }
}

const INSTALL_HINT =
  'npm test needs redis-server on PATH (Debian/Ubuntu: sudo apt-get install redis-server; macOS: brew install redis), or TEST_REDIS_URL=redis://host:port';

/**
 * vitest global setup: unless TEST_REDIS_URL names a Redis, starts a private redis-server on a free
 * port (nothing saved to disk) for the run, and stops it afterwards.
 */
export default async function setup(project: TestProject): Promise<(() => Promise<void>) | undefined> {
  if (process.env.TEST_REDIS_URL) {
    project.provide('redisUrl', process.env.TEST_REDIS_URL);
    return undefined;
  }
  if (!onPath('redis-server')) {
    console.error(INSTALL_HINT);
    process.exit(1);
  }
  const port = await freePort();
  const server = spawn('redis-server', ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], { stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  const exited = new Promise<number | null>((resolve) => server.once('exit', resolve));
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`redis-server did not start within 10 s: ${output.slice(-500)}`)), 10_000);
    server.stdout!.on('data', (chunk: Buffer) => {
      output += chunk.toString('utf8');
      if (output.includes('Ready to accept connections')) {
        clearTimeout(timer);
        resolve();
      }
    });
    server.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString('utf8')));
    void exited.then((code) => {
      clearTimeout(timer);
      reject(new Error(`redis-server exited (code ${code}): ${output.slice(-500)}`));
    });
  });
  project.provide('redisUrl', `redis://127.0.0.1:${port}`);
  return async () => {
    server.kill('SIGTERM');
    await exited;
  };
}

function onPath(command: string): boolean {
  return (process.env.PATH ?? '').split(delimiter).some((dir) => {
    try {
      accessSync(join(dir, command), constants.X_OK);
      return true;
    } catch {
      return false;
    }
  });
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => (address && typeof address === 'object' ? resolve(address.port) : reject(new Error('no free port'))));
    });
  });
}
