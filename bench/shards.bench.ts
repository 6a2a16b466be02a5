/**
 * Sharding: the same load through `npm start` with SHARD_COUNT=1 (one process, no manager) and with
 * SHARD_COUNT=2 (discord.js's ShardingManager, two shard processes), against the stand-in, one Redis.
 *   npm run bench:shards                      (20 s per run, two rounds: 1, 2, 1, 2 shard processes)
 *   npm run bench:shards -- --seconds 10 --rounds 1 --guilds 8 --tables 16
 * The load: Yahtzee tables (rolls and scores on the table message, answered by the interaction),
 * in guilds spread evenly over two shards; every table makes its next move as soon as the last is
 * answered (a closed loop), so actions/s is what the bot processes can take. It prints, per run,
 * actions/s, answer times, the CPU time the bot processes spent per action (from /proc: the one
 * process, or the shard processes without their manager) and the load average; then the ratios of
 * the best run of each. The stand-in, this driver and Redis share the machine's cores with the bot,
 * so on a small machine actions/s says more about the neighbours than about sharding; CPU per
 * action says what a shard process costs.
 */
import { readFileSync, readdirSync } from 'node:fs';
import { availableParallelism, loadavg } from 'node:os';
import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import { FakeDiscord, type FakeMessage, type FakeUser } from '../src/standin/server.js';
import { tableKey } from '../src/store/keys.js';
import { unpackJson } from '../src/store/session-codec.js';
import { encodeControlId, type Verb } from '../src/ids/custom-id.js';
import type { YahtzeeState } from '../src/games/yahtzee/actions.js';
import { BOXES } from '../src/games/yahtzee/scoring.js';
import { shardOf } from '../src/sharding/shard-of.js';
import { BotProcess, START_ENTRY } from '../test/support/bot-process.js';

const args = process.argv.slice(2);
const flag = (name: string, fallback: number): number => {
  const at = args.indexOf(`--${name}`);
  return at >= 0 ? Number(args[at + 1]) : fallback;
};
const SECONDS = flag('seconds', 20);
const GUILDS = flag('guilds', 8);
const TABLES_PER_GUILD = flag('tables', 16);
const ROUNDS = flag('rounds', 2);
const WARMUP_S = 3;
/** Clock ticks per second of /proc/<pid>/stat's CPU times (USER_HZ, 100 on Linux). */
const TICKS = 100;

/** CPU seconds (user + system) a process has used so far, or NaN where /proc is not there. */
function cpuSeconds(pid: number): number {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
    return (Number(fields[11]) + Number(fields[12])) / TICKS;
  } catch {
    return NaN;
  }
}

/** The bot's processes: the one process, or, under the manager, its children (the shard processes). */
function botPids(pid: number, shardCount: number): number[] {
  if (shardCount === 1) return [pid];
  try {
    return readdirSync(`/proc/${pid}/task`).flatMap((task) =>
      readFileSync(`/proc/${pid}/task/${task}/children`, 'utf8').trim().split(/\s+/).filter(Boolean).map(Number),
    );
  } catch {
    return [];
  }
}
const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';

/** Guild ids one snowflake timestamp step apart: consecutive ones fall on alternate shards of two. */
const guildIds = Array.from({ length: GUILDS }, (_, i) => String(900_000_000_000_000_000n + (BigInt(i) << 22n)));

interface Table {
  channelId: string;
  seats: FakeUser[];
  message: FakeMessage;
}

const percentile = (values: number[], p: number): number => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;
};
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

interface Result {
  actions: number;
  seconds: number;
  p50: number;
  p99: number;
  cpuMsPerAction: number;
  load: number;
}

async function run(shardCount: number): Promise<Result> {
  const fake = new FakeDiscord('bench-bot-token');
  fake.shardCount = shardCount;
  const redis = new Redis(REDIS_URL);
  const prefix = `parlor-bench:${randomBytes(4).toString('hex')}:`;
  const tables: Table[] = [];
  let users = 0;
  const user = (): FakeUser => ({ id: `2${String(++users).padStart(17, '0')}`, username: `p${users}`, locale: 'en-US' });
  for (const [g, guildId] of guildIds.entries()) {
    const channels = Array.from({ length: TABLES_PER_GUILD }, (_, t) => String(BigInt(guildId) + 1000n + BigInt(t)));
    fake.addGuild({ id: guildId, name: `bench ${g}`, channels });
  }
  await fake.start();
  const bot = new BotProcess(
    { DISCORD_TOKEN: fake.token, DISCORD_API_URL: fake.apiUrl, REDIS_URL, REDIS_KEY_PREFIX: prefix, LOG_LEVEL: 'warn', SHARD_COUNT: String(shardCount) },
    START_ENTRY,
  );
  bot.start();
  try {
    await fake.waitFor(() => fake.connections === shardCount, `${shardCount} shard(s) on the gateway`, 90_000);
    await sleep(500);

    const session = async (channelId: string): Promise<any> => {
      const stored = await redis.hgetBuffer(tableKey(prefix, channelId), 'json');
      return stored ? JSON.parse(unpackJson(channelId, stored)) : null;
    };
    const idOf = (message: FakeMessage, pattern: RegExp): string => {
      // Rows at the top (classic) or in a V2 Container.
      const rows = (components: any[]): any[] => components.flatMap((c) => (c?.type === 1 ? [c] : Array.isArray(c?.components) ? rows(c.components) : []));
      for (const row of rows(message.components)) for (const c of row.components ?? []) if (c.custom_id && pattern.test(c.custom_id)) return c.custom_id;
      throw new Error(`no control ${pattern}`);
    };
    for (const guildId of guildIds) {
      for (const channelId of fake.channelsOf(guildId).map((c) => c.id)) {
        const seats = [user(), user()];
        const opened = await fake.slash(seats[0]!, channelId, 'play', [{ type: 1, name: 'yahtzee', options: [] }]);
        const message = opened.messages[0]!;
        await fake.click(seats[1]!, message, idOf(message, /:join$/));
        await fake.click(seats[0]!, message, idOf(message, /:start$/));
        tables.push({ channelId, seats, message });
      }
    }

    /** One move at a table, as its player would make it. */
    const move = async (table: Table): Promise<number | null> => {
      const s = await session(table.channelId);
      const control = (verb: Verb, ...rest: string[]) => encodeControlId({ sessionId: s.id, version: s.stateVersion, verb, args: rest });
      const sentAt = performance.now();
      if (s.phase === 'finished') {
        await fake.click(table.seats[0]!, table.message, control('again'));
        return null;
      }
      if (s.phase !== 'playing') {
        await fake.click(table.seats[0]!, table.message, control('start'));
        return null;
      }
      const state = s.state as YahtzeeState;
      const player = table.seats.find((u) => u.id === state.order[state.current])!;
      if (state.turn.rolls === 0 || (state.turn.rolls < 3 && Math.random() < 0.6)) await fake.click(player, table.message, control('g', 'roll'));
      else await fake.click(player, table.message, control('g', 'score'), [BOXES.find((b) => state.cards[player.id]?.[b] === undefined)!]);
      return performance.now() - sentAt;
    };

    const times: number[] = [];
    let measuring = false;
    let stopping = false;
    const loop = async (table: Table) => {
      while (!stopping) {
        const ms = await move(table);
        if (measuring && ms !== null) times.push(ms);
      }
    };
    const loops = tables.map((table) => loop(table));
    await sleep(WARMUP_S * 1000);
    const pids = botPids(bot.pid!, shardCount);
    if (pids.length !== shardCount) throw new Error(`expected ${shardCount} bot process(es), found ${pids.length}`);
    const cpuBefore = pids.reduce((sum, pid) => sum + cpuSeconds(pid), 0);
    measuring = true;
    const started = performance.now();
    await sleep(SECONDS * 1000);
    measuring = false;
    const seconds = (performance.now() - started) / 1000;
    const cpu = pids.reduce((sum, pid) => sum + cpuSeconds(pid), 0) - cpuBefore;
    const load = loadavg()[0]!;
    stopping = true;
    await Promise.all(loops);
    if (fake.violations.length) throw new Error(`the stand-in refused bodies: ${JSON.stringify(fake.violations[0])}`);
    return { actions: times.length, seconds, p50: percentile(times, 50), p99: percentile(times, 99), cpuMsPerAction: (cpu * 1000) / times.length, load };
  } finally {
    await bot.kill('SIGTERM');
    await fake.stop();
    const keys = await redis.keys(`${prefix}*`);
    for (let i = 0; i < keys.length; i += 500) await redis.del(...keys.slice(i, i + 500));
    redis.disconnect();
  }
}

const perShard = [0, 1].map((shard) => guildIds.filter((id) => shardOf(id, 2) === shard).length);
console.log(
  `Sharding: ${GUILDS} guilds (${perShard.join(' + ')} on shards 0 and 1 of two) × ${TABLES_PER_GUILD} Yahtzee tables, every table moving as soon as answered; ${SECONDS} s per run after ${WARMUP_S} s of warm-up; ${availableParallelism()} cores shared by the bot, Redis, the stand-in and this driver`,
);
const results: Record<number, Result[]> = { 1: [], 2: [] };
const rate = (r: Result) => r.actions / r.seconds;
for (let round = 1; round <= ROUNDS; round++) {
  for (const shards of [1, 2]) {
    const r = await run(shards);
    results[shards]!.push(r);
    console.log(
      `  round ${round}, ${shards === 1 ? '1 shard process (no manager)  ' : '2 shard processes (manager)   '}: ${rate(r).toFixed(1)} actions/s (${r.actions} in ${r.seconds.toFixed(1)} s); answered in p50 ${r.p50.toFixed(0)} ms, p99 ${r.p99.toFixed(0)} ms; bot CPU ${r.cpuMsPerAction.toFixed(2)} ms per action; load average ${r.load.toFixed(1)}`,
    );
  }
}
const best = (shards: number) => results[shards]!.reduce((a, b) => (rate(b) > rate(a) ? b : a));
console.log(
  `  best of each: ${rate(best(1)).toFixed(1)} and ${rate(best(2)).toFixed(1)} actions/s; ratio (2 shards / 1 shard): ${(rate(best(2)) / rate(best(1))).toFixed(2)}×`,
);
console.log(`  bot CPU per action, 2 shards / 1 shard: ${(best(2).cpuMsPerAction / best(1).cpuMsPerAction).toFixed(2)}×`);
// Each bot process runs its JavaScript on one core: with a core of its own, a process takes at most 1 / (CPU per action).
const ceiling = (shards: number) => (shards * 1000) / best(shards).cpuMsPerAction;
console.log(
  `  ceiling with a free core per process (1 / CPU per action × processes): ${ceiling(1).toFixed(0)} and ${ceiling(2).toFixed(0)} actions/s (${(ceiling(2) / ceiling(1)).toFixed(2)}×)`,
);
process.exit(0);
