import { describe, expect, it } from 'vitest';
import pino from 'pino';
import { TimerSweeper } from '../../src/timers/sweeper.js';
import type { Runner, RunResult } from '../../src/table/runner.js';
import type { DueTimer, SessionStore } from '../../src/table/session-store.js';
import { sampleSession } from '../support/sessions.js';

/** A store that hands out `due` once, in batches as the sweeper asks. */
function storeWith(due: DueTimer[]): SessionStore {
  const left = [...due];
  return { claimDue: async (_now: number, _lease: number, limit: number) => left.splice(0, limit) } as unknown as SessionStore;
}

describe('the timer sweeper', () => {
  it('fires due timers several at a time, claims again while claims come back full', async () => {
    const due = Array.from({ length: 120 }, (_, i) => ({ channelId: `4000000000000${String(i).padStart(5, '0')}`, deadline: 1_000 }));
    let running = 0;
    let most = 0;
    const runner = {
      async timeout(channelId: string): Promise<RunResult> {
        running++;
        most = Math.max(most, running);
        await new Promise((r) => setTimeout(r, 5));
        running--;
        const session = sampleSession({ channelId });
        return { kind: 'ok', session, previous: session, events: [] };
      },
    } as unknown as Runner;
    const sweeper = new TimerSweeper({ store: storeWith(due), runner, log: pino({ level: 'silent' }), now: () => 1_400 }, 1_000);
    expect(await sweeper.sweep()).toBe(120);
    expect(most).toBeGreaterThan(1);
    expect(most).toBeLessThanOrEqual(16);
  });
});

describe('the timer sweeper stopping', () => {
  it('finishes the timers firing, fires no more of its claim, and hands the rest back at their deadline', async () => {
    const due = Array.from({ length: 40 }, (_, i) => ({ channelId: `5000000000000${String(i).padStart(5, '0')}`, deadline: 1_000 }));
    const reindexed: string[] = [];
    const store = { ...storeWith(due), reindex: async (channelId: string) => void reindexed.push(channelId) } as unknown as SessionStore;
    const fired: string[] = [];
    let release!: () => void;
    const firstWave = new Promise<void>((resolve) => (release = resolve));
    const runner = {
      async timeout(channelId: string): Promise<RunResult> {
        await firstWave;
        fired.push(channelId);
        const session = sampleSession({ channelId });
        return { kind: 'ok', session, previous: session, events: [] };
      },
    } as unknown as Runner;
    const sweeper = new TimerSweeper({ store, runner, log: pino({ level: 'silent' }), now: () => 1_400 }, 1_000);
    const sweeping = sweeper.sweep();
    await new Promise((r) => setTimeout(r, 10));
    const stopped = sweeper.stop();
    release();
    await stopped;
    expect(await sweeping).toBe(16);
    expect(fired).toHaveLength(16);
    expect(reindexed.sort()).toEqual(
      due
        .slice(16)
        .map((d) => d.channelId)
        .sort(),
    );
    expect(await sweeper.sweep()).toBe(0);
  });
});
