import { afterAll, afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Redis } from 'ioredis';
import { KEPT_TOKENS, MemoryHostedTokens, type HeldToken, type HostedTokenStore } from '../../src/store/hosted-tokens.js';
import { RedisHostedTokens } from '../../src/store/hosted-tokens-redis.js';
import { hostedTableKey, tableKey } from '../../src/store/keys.js';
import { connectRedis, dropPrefix, randomPrefix } from '../support/redis.js';
import { quietLog } from '../support/quiet-log.js';

// Issue 32: the tokens of a table on interactions, changed by whichever process answered a click.
// Two answers at once must both keep their token: each change is one step (a Lua script in Redis).
const CH = '973000000000000001';
const OTHER = '973000000000000002';
const TTL_MS = 60_000;
const NOW = 1_800_000_000_000;
const APP = '500000000000000001';

const redis: Redis = connectRedis();
afterAll(() => redis.quit());

const held = (token: string, expiresAt: number, original: string | null = '7001', sent: string[] = []): HeldToken => ({
  applicationId: APP,
  token,
  expiresAt,
  original,
  sent,
});

interface Harness {
  /** Two handles on the same record, as two HTTP workers have. */
  store: HostedTokenStore;
  other: HostedTokenStore;
  raw?: (channelId: string, text: string) => Promise<unknown>;
  cleanup(): Promise<void>;
}

const harnesses: Record<string, () => Harness> = {
  memory: () => {
    const shared = new MemoryHostedTokens(TTL_MS, () => NOW);
    return { store: shared, other: shared, cleanup: async () => {} };
  },
  redis: () => {
    const prefix = randomPrefix();
    const log = quietLog();
    const second = connectRedis();
    return {
      store: new RedisHostedTokens(redis, { prefix, ttlMs: TTL_MS, log }),
      other: new RedisHostedTokens(second, { prefix, ttlMs: TTL_MS, log }),
      raw: (channelId, text) => redis.set(hostedTableKey(prefix, channelId), text),
      cleanup: async () => {
        await dropPrefix(redis, prefix);
        await second.quit();
      },
    };
  },
};

describe.each(Object.keys(harnesses))('stored interaction tokens: %s', (name) => {
  let h: Harness;
  beforeEach(() => {
    h = harnesses[name]!();
  });
  afterEach(() => h.cleanup());

  it('open a record only at /play; a click elsewhere opens none', async () => {
    expect(await h.store.change(CH, { kind: 'keep', held: held('a', NOW + 1_000), now: NOW, opens: null })).toBe(false);
    expect(await h.store.get(CH)).toBeNull();
    expect(await h.store.change(CH, { kind: 'keep', held: held('a', NOW + 1_000), now: NOW, opens: 'ko' })).toBe(true);
    expect(await h.other.get(CH)).toEqual({ locale: 'ko', tokens: [held('a', NOW + 1_000)] });
    expect(await h.other.get(OTHER)).toBeNull();
  });

  it('keep every token heard at once by two processes, ordered by expiry, the newest last', async () => {
    await h.store.change(CH, { kind: 'keep', held: held('open', NOW + 100), now: NOW, opens: 'en' });
    // Expiries out of order: two workers whose answers landed in another order than they were heard.
    const expiries = [NOW + 900, NOW + 300, NOW + 700, NOW + 500, NOW + 800, NOW + 200, NOW + 600];
    await Promise.all(expiries.map((at, i) => (i % 2 ? h.other : h.store).change(CH, { kind: 'keep', held: held(`t${i}`, at), now: NOW, opens: null })));
    const tokens = (await h.store.get(CH))!.tokens;
    expect(tokens.map((t) => t.expiresAt)).toEqual([NOW + 100, ...[...expiries].sort((a, b) => a - b)]);
    expect(tokens.at(-1)!.token).toBe('t0');
  });

  it('keep only the newest few, drop the expired ones and an older copy of the same token', async () => {
    await h.store.change(CH, { kind: 'keep', held: held('old', NOW - 1), now: NOW - 10, opens: 'en' });
    for (let i = 0; i < KEPT_TOKENS + 3; i++) await h.store.change(CH, { kind: 'keep', held: held(`t${i}`, NOW + 100 + i), now: NOW, opens: null });
    await h.store.change(CH, { kind: 'keep', held: held('t5', NOW + 10_000), now: NOW, opens: null });
    const tokens = (await h.store.get(CH))!.tokens.map((t) => t.token);
    expect(tokens).toHaveLength(KEPT_TOKENS);
    expect(tokens).not.toContain('old');
    expect(tokens.filter((t) => t === 't5')).toEqual(['t5']);
    expect(tokens.at(-1)).toBe('t5');
    expect(tokens.at(-2)).toBe(`t${KEPT_TOKENS + 2}`);
  });

  it('let spare tokens go first, never the last that reaches a message; a deleted message is reached no more but still counted', async () => {
    await h.store.change(CH, { kind: 'keep', held: held('table', NOW + 100, '7001'), now: NOW, opens: 'en' });
    // Panels opened one after another: each an ephemeral answer whose token reaches no public message.
    for (let i = 0; i < KEPT_TOKENS + 2; i++) await h.store.change(CH, { kind: 'keep', held: held(`panel${i}`, NOW + 200 + i, null), now: NOW, opens: null });
    const kept = (await h.other.get(CH))!.tokens.map((t) => t.token);
    expect(kept).toHaveLength(KEPT_TOKENS);
    expect(kept[0]).toBe('table');
    expect(kept.slice(1)).toEqual(Array.from({ length: KEPT_TOKENS - 1 }, (_, i) => `panel${i + 3}`));
    await h.store.change(CH, { kind: 'sent', token: 'table', messageId: '8001' });
    await h.other.change(CH, { kind: 'gone', messageId: '8001' });
    await h.other.change(CH, { kind: 'gone', messageId: '8001' });
    await h.store.change(CH, { kind: 'gone', messageId: '7001' });
    expect((await h.other.get(CH))!.tokens[0]).toEqual({ ...held('table', NOW + 100, null, ['8001']), gone: ['8001'] });
    // Reaching nothing now, the table's token is as spare as the panels' and, the oldest, goes first.
    await h.store.change(CH, { kind: 'keep', held: held('next', NOW + 900, null), now: NOW, opens: null });
    expect((await h.other.get(CH))!.tokens.map((t) => t.token)).not.toContain('table');
  });

  it('note follow-ups and dead tokens; a waiting table stays waiting until a token reaches a public message', async () => {
    await h.store.change(CH, { kind: 'keep', held: held('a', NOW + 1_000), now: NOW, opens: 'zh-CN' });
    await h.store.change(CH, { kind: 'keep', held: held('b', NOW + 2_000), now: NOW, opens: null });
    await Promise.all([
      h.store.change(CH, { kind: 'sent', token: 'b', messageId: '8001' }),
      h.other.change(CH, { kind: 'sent', token: 'b', messageId: '8002' }),
      h.other.change(CH, { kind: 'dead', token: 'a' }),
    ]);
    const afterSent = (await h.store.get(CH))!;
    expect(afterSent.tokens).toHaveLength(1);
    expect([...afterSent.tokens[0]!.sent].sort()).toEqual(['8001', '8002']);
    await h.store.change(CH, { kind: 'waiting', waiting: true });
    // A panel's token (ephemeral: no public original) does not end the waiting...
    await h.store.change(CH, { kind: 'keep', held: held('panel', NOW + 3_000, null), now: NOW, opens: null });
    expect((await h.store.get(CH))!.waiting).toBe(true);
    // ...a click answered on the table does.
    await h.store.change(CH, { kind: 'keep', held: held('table', NOW + 4_000), now: NOW, opens: null });
    expect((await h.store.get(CH))!.waiting).toBeUndefined();
    expect((await h.store.get(CH))!.locale).toBe('zh-CN');
  });

  it('list when each table stops being reachable, for the last calls planned again at start', async () => {
    await h.store.change(CH, { kind: 'keep', held: held('a', NOW + 5_000), now: NOW, opens: 'en' });
    await h.store.change(CH, { kind: 'keep', held: held('panel', NOW + 9_000, null), now: NOW, opens: null });
    await h.store.change(OTHER, { kind: 'keep', held: held('b', NOW + 2_000), now: NOW, opens: 'en' });
    // The panel's token reaches no table: the table's reach ends with its own token.
    expect((await h.other.reachEnds(NOW)).sort((x, y) => x.at - y.at)).toEqual([
      { channelId: OTHER, at: NOW + 2_000 },
      { channelId: CH, at: NOW + 5_000 },
    ]);
    expect(await h.other.reachEnds(NOW + 3_000)).toEqual([{ channelId: CH, at: NOW + 5_000 }]);
    // A table already shown waiting needs no last call.
    await h.store.change(CH, { kind: 'waiting', waiting: true });
    expect(await h.other.reachEnds(NOW)).toEqual(name === 'memory' ? [{ channelId: OTHER, at: NOW + 2_000 }] : []);
    // Shown again through a fresh token: listed again.
    await h.store.change(CH, { kind: 'keep', held: held('c', NOW + 6_000), now: NOW, opens: null });
    expect(await h.other.reachEnds(NOW + 3_000)).toEqual([{ channelId: CH, at: NOW + 6_000 }]);
  });

  if (name !== 'memory') {
    it('take a record that does not read as none, and let /play open a new one over it', async () => {
      await h.raw!(CH, '{"locale":"en","tokens":[{"oops":');
      expect(await h.store.get(CH)).toBeNull();
      expect(await h.store.change(CH, { kind: 'sent', token: 'a', messageId: '1' })).toBe(false);
      expect(await h.store.change(CH, { kind: 'keep', held: held('a', NOW + 1_000, null), now: NOW, opens: 'en' })).toBe(true);
      // An empty list stays a list (Redis's cjson would write {}), and the key sits beside the table, with an expiry.
      expect(await h.store.get(CH)).toEqual({ locale: 'en', tokens: [held('a', NOW + 1_000, null)] });
      const key = hostedTableKey('p:', CH);
      expect(key.match(/\{[^}]+\}/)![0]).toBe(tableKey('p:', CH).match(/\{[^}]+\}/)![0]);
    });
  }
});
