import type { Logger } from 'pino';
import type { Config } from '../config.js';
import { MemoryTurnPings, type TurnPingStore } from './turn-pings.js';
import { RedisTurnPings } from './turn-pings-redis.js';
import { openBeside } from './open-beside.js';

/** Turn pings go where the sessions go (open-beside.ts). */
export async function openTurnPings(config: Config, log: Logger): Promise<{ turnPings: TurnPingStore; close(): Promise<void> }> {
  const { store, close } = await openBeside<TurnPingStore>(config, log, {
    memory: (ttlMs) => new MemoryTurnPings(ttlMs),
    redis: (redis, options) => new RedisTurnPings(redis, options),
  });
  return { turnPings: store, close };
}
