/**
 * Discord's global REST budget across processes: three processes of one bot (shards 0, 1, 2 of 3, as
 * three hosts would run them), each posting messages as fast as it is let, against the stand-in, which
 * refuses past 50 requests a second (429) as Discord does. Three ways of keeping to the budget:
 *   shared   — the bot's way: one budget in Redis (src/sharding/rest-budget.ts), any process may use it all;
 *   share    — the ShardingManager's old way: each process paces itself at 50 / 3 = 16 a second;
 *   none     — each process paces itself at discord.js's 50 a second, as processes on separate hosts would.
 * Each runs two phases: all three busy, then only one busy (the others idle).
 *   npm run bench:rest                     (5 s per phase)
 *   npm run bench:rest -- --seconds 10
 */
import { Redis } from 'ioredis';
import { randomBytes } from 'node:crypto';
import { FakeDiscord } from '../src/standin/server.js';
import { globalRate, RestLoadProcess } from '../test/support/rest-load-process.js';
import { printTable } from './support.js';

const args = process.argv.slice(2);
const at = args.indexOf('--seconds');
const PHASE_MS = (at >= 0 ? Number(args[at + 1]) : 5) * 1000;
const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
const PROCESSES = 3;

interface Way {
  name: string;
  localPerSecond?: number;
}
const WAYS: Way[] = [
  { name: 'shared (Redis)' },
  { name: 'share (50/3 each)', localPerSecond: Math.floor(50 / PROCESSES) },
  { name: 'none (50 each)', localPerSecond: 50 },
];

async function run(way: Way): Promise<string[][]> {
  const fake = new FakeDiscord();
  fake.rest = { globalPerSecond: 50 };
  await fake.start();
  const prefix = `parlor-bench:${randomBytes(4).toString('hex')}:`;
  const processes = Array.from(
    { length: PROCESSES },
    (_, shard) =>
      new RestLoadProcess(
        {
          DISCORD_TOKEN: fake.token,
          DISCORD_API_URL: fake.apiUrl,
          REDIS_URL,
          REDIS_KEY_PREFIX: prefix,
          SHARD_COUNT: String(PROCESSES),
          SHARD_IDS: String(shard),
        },
        way.localPerSecond ? ['--local-per-second', String(way.localPerSecond)] : [],
      ),
  );
  const rows: string[][] = [];
  try {
    await Promise.all(processes.map((p) => p.ready()));
    await Promise.all(processes.map((p) => p.phase(true, 1_000)));
    for (const [phase, busy] of [
      ['all three busy', [true, true, true]],
      ['one busy', [true, false, false]],
    ] as const) {
      const refusedBefore = fake.rateLimited;
      const start = Date.now();
      const done = await Promise.all(processes.map((p, i) => p.phase(busy[i]!, PHASE_MS)));
      const rate = globalRate(fake.calls, start, start + PHASE_MS);
      const sent = rate.count - (fake.rateLimited - refusedBefore);
      rows.push([
        way.name,
        phase,
        ((sent * 1000) / PHASE_MS).toFixed(1),
        String(rate.maxInWindow),
        String(fake.rateLimited - refusedBefore),
        done.map((d) => ((d.done * 1000) / PHASE_MS).toFixed(1)).join(' / '),
      ]);
    }
  } finally {
    await Promise.all(processes.map((p) => p.quit()));
    await fake.stop();
    const redis = new Redis(REDIS_URL);
    const keys = await redis.keys(`${prefix}*`);
    if (keys.length) await redis.del(...keys);
    redis.disconnect();
  }
  return rows;
}

const rows: string[][] = [['way', 'phase', 'accepted/s', 'most in any 1 s', '429s', 'per process done/s']];
for (const way of WAYS) rows.push(...(await run(way)));
console.log(`Global REST budget: ${PROCESSES} processes posting as fast as let, ${PHASE_MS / 1000} s per phase, stand-in refusing past 50/s`);
printTable(rows);
