import { describe, expect, it } from 'vitest';
import pino from 'pino';
import { TimerSweeper } from '../../src/timers/sweeper.js';
import type { Runner, RunResult } from '../../src/games/runner.js';
import type { Publisher } from '../../src/discord/publisher.js';
import type { DueTimer, SessionStore } from '../../src/store/session-store.js';
import { sampleSession } from '../support/sessions.js';

/** A store that hands out `due` once, in batches as the sweeper asks. */
function storeWith(due: DueTimer[]): SessionStore {
  const left = [...due];
  return { claimDue: async (_now: number, _lease: number, limit: number) => left.splice(0, limit) } as unknown as SessionStore;
}

describe('the timer sweeper', () => {
  it('fires due timers several at a time, claims again while claims come back full, and never waits on publishing', async () => {
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
    const published: string[] = [];
    // A publisher that would never finish a REST call: the sweeper must not care.
    const publisher = { published: (s: { channelId: string }) => void published.push(s.channelId) } as unknown as Publisher;
    const sweeper = new TimerSweeper({ store: storeWith(due), runner, publisher, log: pino({ level: 'silent' }), now: () => 1_400 }, 1_000);
    expect(await sweeper.sweep()).toBe(120);
    expect(published).toHaveLength(120);
    expect(most).toBeGreaterThan(1);
    expect(most).toBeLessThanOrEqual(16);
  });
});
