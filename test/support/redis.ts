import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
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

/** Deletes every key under a prefix. */
export async function dropPrefix(redis: Redis, prefix: string): Promise<void> {
  let cursor = '0';
  do {
    const [next, keys] = await redis.scan(cursor, 'MATCH', `${prefix}*`, 'COUNT', 500);
    if (keys.length) await redis.del(...keys);
    cursor = next;
  } while (cursor !== '0');
}
