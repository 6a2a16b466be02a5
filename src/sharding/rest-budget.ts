import { setTimeout as sleep } from 'node:timers/promises';
import type { RESTOptions } from 'discord.js';
import type { Cluster, Redis } from 'ioredis';
import type { Logger } from 'pino';
import { luaScript, runScript } from './redis-script.js';
import { SlidingWindow } from './sliding-window.js';

const GRANT = luaScript('rest-grant');

/** Discord's global REST limit: requests per second for the whole bot, across every shard, process and host. */
export const DISCORD_GLOBAL_REQUESTS_PER_SECOND = 50;
/**
 * The shared budget grants 50 requests in any 1.1 s, not 1 s: a request reaches Discord some
 * milliseconds after its grant, and not all equally late; the extra 100 ms keep any second seen at
 * Discord within 50 while grants and arrivals drift that much apart (about 45 requests/s sustained).
 */
export const REST_WINDOW_MS = 1_100;

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
  /** This process's share of the budget while Redis does not answer: its shards' part of 50 a second. */
  fallbackPerWindow: number;
  /** Tests and the bench may change the budget; production keeps Discord's. */
  perWindow?: number;
  windowMs?: number;
}

/**
 * Discord's global REST budget shared by every process of the bot through Redis (one small Lua script
 * per request, rest-grant.lua), in front of @discordjs/rest's `makeRequest`: a busy shard may use what
 * idle ones leave, and together they never pass it. While Redis does not answer, the process paces
 * itself at its shards' share, as the processes under the manager used to.
 */
export class SharedRestBudget {
  readonly perWindow: number;
  readonly windowMs: number;
  private readonly fallback: SlidingWindow;
  private grants = 0;
  private redisDown = false;
  private readonly tag = `${process.pid}-${Math.random().toString(36).slice(2, 8)}`;

  constructor(private readonly deps: SharedRestBudgetDeps) {
    this.perWindow = deps.perWindow ?? DISCORD_GLOBAL_REQUESTS_PER_SECOND;
    this.windowMs = deps.windowMs ?? REST_WINDOW_MS;
    this.fallback = new SlidingWindow(Math.max(1, deps.fallbackPerWindow), this.windowMs);
  }

  /** Resolves when this process may send one request counted against the global limit. */
  async acquire(signal?: AbortSignal | null): Promise<void> {
    for (;;) {
      signal?.throwIfAborted();
      const waitMs = await this.ask();
      if (waitMs <= 0) return;
      // A little jitter, so the processes waiting for the same moment do not all ask Redis at once.
      await sleep(waitMs + Math.floor(Math.random() * 5), undefined, signal ? { signal } : {});
    }
  }

  /** @discordjs/rest's `makeRequest` with every request counted against the global limit waiting for its grant first. */
  wrap(makeRequest: MakeRequest): MakeRequest {
    return async (url, init) => {
      if (countsAgainstGlobalLimit(url)) await this.acquire(init.signal);
      return makeRequest(url, init);
    };
  }

  private async ask(): Promise<number> {
    try {
      const waitMs = Number(await runScript(this.deps.redis, GRANT, [`${this.deps.prefix}{rest}:global`], [this.perWindow, this.windowMs, `${this.tag}:${++this.grants}`]));
      if (this.redisDown) this.deps.log.info('Redis answers again: REST calls share the global budget again');
      this.redisDown = false;
      return waitMs;
    } catch (error) {
      if (!this.redisDown) {
        this.deps.log.warn({ err: error instanceof Error ? error.message : String(error), perSecond: this.fallback.perWindow }, "cannot reach Redis for the shared REST budget: this process keeps to its shards' share until it answers");
      }
      this.redisDown = true;
      return this.fallback.take(Date.now());
    }
  }
}
