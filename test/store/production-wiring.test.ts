import { afterAll, describe, expect, it } from 'vitest';
import pino from 'pino';
import { Runner, type RunResult } from '../../src/table/runner.js';
import { MemorySessionStore } from '../../src/store/memory-store.js';
import { RedisSessionStore } from '../../src/store/redis-store.js';
import type { SessionStore } from '../../src/table/session-store.js';
import type { Session } from '../../src/kernel/session.js';
import { productionStore } from '../../src/metrics/production-store.js';
import { createMetrics } from '../../src/metrics/metrics.js';
import { ScriptedRng } from '../support/scripted-rng.js';
import { connectRedis, dropPrefix, randomPrefix } from '../support/redis.js';
import { GAMES } from '../support/games.js';

const HOUR = 3_600_000;
const CH = '300000000000000001';
const ann = { userId: '100000000000000001', name: 'Ann' };
const bo = { userId: '100000000000000002', name: 'Bo' };
const cy = { userId: '100000000000000003', name: 'Cy' };

const redis = connectRedis();
const prefixes: string[] = [];
afterAll(async () => {
  await Promise.all(prefixes.map((p) => dropPrefix(redis, p)));
  await redis.quit();
});

/** The bare stores the bot opens; each test wraps them as the bot's composition root does. */
const opened: Record<string, () => SessionStore> = {
  memory: () => new MemorySessionStore(GAMES, HOUR),
  redis: () => {
    const prefix = randomPrefix();
    prefixes.push(prefix);
    return new RedisSessionStore(redis, { prefix, idleTtlMs: HOUR, games: GAMES });
  },
};

function ok(result: RunResult | { kind: string }): Session {
  if (result.kind !== 'ok') throw new Error(`expected ok, got ${result.kind}`);
  return (result as Extract<RunResult, { kind: 'ok' }>).session;
}

describe.each(Object.keys(opened))('the store as the bot composes it (%s)', (name) => {
  it('a process holding the previous table never writes a rematch over a newer table at the same version', async () => {
    const store = productionStore(opened[name]!(), createMetrics({ idleTtlMs: HOUR, processMetrics: false }));
    const rng = new ScriptedRng();
    const log = pino({ level: 'silent' });
    const first = new Runner({ games: GAMES, store, rng, now: Date.now, log });
    const old = await first.open({ channelId: CH, guildId: null, host: { id: ann.userId, name: 'Ann' }, game: 'pirate', config: {}, locale: 'en' });
    if (old.kind !== 'created') throw new Error(old.kind);
    ok(await first.join({ channelId: CH, sessionId: old.session.id }, bo));
    rng.dice(...Array(15).fill(6), ...Array(15).fill(1), ...Array(30).fill(3));
    ok(await first.start({ channelId: CH, sessionId: old.session.id }, ann));
    const finished = ok(await first.leave({ channelId: CH, sessionId: old.session.id }, bo));
    expect(finished).toMatchObject({ phase: 'finished', closedBy: null });

    // Another process opens the next table in the channel and plays it to the same version.
    const second = new Runner({ games: GAMES, store, rng, now: Date.now, log });
    const next = await second.open({ channelId: CH, guildId: null, host: { id: cy.userId, name: 'Cy' }, game: 'pirate', config: {}, locale: 'en' });
    if (next.kind !== 'created') throw new Error(next.kind);
    ok(await second.join({ channelId: CH, sessionId: next.session.id }, bo));
    rng.dice(...Array(15).fill(6), ...Array(15).fill(1), ...Array(30).fill(3));
    ok(await second.start({ channelId: CH, sessionId: next.session.id }, cy));
    const newer = ok(await second.act({ channelId: CH, sessionId: next.session.id, version: 3 }, cy, { type: 'bet', face: 3, count: 1 }));
    expect(newer.version).toBe(finished.version);

    // Ann clicks Rematch on the old table's last message, in the process that still caches it.
    expect((await first.rematch({ channelId: CH, sessionId: old.session.id }, ann)).kind).toBe('stale');
    expect(await store.load(CH)).toEqual(newer);
  });
});
