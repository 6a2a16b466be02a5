import type { Cluster, Redis } from 'ioredis';
import { luaScript, runScript } from './redis-script.js';
import { tableKey, turnPingKey } from './keys.js';
import { storedTurnPingSchema, type StoredTurnPing, type TurnPingStore } from './turn-pings.js';
import { RedisJsonKeys, type RedisBesideOptions } from './redis-json-keys.js';

const HERE = new URL('./lua/', import.meta.url);
const PUT = luaScript('ping-put', HERE);
const DROP = luaScript('ping-drop', HERE);

/**
 * One string key per channel (JSON), beside the table under its bucket's hash tag, with an expiry
 * renewed by each write. Every operation is one command or one script of one slot: one round trip. Storing
 * a posted ping also settles the table's debt of it (the commit's owed ping, CommitNotes.ping).
 * A stored value that does not read as a ping counts as none (and is said in the log).
 */
export class RedisTurnPings extends RedisJsonKeys<StoredTurnPing> implements TurnPingStore {
  constructor(redis: Redis | Cluster, options: RedisBesideOptions) {
    super(redis, options, { schema: storedTurnPingSchema, keyOf: turnPingKey, name: 'turn ping' });
  }

  get(channelId: string): Promise<StoredTurnPing | null> {
    return this.readKey(channelId);
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
}
