import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { World } from '../support/world.js';
import { answerText, byId, controlOf, isEphemeralAnswer, pirateTurn, settle, startPirate, users, visibleText } from '../support/fake-discord/driver.js';
import type { FakeUser } from '../../src/standin/server.js';

const CALLBACK_LATENCY_MS = 1_500;

describe('SIGTERM mid-game', () => {
  const CH = '920000000000000101';
  const world = new World([CH]);
  beforeAll(() => world.start().then(() => undefined), 30_000);
  afterAll(() => world.stop());

  it('answers the click in flight, refuses new ones, exits 0, and a restarted bot carries on with the table and its timer', async () => {
    const { fake } = world;
    const table = await startPirate(fake, CH, [users.ann, users.bo, users.chan], [{ type: 4, name: 'turn_seconds', value: 15 }]);
    const first = byId(pirateTurn(table)!);
    const panel = (await fake.click(first, table, controlOf(table, /:panel$/))).messages[0]!;
    const before = await world.session(CH);

    // Interaction answers now take 1.5 s to reach Discord: the bet below is committed, its answer still on its way.
    fake.rest.latencyMs = (path) => (path.includes('/callback') ? CALLBACK_LATENCY_MS : 0);
    const bet = fake.click(first, panel, controlOf(panel, /:g:min:/));
    await fake.waitFor(() => fake.calls.some((c) => c.path.endsWith('/callback') && c.at >= lastSentAt(fake, first)), 'the bet to be answered (in flight)');
    const stopping = world.bot;
    stopping.signal('SIGTERM');
    await stopping.waitForLog((l) => l.msg === 'taking no new interactions', 'shutdown to begin');

    // Taken on before the signal: answered, and applied. Sent after it: answered as refused, nothing changed.
    const late = await fake.click(users.dave, table, controlOf(table, /:panel$/));
    const answered = await bet;
    expect(answered.callback?.type).toBe(7);
    expect(isEphemeralAnswer(late)).toBe(true);
    expect(answerText(late)).toMatch(/restarting|正在重启|다시 시작/);

    expect(await stopping.exitCode()).toBe(0);
    const shutdownLines = stopping.logs.filter((l) => ['shutting down', 'shut down cleanly'].includes(l.msg));
    expect(shutdownLines.map((l) => l.msg)).toEqual(['shutting down', 'shut down cleanly']);
    expect(shutdownLines[1]!.ms).toBeLessThan(10_000);

    const after = await world.session(CH);
    expect(after.state.history).toHaveLength(before.state.history.length + 1);
    expect(after.state.history.at(-1)).toMatchObject({ player: first.id });
    expect(after.deadline).toBeGreaterThan(Date.now() - 15_000);
    fake.rest.latencyMs = 0;

    // A new process picks up the table: its turn timer fires there, and play goes on.
    const waiting = after.state.turn as string;
    const next = await world.startBot();
    await next.waitForLog((l) => l.msg === 'turn timer fired' && l.channelId === CH, 'the turn timer to fire in the new process', 25_000);
    await settle(fake, 300);
    const resumed = await world.session(CH);
    expect(resumed.state.timeouts[waiting]).toBe(1);
    expect(resumed.state.turn).not.toBe(waiting);
    expect(visibleText(table)).toMatch(/ran out of time/);
    const challenge = await fake.click(byId(resumed.state.turn), table, controlOf(table, /:g:chal$/));
    expect(challenge.callback?.type).toBe(7);
    expect(fake.violations).toEqual([]);
  }, 60_000);
});

/** When the last interaction from `user` was sent. */
function lastSentAt(fake: World['fake'], user: FakeUser): number {
  const mine = [...fake.interactions.values()].filter((r) => r.user.id === user.id);
  return mine.at(-1)!.sentAt;
}
