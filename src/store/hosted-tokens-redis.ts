import type { Cluster, Redis } from 'ioredis';
import { luaScript, runScript } from './redis-script.js';
import { BUCKETS, bucketOf, hostedEndsKey, hostedTableKey } from './keys.js';
import { heldTokenSchema, hostedTableSchema, KEPT_TOKENS, type HostedChange, type HostedTable, type HostedTokenStore, type ReachEnd } from './hosted-tokens.js';
import { RedisJsonKeys, type RedisBesideOptions } from './redis-json-keys.js';

const CHANGE = luaScript('hosted-change', new URL('./lua/', import.meta.url));

/**
 * One string key per channel (JSON) beside its table, and per bucket an index of when each table's
 * reach ends; each change one script (lua/hosted-change.lua) of one slot: read and written at once.
 */
export class RedisHostedTokens extends RedisJsonKeys<HostedTable> implements HostedTokenStore {
  constructor(redis: Redis | Cluster, options: RedisBesideOptions) {
    super(redis, options, { schema: hostedTableSchema, keyOf: hostedTableKey, name: 'interaction tokens' });
  }

  get(channelId: string): Promise<HostedTable | null> {
    return this.readKey(channelId);
  }

  async change(channelId: string, change: HostedChange): Promise<boolean> {
    const keys = [this.key(channelId), hostedEndsKey(this.options.prefix, bucketOf(channelId))];
    return (await runScript(this.redis, CHANGE, keys, [change.kind, this.options.ttlMs, channelId, ...argsOf(change)])) === 1;
  }

  /** One index per bucket: the ended entries dropped, the others read. */
  async reachEnds(after: number): Promise<ReachEnd[]> {
    const ends: ReachEnd[] = [];
    for (let bucket = 0; bucket < BUCKETS; bucket++) {
      const key = hostedEndsKey(this.options.prefix, bucket);
      await this.redis.zremrangebyscore(key, '-inf', after);
      const flat = await this.redis.zrangebyscore(key, `(${after}`, '+inf', 'WITHSCORES');
      for (let i = 0; i < flat.length; i += 2) ends.push({ channelId: flat[i]!, at: Number(flat[i + 1]) });
    }
    return ends;
  }
}

function argsOf(change: HostedChange): Array<string | number> {
  switch (change.kind) {
    case 'keep':
      return [JSON.stringify(heldTokenSchema.parse(change.held)), change.now, change.opens ?? '', KEPT_TOKENS];
    case 'sent':
      return [change.token, change.messageId];
    case 'gone':
      return [change.messageId];
    case 'dead':
      return [change.token];
    case 'waiting':
      return [change.waiting ? '1' : '0'];
  }
}
