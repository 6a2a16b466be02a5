import { spawn } from 'node:child_process';
import { accessSync, constants } from 'node:fs';
import { createServer, type Server } from 'node:net';
import { delimiter, join } from 'node:path';

/** A redis-server started by a test setup; `stop` ends it and waits until it has. */
export interface RedisProcess {
  port: number;
  /** Stops the process where it stands (SIGSTOP): it keeps its connections and answers nothing until `thaw`. */
  freeze(): void;
  thaw(): void;
  stop(): Promise<void>;
}

export const INSTALL_HINT =
  'npm test needs redis-server and redis-cli on PATH (Debian/Ubuntu: sudo apt-get install redis-server; macOS: brew install redis), or TEST_REDIS_URL=redis://host:port (and TEST_REDIS_CLUSTER_NODES=host:port,... for the cluster tests)';

/** Starts `redis-server --port <port> <args>` (bound to 127.0.0.1, nothing saved) and waits until it accepts connections. */
export async function startRedisServer(port: number, args: string[] = []): Promise<RedisProcess> {
  const server = spawn('redis-server', ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no', ...args], {
    stdio: ['ignore', 'pipe', 'pipe'],
  });
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
  return {
    port,
    freeze: () => void server.kill('SIGSTOP'),
    thaw: () => void server.kill('SIGCONT'),
    stop: async () => {
      server.kill('SIGCONT');
      server.kill('SIGTERM');
      await exited;
    },
  };
}

export function onPath(command: string): boolean {
  return (process.env.PATH ?? '').split(delimiter).some((dir) => {
    try {
      accessSync(join(dir, command), constants.X_OK);
      return true;
    } catch {
      return false;
    }
  });
}

/** `count` distinct free ports on 127.0.0.1 (all probes held open at once, so none is handed out twice). */
export async function freePorts(count: number): Promise<number[]> {
  const probes: Server[] = [];
  try {
    const ports: number[] = [];
    for (let i = 0; i < count; i++) {
      const probe = createServer();
      probes.push(probe);
      ports.push(
        await new Promise<number>((resolve, reject) => {
          probe.once('error', reject);
          probe.listen(0, '127.0.0.1', () => {
            const address = probe.address();
            if (address && typeof address === 'object') resolve(address.port);
            else reject(new Error('no free port'));
          });
        }),
      );
    }
    return ports;
  } finally {
    await Promise.all(probes.map((probe) => new Promise((resolve) => probe.close(resolve))));
  }
}
