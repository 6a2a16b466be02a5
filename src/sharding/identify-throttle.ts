import { setTimeout as sleep } from 'node:timers/promises';
import type { IIdentifyThrottler } from 'discord.js';
import type { Cluster, Redis } from 'ioredis';
import type { Logger } from 'pino';
import { luaScript, runScript } from '../store/redis-script.js';

/** This folder's scripts. */
const LUA = new URL('./lua/', import.meta.url);

const LEASE = luaScript('identify-lease', LUA);
const SYNC = luaScript('identify-sync', LUA);

/** Discord's window for one IDENTIFY per bucket, and what we add for clocks and the trip to Discord. */
export const IDENTIFY_WINDOW_MS = 5_000;
const LEASE_MARGIN_MS = 500;
/** Discord's day for the session start limit, used when it does not say when its day ends. */
const DAY_MS = 24 * 3_600_000;
/** How often a process waiting for the day's IDENTIFYs to come back says so again, and how long it waits on a Redis that does not answer. */
const DAY_REMINDER_MS = 10 * 60_000;
const REDIS_RETRY_MS = 1_000;

/** GET /gateway/bot's session_start_limit. */
export interface SessionStartLimit {
  total: number;
  remaining: number;
  reset_after: number;
  max_concurrency: number;
}

export interface SharedIdentifyDeps {
  redis: Redis | Cluster;
  /** REDIS_KEY_PREFIX: the bot's keys, the same in every process. */
  prefix: string;
  log: Logger;
  limits: SessionStartLimit;
  /** Tests shorten Discord's 5 s; production keeps the default. */
  leaseMs?: number;
}

/**
 * IDENTIFYs kept to Discord's limits by every process of the bot together, through Redis (discord.js's
 * `ws.buildIdentifyThrottler`): before a shard identifies, it takes its bucket's lease (bucket = shard id %
 * max_concurrency) for 5.5 s with SET NX PX, or waits out the lease another process holds; and it counts
 * the IDENTIFY against the day's allowance, stopping short of Discord's total (going over resets the
 * bot's token), saying so in the log at error level until Discord's day ends.
 */
export class SharedIdentifyThrottler implements IIdentifyThrottler {
  /** IDENTIFYs this throttler lets the bot make per day: Discord's total less 1% kept back for what we cannot count (a developer's run with the same token). */
  readonly allowance: number;
  private readonly leaseMs: number;

  constructor(private readonly deps: SharedIdentifyDeps) {
    this.allowance = Math.max(1, deps.limits.total - Math.ceil(deps.limits.total / 100));
    this.leaseMs = deps.leaseMs ?? IDENTIFY_WINDOW_MS + LEASE_MARGIN_MS;
  }

  get maxConcurrency(): number {
    return Math.max(1, this.deps.limits.max_concurrency);
  }

  bucketOf(shardId: number): number {
    return shardId % this.maxConcurrency;
  }

  /** Raises the shared day count to what Discord says is spent (it also sees IDENTIFYs made elsewhere). */
  async syncWithDiscord(): Promise<number> {
    const { total, remaining, reset_after: resetAfter } = this.deps.limits;
    return Number(await runScript(this.deps.redis, SYNC, [this.dayKey], [Math.max(0, total - remaining), Math.max(0, resetAfter), DAY_MS]));
  }

  async waitForIdentify(shardId: number, signal: AbortSignal): Promise<void> {
    const bucket = this.bucketOf(shardId);
    const holder = `shard ${shardId} pid ${process.pid}`;
    let redisDown = false;
    for (;;) {
      signal.throwIfAborted();
      let answer: [string, number, number?];
      try {
        answer = (await runScript(this.deps.redis, LEASE, [this.bucketKey(bucket), this.dayKey], [this.leaseMs, this.allowance, DAY_MS, holder])) as [
          string,
          number,
          number?,
        ];
      } catch (error) {
        if (!redisDown)
          this.deps.log.warn(
            { shard: shardId, err: error instanceof Error ? error.message : String(error) },
            'cannot reach Redis to take the IDENTIFY lease; the shard waits for it',
          );
        redisDown = true;
        await sleep(REDIS_RETRY_MS, undefined, { signal });
        continue;
      }
      const [outcome, value] = answer;
      if (outcome === 'ok') {
        this.deps.log.debug({ shard: shardId, bucket, spentToday: value, allowance: this.allowance }, 'identify lease taken');
        return;
      }
      if (outcome === 'day') {
        const resetsInMs = Math.max(0, value);
        this.deps.log.error(
          {
            shard: shardId,
            spentToday: answer[2],
            allowance: this.allowance,
            discordTotal: this.deps.limits.total,
            resetsInMinutes: Math.ceil(resetsInMs / 60_000),
          },
          "today's IDENTIFY allowance is spent: this shard will not connect until Discord's day ends (going over Discord's total resets the bot's token); find what keeps restarting shards",
        );
        await sleep(Math.min(Math.max(resetsInMs, REDIS_RETRY_MS), DAY_REMINDER_MS), undefined, { signal });
        continue;
      }
      // Another shard of this bucket identified less than 5.5 s ago: wait for its lease to end (a little jitter, so waiting shards do not all ask at once).
      await sleep(Math.max(1, value) + Math.floor(Math.random() * 50), undefined, { signal });
    }
  }

  private bucketKey(bucket: number): string {
    return `${this.deps.prefix}{gateway}:identify:bucket:${bucket}`;
  }

  private get dayKey(): string {
    return `${this.deps.prefix}{gateway}:identify:day`;
  }
}

/** What discord.js's `ws.buildIdentifyThrottler` is given: the gateway manager, which knows GET /gateway/bot's answer. */
export interface GatewayInformationSource {
  fetchGatewayInformation(force?: boolean): Promise<{ session_start_limit: SessionStartLimit }>;
}

/** Builds the throttler from Discord's session start limit, and brings the shared day count up to it. */
export async function buildSharedIdentifyThrottler(
  manager: GatewayInformationSource,
  deps: Omit<SharedIdentifyDeps, 'limits'>,
): Promise<SharedIdentifyThrottler> {
  const { session_start_limit: limits } = await manager.fetchGatewayInformation();
  const throttler = new SharedIdentifyThrottler({ ...deps, limits });
  const spent = await throttler.syncWithDiscord().catch((error: unknown) => {
    deps.log.warn({ err: error instanceof Error ? error.message : String(error) }, "could not compare the IDENTIFY count with Discord's");
    return null;
  });
  deps.log.info(
    { maxConcurrency: throttler.maxConcurrency, spentToday: spent, allowance: throttler.allowance, discordRemaining: limits.remaining },
    'IDENTIFYs are throttled through Redis for every process of the bot',
  );
  return throttler;
}
