import type { Logger } from 'pino';
import type { Config } from '../config.js';
import { MemoryHostedTokens, type HostedTokenStore } from './hosted-tokens.js';
import { RedisHostedTokens } from './hosted-tokens-redis.js';
import { openBeside } from './open-beside.js';

/** Tables on interactions keep their tokens where the sessions go (open-beside.ts). */
export async function openHostedTokens(config: Config, log: Logger): Promise<{ hostedTokens: HostedTokenStore; close(): Promise<void> }> {
  const { store, close } = await openBeside<HostedTokenStore>(config, log, {
    memory: (ttlMs) => new MemoryHostedTokens(ttlMs),
    redis: (redis, options) => new RedisHostedTokens(redis, options),
  });
  return { hostedTokens: store, close };
}
