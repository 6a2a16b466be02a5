import { Cluster, Redis } from 'ioredis';
import type { Logger } from 'pino';
import type { Config } from '../config.js';
import { MemorySessionStore } from './memory-store.js';
import { RedisSessionStore } from './redis-store.js';
import { shownNodes, type ClusterNodes } from './cluster-nodes.js';
import type { SessionStore } from '../table/session-store.js';
import type { GameCatalog } from '../kernel/catalog.js';

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
    // Commands issued in the same tick (many tables at once) share one socket write. Scripts are left
    // out: commits are already gathered into one call per tick (commit-batch.ts), and a pipeline of one
    // command only costs.
    enableAutoPipelining: true,
    autoPipeliningIgnoredCommands: ['evalsha'],
  });
}

/**
 * The same client for a Redis Cluster. Every key a script touches carries its bucket's hash tag
 * (keys.ts), so each command goes to the one master owning that slot; reads go to masters too, so a
 * table is never read behind its last write.
 */
export function clusterClient(cluster: ClusterNodes, commandTimeoutMs: number): Cluster {
  return new Cluster(cluster.nodes, {
    lazyConnect: true,
    enableOfflineQueue: false,
    enableAutoPipelining: true,
    autoPipeliningIgnoredCommands: ['evalsha'],
    scaleReads: 'master',
    redisOptions: {
      maxRetriesPerRequest: 1,
      connectTimeout: CONNECT_TIMEOUT_MS,
      commandTimeout: commandTimeoutMs,
      ...(cluster.username ? { username: cluster.username } : {}),
      ...(cluster.password ? { password: cluster.password } : {}),
      ...(cluster.tls ? { tls: {} } : {}),
    },
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

/**
 * Redis (one, or a Cluster) when configured; otherwise the embedded in-memory store, said loudly.
 * `games`: the games this process hosts, every game a player may have figures in (the store names none itself).
 */
export async function openStore(config: Config, log: Logger, games: GameCatalog): Promise<SessionStore> {
  const idleTtlMs = config.SESSION_IDLE_HOURS * 3_600_000;
  const options = { prefix: config.REDIS_KEY_PREFIX, idleTtlMs, games };
  if (config.REDIS_CLUSTER_NODES) {
    const cluster = clusterClient(config.REDIS_CLUSTER_NODES, config.REDIS_COMMAND_TIMEOUT_MS);
    const shown = shownNodes(config.REDIS_CLUSTER_NODES);
    await connectOrSay(cluster, `Redis Cluster at ${shown}`, 'Start the cluster, fix REDIS_CLUSTER_NODES, or leave it empty to keep tables in memory.');
    cluster.on('error', (error: Error) => log.warn({ err: error.message }, 'redis cluster connection problem'));
    log.info(
      { redisCluster: shown, masters: cluster.nodes('master').length, prefix: config.REDIS_KEY_PREFIX, commandTimeoutMs: config.REDIS_COMMAND_TIMEOUT_MS },
      'sessions are stored in a Redis Cluster',
    );
    return new RedisSessionStore(cluster, options);
  }
  if (!config.REDIS_URL) {
    // The playground keeps its tables in memory unless asked otherwise; a bot on Discord would lose them at each restart.
    if (config.PLAYGROUND) log.info('REDIS_URL is not set: tables live in memory in this process (the playground)');
    else log.warn('REDIS_URL is not set: sessions live in memory in this process and are lost when it stops');
    return new MemorySessionStore(games, idleTtlMs);
  }
  const redis = redisClient(config.REDIS_URL, config.REDIS_COMMAND_TIMEOUT_MS);
  await connectOrSay(redis, `Redis at ${shownUrl(config.REDIS_URL)}`, 'Start Redis, fix REDIS_URL, or leave REDIS_URL empty to keep tables in memory.');
  redis.on('error', (error: Error) => log.warn({ err: error.message }, 'redis connection problem'));
  const where = new URL(config.REDIS_URL);
  log.info(
    { redis: `${where.hostname}:${where.port || 6379}`, prefix: config.REDIS_KEY_PREFIX, commandTimeoutMs: config.REDIS_COMMAND_TIMEOUT_MS },
    'sessions are stored in Redis',
  );
  return new RedisSessionStore(redis, options);
}

/** Connects, or stops start-up with one line naming the Redis (no password), why, and what to do. */
async function connectOrSay(redis: Redis | Cluster, where: string, remedy: string): Promise<void> {
  let lastProblem: string | null = null;
  // A Cluster client says "Failed to refresh slots cache."; what a node said is the reason worth showing.
  const remember = (error: Error & { lastNodeError?: Error }) =>
    (lastProblem = error.lastNodeError ? `${error.message} ${error.lastNodeError.message}` : error.message);
  let nodeProblem: string | null = null;
  const rememberNode = (error: Error) => (nodeProblem = error.message);
  redis.on('error', remember);
  redis.on('node error', rememberNode);
  let timer: NodeJS.Timeout | undefined;
  try {
    const silent = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error(`no answer within ${CONNECT_TIMEOUT_MS / 1000} s`)), CONNECT_TIMEOUT_MS);
    });
    await Promise.race([redis.connect().then(() => redis.ping()), silent]);
  } catch (error) {
    redis.disconnect();
    let why = nodeProblem ?? lastProblem ?? (error instanceof Error ? error.message : String(error));
    // ioredis's Cluster keeps a refused node's ECONNREFUSED to itself and reports only this.
    if (why === 'Connection is closed.') why = 'no node accepted the connection';
    throw new StoreStartError(`${where} cannot be reached (${why}). ${remedy}`);
  } finally {
    clearTimeout(timer);
    redis.off('error', remember);
    redis.off('node error', rememberNode);
  }
}
