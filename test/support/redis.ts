import { randomBytes } from 'node:crypto';
import { Cluster, Redis } from 'ioredis';
import { inject } from 'vitest';

/** TEST_REDIS_URL, or the private redis-server the run started (test/support/redis-server.ts). */
export const REDIS_URL = inject('redisUrl');
export const REDIS_PORT = Number(new URL(REDIS_URL).port || 6379);
export const REDIS_HOST = new URL(REDIS_URL).hostname;

/** A random key prefix per test, so tests share one Redis without seeing each other. */
export function randomPrefix(): string {
  return `parlor-test:${randomBytes(6).toString('hex')}:`;
}

export function connectRedis(): Redis {
  return new Redis(REDIS_URL, { maxRetriesPerRequest: 1, enableOfflineQueue: true });
}

/** Every key matching `pattern`: a SCAN on each master of a Cluster (one SCAN sees one node), or on the one Redis. */
export async function keysMatching(redis: Redis | Cluster, pattern: string): Promise<string[]> {
  if (redis instanceof Cluster && redis.status !== 'ready') await new Promise((resolve) => redis.once('ready', resolve));
  const found: string[] = [];
  for (const node of redis instanceof Cluster ? redis.nodes('master') : [redis]) {
    let cursor = '0';
    do {
      const [next, keys] = await node.scan(cursor, 'MATCH', pattern, 'COUNT', 500);
      found.push(...keys);
      cursor = next;
    } while (cursor !== '0');
  }
  return found;
}

/** Deletes every key under a prefix (one key per DEL: a Cluster refuses a DEL across slots). */
export async function dropPrefix(redis: Redis | Cluster, prefix: string): Promise<void> {
  const keys = await keysMatching(redis, `${prefix}*`);
  await Promise.all(keys.map((key) => redis.del(key)));
}
