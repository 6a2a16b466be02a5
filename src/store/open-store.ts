import { Redis } from 'ioredis';
import type { Logger } from 'pino';
import type { Config } from '../config.js';
import { MemorySessionStore } from './memory-store.js';
import { RedisSessionStore } from './redis-store.js';
import type { SessionStore } from './session-store.js';

/** A Redis that does not take the connection (refused, or silent) within this is reported at start. */
const CONNECT_TIMEOUT_MS = 5_000;

export class StoreStartError extends Error {}

/**
 * The client Parlor talks to Redis with. It fails fast instead of queueing while Redis is away,
 * and gives every command `commandTimeoutMs` to be answered: a Redis that hangs (stopped, not
 * down) turns into a clear answer to the user instead of a click that waits without end.
 */
export function redisClient(url: string, commandTimeoutMs: number): Redis {
  return new Redis(url, {
    lazyConnect: true,
    enableOfflineQueue: false,
    maxRetriesPerRequest: 1,
    connectTimeout: CONNECT_TIMEOUT_MS,
    commandTimeout: commandTimeoutMs,
    // Commands issued in the same tick (many tables at once) share one socket write.
    enableAutoPipelining: true,
  });
}

/** The URL as it may be shown in a log or an error: the password replaced by ***. */
export function shownUrl(url: string): string {
  try {
    const parsed = new URL(url);
    if (parsed.password) parsed.password = '***';
    return parsed.toString();
  } catch {
    return '(a REDIS_URL that cannot be read)';
  }
}

/** Redis when a URL is configured; otherwise the embedded in-memory store, said loudly. */
export async function openStore(config: Config, log: Logger): Promise<SessionStore> {
  const idleTtlMs = config.SESSION_IDLE_HOURS * 3_600_000;
  if (!config.REDIS_URL) {
    log.warn('REDIS_URL is not set: sessions live in memory in this process and are lost when it stops');
    return new MemorySessionStore(idleTtlMs);
  }
  const redis = redisClient(config.REDIS_URL, config.REDIS_COMMAND_TIMEOUT_MS);
  await connectOrSay(redis, config.REDIS_URL);
  redis.on('error', (error: Error) => log.warn({ err: error.message }, 'redis connection problem'));
  const where = new URL(config.REDIS_URL);
  log.info({ redis: `${where.hostname}:${where.port || 6379}`, prefix: config.REDIS_KEY_PREFIX, commandTimeoutMs: config.REDIS_COMMAND_TIMEOUT_MS }, 'sessions are stored in Redis');
  return new RedisSessionStore(redis, { prefix: config.REDIS_KEY_PREFIX, idleTtlMs });
}

/** Connects, or stops start-up with one line naming Redis, its URL (no password) and why. */
async function connectOrSay(redis: Redis, url: string): Promise<void> {
  let lastProblem: string | null = null;
  const remember = (error: Error) => (lastProblem = error.message);
  redis.on('error', remember);
  let timer: NodeJS.Timeout | undefined;
  try {
    const silent = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error(`no answer within ${CONNECT_TIMEOUT_MS / 1000} s`)), CONNECT_TIMEOUT_MS);
    });
    await Promise.race([redis.connect().then(() => redis.ping()), silent]);
  } catch (error) {
    redis.disconnect();
    const why = lastProblem ?? (error instanceof Error ? error.message : String(error));
    throw new StoreStartError(`Redis at ${shownUrl(url)} cannot be reached (${why}). Start Redis, fix REDIS_URL, or leave REDIS_URL empty to keep tables in memory.`);
  } finally {
    clearTimeout(timer);
    redis.off('error', remember);
  }
}
