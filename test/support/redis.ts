import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';

export const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

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
