import type { Cluster, Redis } from 'ioredis';
import type { Logger } from 'pino';
import { luaScript, runScript } from './redis-script.js';
import { tableKey, turnPingKey } from './keys.js';
import { storedTurnPingSchema, type StoredTurnPing, type TurnPingStore } from './turn-pings.js';

const HERE = new URL('./lua/', import.meta.url);
const PUT = luaScript('ping-put', HERE);
const DROP = luaScript('ping-drop', HERE);

/**
 * One string key per channel (JSON), beside the table under its bucket's hash tag, with an expiry
 * renewed by each write. Every operation is one command or one script of one slot: one round trip. Storing
 * a posted ping also settles the table's debt of it (the commit's owed ping, CommitNotes.ping).
 * A stored value that does not read as a ping counts as none (and is said in the log).
 */
export class RedisTurnPings implements TurnPingStore {
  constructor(
    private readonly redis: Redis | Cluster,
    private readonly options: { prefix: string; ttlMs: number; log: Logger },
  ) {}

  async get(channelId: string): Promise<StoredTurnPing | null> {
    return this.read(channelId, await this.redis.get(this.key(channelId)));
  }

  async put(channelId: string, ping: StoredTurnPing): Promise<StoredTurnPing | null> {
    const json = JSON.stringify(storedTurnPingSchema.parse(ping));
    const keys = [this.key(channelId), tableKey(this.options.prefix, channelId)];
    const replaced = this.read(
      channelId,
      (await runScript(this.redis, PUT, keys, [json, this.options.ttlMs, ping.sessionId, ping.turnToken ?? ''])) as string | null,
    );
    return replaced && replaced.messageId !== ping.messageId ? replaced : null;
  }

  async drop(channelId: string, messageId: string): Promise<StoredTurnPing | null> {
    return this.read(channelId, (await runScript(this.redis, DROP, [this.key(channelId)], [messageId])) as string | null);
  }

  private key(channelId: string): string {
    return turnPingKey(this.options.prefix, channelId);
  }

  private read(channelId: string, stored: string | null): StoredTurnPing | null {
    if (stored === null) return null;
    try {
      return storedTurnPingSchema.parse(JSON.parse(stored));
    } catch {
      this.options.log.warn({ channelId }, 'stored turn ping unreadable: taken as none');
      return null;
    }
  }
}
