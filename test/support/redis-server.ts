import type { TestProject } from 'vitest/node';
import { freePorts, INSTALL_HINT, onPath, startRedisServer } from './redis-process.js';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The Redis every test uses: TEST_REDIS_URL, or the one this setup started. */
    redisUrl: string;
  }
}

/**
 * vitest global setup: unless TEST_REDIS_URL names a Redis, starts a private redis-server on a free
 * port (nothing saved to disk) for the run, and stops it afterwards. The cluster tests start their
 * own Redis Cluster (test/support/redis-cluster.ts).
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
  const [port] = await freePorts(1);
  const server = await startRedisServer(port!);
  project.provide('redisUrl', `redis://127.0.0.1:${server.port}`);
  return () => server.stop();
}
