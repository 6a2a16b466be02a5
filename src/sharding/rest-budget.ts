import { setTimeout as sleep } from 'node:timers/promises';
import type { RESTOptions } from 'discord.js';
import type { Cluster, Redis } from 'ioredis';
import type { Logger } from 'pino';
import { luaScript, runScript } from '../store/redis-script.js';
import { SlidingWindow } from './sliding-window.js';

/** This folder's scripts. */
const LUA = new URL('./lua/', import.meta.url);

const GRANT = luaScript('rest-grant', LUA);

/** Discord's global REST limit: requests per second for the whole bot, across every shard, process and host. */
export const DISCORD_GLOBAL_REQUESTS_PER_SECOND = 50;
/** Discord counts the global limit per second. */
const DISCORD_WINDOW_MS = 1_000;
/** After Redis failed to answer, how long the process keeps to its own share before asking Redis again (a hung Redis costs a command timeout per ask). */
const REDIS_RETRY_AFTER_MS = 5_000;
/**
 * A request reaches Discord some milliseconds after its grant, and not all equally late, so the
 * shared budget grants 50 requests in any 1.15 s, not 1 s: of those 150 ms, up to 50 may pass between
 * the grant (on Redis's clock) and this process holding it (a grant that took longer to come back, an
 * event loop stalled, is dropped and asked for again), and 100 cover the trip to Discord being slower
 * for one request than for another. Any second seen at Discord then holds at most 50; the price is
 * about 43 requests/s sustained instead of 50.
 */
export const REST_MARGIN_MS = 150;

type MakeRequest = RESTOptions['makeRequest'];

/**
 * Interaction endpoints (the callback, and the interaction's webhook: its original response and
 * follow-ups) are not bound to the bot's global limit, per Discord's rate-limit documentation; they
 * are not counted, so a spent budget never delays answering a click. Parlor calls no other webhook.
 */
export function countsAgainstGlobalLimit(url: string): boolean {
  const path = new URL(url, 'http://discord.invalid').pathname.replace(/^\/api(\/v\d+)?/, '');
  return !(/^\/interactions\/\d+\/[^/]+\/callback$/.test(path) || /^\/webhooks\/\d+\/[^/]+/.test(path));
}

export interface SharedRestBudgetDeps {
  redis: Redis | Cluster;
  prefix: string;
  log: Logger;
  /** This process's share of the budget (per 1.1 s) while Redis does not answer: its shards' part of the 50. */
  fallbackPerWindow: number;
  /** Tests and the bench may change the budget; production keeps Discord's (50 a second, 150 ms margin). */
  perWindow?: number;
  windowMs?: number;
  marginMs?: number;
}

/**
 * Discord's global REST budget shared by every process of the bot through Redis (one small Lua script
 * per request, rest-grant.lua), in front of @discordjs/rest's `makeRequest`: a busy shard may use what
 * idle ones leave, and together they never pass it. While Redis does not answer, the process paces
 * itself at its shards' share, as the processes under the manager used to.
 */
export class SharedRestBudget {
  readonly perWindow: number;
  /** The window grants are counted over on Redis's clock: Discord's second and the margin. */
  readonly grantWindowMs: number;
  /** Grants that came back later than this after asking are dropped (they might reach Discord in another second's company). */
  readonly lateAfterMs: number;
  /** Grants dropped as late, for the bench and the tests. */
  droppedLate = 0;
  private readonly fallback: SlidingWindow;
  private grants = 0;
  private queue: Promise<void> = Promise.resolve();
  private redisDown = false;
  private askRedisAfter = 0;
  private readonly tag = `${process.pid}-${Math.random().toString(36).slice(2, 8)}`;

  constructor(private readonly deps: SharedRestBudgetDeps) {
    this.perWindow = deps.perWindow ?? DISCORD_GLOBAL_REQUESTS_PER_SECOND;
    const margin = deps.marginMs ?? REST_MARGIN_MS;
    this.grantWindowMs = (deps.windowMs ?? DISCORD_WINDOW_MS) + margin;
    // No margin (tests): no grant is too late.
    this.lateAfterMs = margin > 0 ? margin / 3 : Number.POSITIVE_INFINITY;
    this.fallback = new SlidingWindow(Math.max(1, deps.fallbackPerWindow), this.grantWindowMs);
  }

  /**
   * Resolves when this process may send one request counted against the global limit. The requests
   * of one process queue here and only the first asks Redis, so a spent budget is not asked for by
   * every waiting request at once.
   */
  async acquire(signal?: AbortSignal | null): Promise<void> {
    const turn = this.queue.then(() => this.acquireNow(signal));
    this.queue = turn.catch(() => {});
    return turn;
  }

  private async acquireNow(signal?: AbortSignal | null): Promise<void> {
    for (;;) {
      signal?.throwIfAborted();
      const asked = Date.now();
      const { waitMs, shared } = await this.ask();
      if (waitMs <= 0 && (!shared || Date.now() - asked <= this.lateAfterMs)) return;
      if (waitMs <= 0) {
        this.droppedLate++;
        continue;
      }
      // A little jitter, so the processes waiting for the same moment do not all ask Redis at once.
      await sleep(waitMs + Math.floor(Math.random() * 5), undefined, signal ? { signal } : {});
    }
  }

  /**
   * @discordjs/rest's `makeRequest` with every request counted against the global limit waiting for
   * its grant first. @discordjs/rest's timeout signal starts before the wait, so a request granted
   * after a long wait would be aborted at once (and queued again at the back, up to its retries): the
   * granted request gets its own `timeoutMs` from the grant instead. Parlor passes no abort signal of
   * its own to REST calls, so that signal is only ever the timeout.
   */
  wrap(makeRequest: MakeRequest, timeoutMs: number): MakeRequest {
    return async (url, init) => {
      if (!countsAgainstGlobalLimit(url)) return makeRequest(url, init);
      await this.acquire();
      return makeRequest(url, { ...init, signal: AbortSignal.timeout(timeoutMs) });
    };
  }

  /** A grant (waitMs 0) or how long to wait: from Redis (shared), or from this process's own window while Redis does not answer. */
  private async ask(): Promise<{ waitMs: number; shared: boolean }> {
    if (this.redisDown && Date.now() < this.askRedisAfter) return { waitMs: this.fallback.take(Date.now()), shared: false };
    try {
      const waitMs = Number(
        await runScript(this.deps.redis, GRANT, [`${this.deps.prefix}{rest}:global`], [this.perWindow, this.grantWindowMs, `${this.tag}:${++this.grants}`]),
      );
      if (this.redisDown) this.deps.log.info('Redis answers again: REST calls share the global budget again');
      this.redisDown = false;
      return { waitMs, shared: true };
    } catch (error) {
      if (!this.redisDown) {
        this.deps.log.warn(
          { err: error instanceof Error ? error.message : String(error), perSecond: this.fallback.perWindow },
          "cannot reach Redis for the shared REST budget: this process keeps to its shards' share until it answers",
        );
      }
      this.redisDown = true;
      this.askRedisAfter = Date.now() + REDIS_RETRY_AFTER_MS;
      return { waitMs: this.fallback.take(Date.now()), shared: false };
    }
  }
}
