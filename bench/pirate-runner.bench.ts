/**
 * Drives many concurrent Pirate Dice tables through the real runner and the Redis store,
 * and measures, in the same run, the Redis round trip it is built on.
 *   npm run bench            (REDIS_URL defaults to redis://127.0.0.1:6379)
 *   TABLES=400 ACTIONS=60 npm run bench
 */
import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import pino from 'pino';
import { Runner } from '../src/games/runner.js';
import { RedisSessionStore } from '../src/store/redis-store.js';
import { cryptoRng } from '../src/rng.js';
import type { PirateState } from '../src/games/pirate/actions.js';
import { minimumBet } from '../src/games/pirate/dice.js';

const TABLES = Number(process.env.TABLES ?? 200);
const ACTIONS_PER_TABLE = Number(process.env.ACTIONS ?? 40);
const PING_SECONDS = 2;
const url = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';

const redis = new Redis(url);
const prefix = `parlor-bench:${randomBytes(4).toString('hex')}:`;
const store = new RedisSessionStore(redis, { prefix, idleTtlMs: 600_000 });
const runner = new Runner({ store, rng: cryptoRng, now: Date.now, log: pino({ level: 'silent' }) });

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;
}

async function pingRate(concurrency: number): Promise<{ perSecond: number; p50: number; p99: number }> {
  const latencies: number[] = [];
  const end = performance.now() + PING_SECONDS * 1000;
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (performance.now() < end) {
        const start = performance.now();
        await redis.ping();
        latencies.push(performance.now() - start);
      }
    }),
  );
  latencies.sort((a, b) => a - b);
  return { perSecond: latencies.length / PING_SECONDS, p50: percentile(latencies, 50), p99: percentile(latencies, 99) };
}

async function playTable(index: number, latencies: number[]): Promise<number> {
  const channelId = String(700000000000000000n + BigInt(index));
  const players = ['1', '2', '3'].map((n) => ({ userId: `10000000000000000${n}`, name: `P${n}` }));
  const opened = await runner.open({ channelId, guildId: null, host: { id: players[0]!.userId, name: 'P1' }, game: 'pirate', config: {}, locale: 'en' });
  if (opened.kind !== 'created') throw new Error('could not open a bench table');
  const target = { channelId, sessionId: opened.session.id };
  for (const p of players.slice(1)) await runner.join(target, p);
  await runner.start(target, players[0]!);
  let done = 0;
  for (let i = 0; i < ACTIONS_PER_TABLE; i++) {
    const session = (await runner.load(channelId))!;
    if (session.phase !== 'playing') break;
    const state = session.state as PirateState;
    const actor = players.find((p) => p.userId === state.turn)!;
    const action = state.bet && (state.history.length >= 2 || state.bet.count > 4) ? { type: 'challenge' } : { type: 'bet', ...minimumBet(state.bet) };
    const start = performance.now();
    const result = await runner.act({ ...target, version: session.stateVersion }, actor, action);
    latencies.push(performance.now() - start);
    if (result.kind !== 'ok') throw new Error(`bench action refused: ${JSON.stringify(result).slice(0, 200)}`);
    done++;
  }
  return done;
}

async function main(): Promise<void> {
  const baselineSerial = await pingRate(1);
  const baselineConcurrent = await pingRate(TABLES);

  // One table at a time: the latency of an action with nothing else going on.
  const serial: number[] = [];
  const serialStart = performance.now();
  let serialActions = 0;
  for (let i = 0; i < 20; i++) serialActions += await playTable(TABLES + i, serial);
  const serialSeconds = (performance.now() - serialStart) / 1000;
  serial.sort((a, b) => a - b);

  const latencies: number[] = [];
  const started = performance.now();
  const counts = await Promise.all(Array.from({ length: TABLES }, (_, i) => playTable(i, latencies)));
  const seconds = (performance.now() - started) / 1000;
  const actions = counts.reduce((a, b) => a + b, 0);
  latencies.sort((a, b) => a - b);

  const rows = [
    ['measure', 'per second', 'p50 ms', 'p99 ms'],
    ['runner.act, one table at a time', (serialActions / serialSeconds).toFixed(0), percentile(serial, 50).toFixed(3), percentile(serial, 99).toFixed(3)],
    [`runner.act, ${TABLES} tables at once (load + Lua CAS commit)`, (actions / seconds).toFixed(0), percentile(latencies, 50).toFixed(2), percentile(latencies, 99).toFixed(2)],
    ['baseline: Redis PING, 1 at a time', baselineSerial.perSecond.toFixed(0), baselineSerial.p50.toFixed(3), baselineSerial.p99.toFixed(3)],
    [`baseline: Redis PING, ${TABLES} at once`, baselineConcurrent.perSecond.toFixed(0), baselineConcurrent.p50.toFixed(2), baselineConcurrent.p99.toFixed(2)],
  ];
  const widths = rows[0]!.map((_, c) => Math.max(...rows.map((r) => r[c]!.length)));
  for (const row of rows) console.log(row.map((cell, c) => (c === 0 ? cell.padEnd(widths[c]!) : cell.padStart(widths[c]!))).join('  '));
  console.log(`\n${actions} actions over ${TABLES} tables in ${seconds.toFixed(2)} s (wall time includes the bench's own state reads).`);
  console.log(`Each action costs about ${(baselineConcurrent.perSecond / (actions / seconds)).toFixed(1)} concurrent PING round trips of Redis time.`);
}

main()
  .catch((error: unknown) => {
    console.error(error);
    process.exitCode = 1;
  })
  .finally(async () => {
    const keys = await redis.keys(`${prefix}*`);
    if (keys.length) await redis.del(...keys);
    redis.disconnect();
  });
