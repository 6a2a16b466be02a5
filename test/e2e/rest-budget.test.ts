import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FakeDiscord } from '../../src/standin/server.js';
import { connectRedis, dropPrefix, randomPrefix, REDIS_URL } from '../support/redis.js';
import { globalRate, RestLoadProcess } from '../support/rest-load-process.js';

// Three processes of one bot (shards 0, 1 and 2 of 3, as three hosts would run them), each with the
// REST options the bot gives discord.js, against a stand-in that refuses past 50 requests a second.
const fake = new FakeDiscord();
fake.rest = { globalPerSecond: 50 };
const redis = connectRedis();
const prefix = randomPrefix();
const PHASE_MS = 4_000;
let processes: RestLoadProcess[] = [];

beforeAll(async () => {
  await fake.start();
  processes = [0, 1, 2].map(
    (shard) =>
      new RestLoadProcess({
        DISCORD_TOKEN: fake.token,
        DISCORD_API_URL: fake.apiUrl,
        REDIS_URL,
        REDIS_KEY_PREFIX: prefix,
        SHARD_COUNT: '3',
        SHARD_IDS: String(shard),
      }),
  );
  await Promise.all(processes.map((p) => p.ready()));
}, 90_000);

afterAll(async () => {
  await Promise.all(processes.map((p) => p.quit()));
  await fake.stop();
  await dropPrefix(redis, prefix);
  await redis.quit();
});

describe("Discord's global REST budget, shared by every process through Redis", () => {
  it('three busy processes stay within 50 a second together; one busy process takes the whole budget while the others idle', async () => {
    // Warm-up (connections opened, code compiled), not measured.
    await Promise.all(processes.map((p) => p.phase(true, 1_000)));
    const allStart = Date.now();
    const allPhase = await Promise.all(processes.map((p) => p.phase(true, PHASE_MS)));
    const oneStart = Date.now();
    const onePhase = await Promise.all(processes.map((p, i) => p.phase(i === 0, PHASE_MS)));
    const allDone = allPhase.map((p) => p.done);
    const oneDone = onePhase.map((p) => p.done);
    const end = Date.now();

    const all = globalRate(fake.calls, allStart, allStart + PHASE_MS);
    const one = globalRate(fake.calls, oneStart, oneStart + PHASE_MS);
    console.log(
      `all busy: ${all.perSecond.toFixed(1)} calls/s, most in any 1 s ${all.maxInWindow}, per process ${allDone.join(' / ')}; one busy: ${one.perSecond.toFixed(1)} calls/s, most in any 1 s ${one.maxInWindow}, per process ${oneDone.join(' / ')}; 429s ${fake.rateLimited}; grants dropped as late ${onePhase.map((p) => p.droppedLate).join(' / ')}`,
    );

    // Never over Discord's 50 in any second, so the stand-in never had to refuse one.
    expect(globalRate(fake.calls, allStart, end).maxInWindow).toBeLessThanOrEqual(50);
    expect(fake.rateLimited).toBe(0);
    // Overloaded (three processes each asking for as much as discord.js lets one process send), the
    // budget is used, shared: about 43 a second (50 per 1.15 s; fewer when grants came back late on a
    // loaded machine and were dropped), every process getting some.
    expect(all.perSecond).toBeGreaterThanOrEqual(30);
    for (const done of allDone) expect(done).toBeGreaterThan(10);
    // The busy process alone reaches the whole budget, not a third of it (the old fixed share: 16 a second).
    expect(oneDone[0]! / (PHASE_MS / 1000)).toBeGreaterThanOrEqual(35);
    expect(oneDone.slice(1)).toEqual([0, 0]);
    expect(one.perSecond).toBeGreaterThanOrEqual(35);
  }, 60_000);
});
