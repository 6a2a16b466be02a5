/**
 * Drives many concurrent Pirate Dice tables through the real runner and the Redis store,
 * and measures, in the same run, the Redis round trip it is built on. Each table plays game after
 * game for the whole measured window (a finished game is followed by a rematch and a start, as a
 * channel does), so every row is a steady load, not a burst that thins out as games end.
 *   npm run bench            (REDIS_URL defaults to redis://127.0.0.1:6379)
 *   TABLES=200,1000 SECONDS=4 PACED_SECONDS=15 npm run bench:runner
 */
import { randomBytes } from 'node:crypto';
import pino from 'pino';
import { Runner } from '../src/table/runner.js';
import { RedisSessionStore } from '../src/store/redis-store.js';
import { redisClient } from '../src/store/open-store.js';
import { cryptoRng } from '../src/rng.js';
import type { PirateState } from '../src/games/pirate/actions.js';
import { minimumBet } from '../src/games/pirate/dice.js';
import type { Session } from '../src/kernel/session.js';
import { printTable, runAgainstRedis } from './support.js';
import { GAMES } from '../test/support/games.js';

const TABLE_COUNTS = (process.env.TABLES ?? '200,1000').split(',').map(Number);
const SECONDS = Number(process.env.SECONDS ?? 4);
const PING_SECONDS = 2;
const PACED_SECONDS = Number(process.env.PACED_SECONDS ?? 15);
const url = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';

// The bot's own client (src/store/open-store.ts): auto-pipelining, and the default 5 s command timeout.
const redis = redisClient(url, 5_000);
const prefix = `parlor-bench:${randomBytes(4).toString('hex')}:`;
const store = new RedisSessionStore(redis, { prefix, idleTtlMs: 600_000, games: GAMES });

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

type Seat = { userId: string; name: string };
type Table = Awaited<ReturnType<typeof openTable>>;
const GUILD_ID = '800000000000000001';

/** Opens and starts a 3-player table; returns what its moves need. */
async function openTable(runner: Runner, index: number): Promise<{ target: { channelId: string; sessionId: string }; players: Seat[]; session: Session }> {
  const channelId = String(700000000000000000n + BigInt(index));
  const players = ['1', '2', '3'].map((n) => ({ userId: `10000000000000000${n}`, name: `P${n}` }));
  // In a server, as tables are: a finished game's results go into the stats in the same commit.
  const opened = await runner.open({ channelId, guildId: GUILD_ID, host: { id: players[0]!.userId, name: 'P1' }, game: 'pirate', config: {}, locale: 'en' });
  if (opened.kind !== 'created') throw new Error('could not open a bench table');
  const target = { channelId, sessionId: opened.session.id };
  for (const p of players.slice(1)) await runner.join(target, p);
  const started = await runner.start(target, players[0]!);
  if (started.kind !== 'ok') throw new Error('could not start a bench table');
  return { target, players, session: started.session };
}

/** The bench's player: the smallest raise, and a challenge once a round has two bets or the bet passes 4. */
function nextMove(players: Seat[], session: Session): { actor: Seat; action: object } {
  const state = session.state as PirateState;
  const actor = players.find((p) => p.userId === state.turn)!;
  const action = state.bet && (state.history.length >= 2 || state.bet.count > 4) ? { type: 'challenge' } : { type: 'bet', ...minimumBet(state.bet) };
  return { actor, action };
}

const counted = { all: 0, between: 0 };

/**
 * The table's next change, its latency added to `latencies`; returns the table after it. In a game
 * that is the bench player's move; after a game, the rematch and then the start of the next one.
 */
async function timedAction(runner: Runner, table: Table, session: Session, latencies: number[]): Promise<Session> {
  const host = table.players[0]!;
  const { actor, action } = session.phase === 'playing' ? nextMove(table.players, session) : { actor: host, action: null };
  const start = performance.now();
  const result =
    action !== null
      ? await runner.act({ ...table.target, version: session.stateVersion }, actor, action)
      : session.phase === 'finished'
        ? await runner.rematch(table.target, host)
        : await runner.start({ ...table.target, sessionId: session.id }, host);
  latencies.push(performance.now() - start);
  counted.all++;
  if (action === null) counted.between++;
  if (result.kind !== 'ok') throw new Error(`bench action refused: ${JSON.stringify(result).slice(0, 200)}`);
  if (result.session.id !== table.target.sessionId) table.target.sessionId = result.session.id;
  return result.session;
}

/** Commands this process sent to Redis (each a round trip; a script's own calls inside Redis are not counted). */
let sent = 0;
const send = redis.sendCommand.bind(redis);
redis.sendCommand = ((...args: Parameters<typeof send>) => {
  sent++;
  return send(...args);
}) as typeof redis.sendCommand;

interface Run {
  perSecond: number;
  p50: number;
  p99: number;
  commandsPerAction: number;
}

/** `tables` tables, each making its next change as soon as the last is answered, for `seconds`. */
async function run(tables: number, cache: boolean, seconds: number, offset: number): Promise<Run> {
  const runner = new Runner({ games: GAMES, store, rng: cryptoRng, now: Date.now, log: pino({ level: 'silent' }), cache });
  const opened = await Promise.all(Array.from({ length: tables }, (_, i) => openTable(runner, offset + i)));
  const latencies: number[] = [];
  const sentBefore = sent;
  const started = performance.now();
  const end = started + seconds * 1000;
  await Promise.all(
    opened.map(async (table) => {
      let session = table.session;
      while (performance.now() < end) session = await timedAction(runner, table, session, latencies);
    }),
  );
  const elapsed = (performance.now() - started) / 1000;
  const commands = sent - sentBefore;
  const actions = latencies.length;
  latencies.sort((a, b) => a - b);
  return { perSecond: actions / elapsed, p50: percentile(latencies, 50), p99: percentile(latencies, 99), commandsPerAction: commands / actions };
}

/**
 * 1,000 tables played at a set pace: each table makes a move every `everyMs` (phases spread), so
 * the latency is a move's own cost under that load, not the queue a saturating bench builds.
 */
async function paced(tables: number, everyMs: number, seconds: number, offset: number): Promise<Omit<Run, 'commandsPerAction'>> {
  const runner = new Runner({ games: GAMES, store, rng: cryptoRng, now: Date.now, log: pino({ level: 'silent' }) });
  const opened = await Promise.all(Array.from({ length: tables }, (_, i) => openTable(runner, offset + i)));
  const latencies: number[] = [];
  const end = performance.now() + seconds * 1000;
  await Promise.all(
    opened.map(async (first, i) => {
      await new Promise((r) => setTimeout(r, (i * everyMs) / tables));
      let session = first.session;
      while (performance.now() < end) {
        const due = performance.now() + everyMs;
        session = await timedAction(runner, first, session, latencies);
        await new Promise((r) => setTimeout(r, Math.max(0, due - performance.now())));
      }
    }),
  );
  latencies.sort((a, b) => a - b);
  return { perSecond: latencies.length / seconds, p50: percentile(latencies, 50), p99: percentile(latencies, 99) };
}

async function main(): Promise<void> {
  console.log(`runner on Pirate Dice tables (3 players, game after game), ${SECONDS} s per saturating row, Redis ${url}\n`);
  await redis.connect();
  const rows = [['measure', 'per second', 'p50 ms', 'p99 ms', 'commands / action', 'vs PING/s']];
  let offset = 0;
  // Warm-up, not shown: the first few thousand moves run before the JIT has compiled the runner and the engine.
  for (const cache of [false, true]) {
    await run(200, cache, 2, offset);
    offset += 200;
  }
  const countedFrom = { all: 0, between: 0 };
  [countedFrom.all, countedFrom.between] = [counted.all, counted.between];
  for (const tables of TABLE_COUNTS) {
    const ping = await pingRate(tables);
    rows.push([`baseline: Redis PING, ${tables} at once`, ping.perSecond.toFixed(0), ping.p50.toFixed(2), ping.p99.toFixed(2), '1', '100%']);
    for (const cache of [false, true]) {
      const r = await run(tables, cache, SECONDS, offset);
      offset += tables;
      const label = `runner, ${tables} tables at once, ${cache ? 'session cache (CAS only)' : 'no cache (read + CAS)'}`;
      rows.push([
        label,
        r.perSecond.toFixed(0),
        r.p50.toFixed(2),
        r.p99.toFixed(2),
        r.commandsPerAction.toFixed(2),
        `${((100 * r.perSecond) / ping.perSecond).toFixed(1)}%`,
      ]);
    }
  }
  for (const everyMs of PACED_SECONDS > 0 ? [1_000, 100] : []) {
    const human = await paced(1_000, everyMs, PACED_SECONDS, offset);
    offset += 1_000;
    const pace = everyMs === 1_000 ? 'once a second' : `${1_000 / everyMs} times a second`;
    rows.push([`runner, 1000 tables each moving ${pace} (paced, cache)`, human.perSecond.toFixed(0), human.p50.toFixed(2), human.p99.toFixed(2), '', '']);
  }
  printTable(rows);
  const between = (100 * (counted.between - countedFrom.between)) / (counted.all - countedFrom.all);
  console.log(
    `\nactions: runner changes, each committed to Redis: game moves (runner.act), and between games a rematch and a start (${between.toFixed(1)}% of them).`,
  );
  console.log('vs PING/s: actions per second as a share of Redis PING round trips per second at the same concurrency, measured just before.');
  console.log('commands / action: Redis commands sent per action. Each action waits for one round trip (its commit), but one');
  console.log('script call carries the commits of every table of a bucket that moved in the same tick (src/store/commit-batch.ts), so it falls below 1.');
}

runAgainstRedis(main, redis, prefix);
