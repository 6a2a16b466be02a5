import { describe, expect, it } from 'vitest';
import { createMetrics } from '../../src/metrics/metrics.js';
import { measuredStore } from '../../src/metrics/measured-store.js';
import { checkHealth } from '../../src/metrics/health.js';
import { MemorySessionStore } from '../../src/store/memory-store.js';
import { StoreUnavailableError } from '../../src/kernel/session.js';
import type { SessionStore } from '../../src/table/session-store.js';
import { bump, sampleSession } from '../support/sessions.js';
import { GAMES } from '../support/games.js';

const HOUR = 3_600_000;
const metricsAt = (now = () => 10 * HOUR) => createMetrics({ idleTtlMs: HOUR, now, processMetrics: false });
const line = (text: string, name: string) => text.split('\n').find((l) => l.startsWith(name + ' ') || l.startsWith(name + '{')) ?? null;

describe('metrics', () => {
  it('counts interactions by kind and outcome, and times their acknowledgement', async () => {
    const metrics = metricsAt();
    metrics.interaction('component', 'ok', 40);
    metrics.interaction('component', 'ok', 2_100);
    metrics.interaction('command', 'duplicate');
    const { body, contentType } = await metrics.render();
    expect(contentType).toMatch(/^text\/plain/);
    expect(body).toContain('parlor_interactions_total{kind="component",outcome="ok"} 2');
    expect(body).toContain('parlor_interactions_total{kind="command",outcome="duplicate"} 1');
    expect(body).toContain('parlor_interaction_ack_seconds_bucket{le="0.05",kind="component"} 1');
    expect(body).toContain('parlor_interaction_ack_seconds_bucket{le="3",kind="component"} 2');
    // Not answered at all: counted, but no acknowledgement time.
    expect(body).not.toContain('parlor_interaction_ack_seconds_count{kind="command"}');
  });

  it('counts applied, refused and stale actions by game, and not the bookkeeping writes', async () => {
    const metrics = metricsAt();
    const s = sampleSession({ game: 'yahtzee' });
    metrics.change({ kind: 'ok', session: { ...s, stateVersion: 2 }, previous: s, events: [] });
    metrics.change({ kind: 'ok', session: { ...s, version: 2 }, previous: s, events: [] });
    metrics.change({ kind: 'rejected', rejection: { code: 'x', key: 'error.notHost' } as never, session: s });
    metrics.change({ kind: 'stale', session: s });
    metrics.change({ kind: 'missing' });
    const { body } = await metrics.render();
    expect(body).toContain('parlor_actions_total{game="yahtzee",result="applied"} 1');
    expect(body).toContain('parlor_actions_total{game="yahtzee",result="refused"} 1');
    expect(body).toContain('parlor_actions_total{game="yahtzee",result="stale"} 1');
    expect(body).toContain('parlor_actions_total{game="none",result="missing"} 1');
  });

  it("samples the publisher's queue at each scrape, and observes timer and publish lag", async () => {
    const metrics = metricsAt();
    let edits = 3;
    metrics.watchBacklog(() => ({ edits, others: 1, inFlight: 2 }));
    metrics.timerFired(250);
    metrics.published(7_000);
    expect(line((await metrics.render()).body, 'parlor_publish_queue{kind="edits"}')).toBe('parlor_publish_queue{kind="edits"} 3');
    edits = 0;
    const { body } = await metrics.render();
    expect(body).toContain('parlor_publish_queue{kind="edits"} 0');
    expect(body).toContain('parlor_publish_queue{kind="in_flight"} 2');
    expect(body).toContain('parlor_timer_lag_seconds_bucket{le="0.25"} 1');
    expect(body).toContain('parlor_timer_lag_seconds_bucket{le="0.1"} 0');
    expect(body).toContain('parlor_publish_lag_seconds_bucket{le="5"} 0');
    expect(body).toContain('parlor_publish_lag_seconds_bucket{le="10"} 1');
  });
});

describe('the measured store', () => {
  it('counts compare-and-set conflicts and tracks the active tables per game', async () => {
    let now = 10 * HOUR;
    const metrics = metricsAt(() => now);
    const store = measuredStore(new MemorySessionStore(GAMES, HOUR, () => now), metrics);
    const pirate = sampleSession({ updatedAt: now });
    const yahtzee = sampleSession({ game: 'yahtzee', updatedAt: now });
    await store.create(pirate);
    await store.create(yahtzee);
    expect(await store.commit(bump(pirate), pirate.version, null, pirate)).toBe('ok');
    expect(await store.commit(bump(pirate), pirate.version, null, pirate)).toBe('conflict');
    let { body } = await metrics.render();
    expect(body).toContain('parlor_cas_conflicts_total 1');
    expect(body).toContain('parlor_active_tables{game="pirate"} 1');
    expect(body).toContain('parlor_active_tables{game="yahtzee"} 1');

    await store.commit(bump(yahtzee, { phase: 'finished' }), yahtzee.version, null, yahtzee);
    now += 2 * HOUR; // the pirate table has been idle past the window
    ({ body } = await metrics.render());
    expect(body).not.toContain('parlor_active_tables{');
  });

  it('counts the operations Redis did not answer, by operation, and passes the error on', async () => {
    const metrics = metricsAt();
    const down = Object.assign(Object.create(new MemorySessionStore(GAMES, HOUR)), {
      load: async () => {
        throw new StoreUnavailableError(new Error('connection refused'));
      },
    }) as SessionStore;
    const store = measuredStore(down, metrics);
    await expect(store.load('1')).rejects.toBeInstanceOf(StoreUnavailableError);
    await expect(store.load('1')).rejects.toBeInstanceOf(StoreUnavailableError);
    expect((await metrics.render()).body).toContain('parlor_redis_errors_total{operation="load"} 2');
  });
});

describe('health', () => {
  const up = { gateway: () => true, ping: async () => undefined, accepting: () => true };
  it('is ready only with the gateway connected, the store answering and shutdown not begun', async () => {
    expect(await checkHealth(up)).toEqual({ ready: true, checks: { gateway: true, redis: true, accepting: true } });
    expect((await checkHealth({ ...up, gateway: () => false })).ready).toBe(false);
    expect((await checkHealth({ ...up, accepting: () => false })).ready).toBe(false);
    const refused = await checkHealth({ ...up, ping: async () => Promise.reject(new Error('down')) });
    expect(refused.checks.redis).toBe(false);
    const silent = await checkHealth({ ...up, ping: () => new Promise(() => undefined), pingTimeoutMs: 50 });
    expect(silent).toEqual({ ready: false, checks: { gateway: true, redis: false, accepting: true } });
  });
});
