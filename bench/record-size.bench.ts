/**
 * How big each game's Redis record gets. Plays random games of every game at its largest table
 * (9-seat Hold'em, 12-player 博饼 with named prizes, ...) through the pure engines, stores a
 * sample of the sessions seen with the real Redis store, and prints Redis's own `MEMORY USAGE`
 * (median and maximum per game) next to the bytes the store sends per write.
 *   npm run bench:records            (REDIS_URL defaults to redis://127.0.0.1:6379)
 */
import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import { cryptoRng, type Rng } from '../src/rng.js';
import { RedisSessionStore } from '../src/store/redis-store.js';
import { COMPRESS_ABOVE, encodeSession, recordBytes } from '../src/store/session-codec.js';
import { tableKey } from '../src/store/keys.js';
import type { GameId } from '../src/kernel/engine.js';
import type { Session } from '../src/kernel/session.js';
import { printTable, runAgainstRedis } from './support.js';
import { GAMES } from '../test/support/games.js';

const GAMES_PER_KIND = Number(process.env.GAMES ?? 30);
const STEPS_PER_GAME = 400;
const url = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
const redis = new Redis(url);
const prefix = `parlor-bench:${randomBytes(4).toString('hex')}:`;
const store = new RedisSessionStore(redis, { prefix, idleTtlMs: 600_000, games: GAMES });

const snowflake = (i: number) => String(1_100_000_000_000_000_000n + BigInt(i) * 7_919_000_000_000n);
// Display names as Discord allows them (32 characters), in the scripts our players write.
const NAMES = ['Annabelle the Magnificent Dealer', '王小明的第二个账号但是名字很长很长很长', '김철수와 친구들의 아주 긴 디스코드 별명입니다'];
const PRIZE = '中秋博饼大奖：月饼礼盒一份加上精美茶具一套和红包';

interface Kind {
  game: GameId;
  players: number;
  config: unknown;
  /** Moves worth trying for `player`, most interesting first; the first one the engine accepts is played. */
  moves(state: any, player: string, rng: Rng): unknown[];
}

const KINDS: Kind[] = [
  {
    game: 'holdem',
    players: 9,
    config: { smallBlind: 5, bigBlind: 10 },
    moves: (_s, _p, rng) => {
      const r = rng.int(10);
      return r < 4
        ? [{ type: 'call' }, { type: 'check' }]
        : r < 7
          ? [{ type: 'raise', to: 20 + rng.int(200) }, { type: 'call' }, { type: 'check' }]
          : r < 9
            ? [{ type: 'check' }, { type: 'fold' }]
            : [{ type: 'deal' }];
    },
  },
  {
    game: 'bobing',
    players: 12,
    config: {
      prizes: Object.fromEntries(
        ['zhuangyuan', 'duitang', 'sanhong', 'sijin', 'erju', 'yixiu'].map((t, i) => [t, { count: [1, 2, 4, 8, 16, 32][i], name: PRIZE }]),
      ),
    },
    moves: () => [{ type: 'roll' }],
  },
  {
    game: 'pirate',
    players: 6,
    config: {},
    moves: (s, _p, rng) => {
      const bet = s.bet as { face: number; count: number } | null;
      const count = (bet?.count ?? 1) + rng.int(2);
      return rng.int(4) === 0 && bet
        ? [{ type: 'challenge' }]
        : [{ type: 'bet', face: 1 + rng.int(6), count }, { type: 'bet', face: 6, count: count + 1 }, { type: 'challenge' }];
    },
  },
  {
    game: 'yahtzee',
    players: 6,
    config: {},
    moves: (_s, _p, rng) => [
      { type: 'roll' },
      { type: 'hold', index: rng.int(5) },
      {
        type: 'score',
        box: ['ones', 'twos', 'threes', 'fours', 'fives', 'sixes', 'threeKind', 'fourKind', 'fullHouse', 'smallStraight', 'largeStraight', 'yahtzee', 'chance'][
          rng.int(13)
        ],
      },
    ],
  },
  {
    game: 'xianqi',
    players: 3,
    config: {},
    moves: (_s, _p, rng) =>
      rng.int(3) === 0 ? [{ type: 'kou' }, { type: 'xian' }, { type: 'next' }] : [{ type: 'nokou' }, { type: 'pass' }, { type: 'next' }],
  },
];
// And a common small table, whose records stay under the compression threshold (bench:runner plays these).
KINDS.push({ ...KINDS.find((k) => k.game === 'pirate')!, players: 3 });

function sessionOf(kind: Kind, players: string[], state: unknown, config: unknown, step: number): Session {
  const now = Date.now();
  return {
    id: randomBytes(5).toString('hex'),
    channelId: snowflake(900_000 + step),
    guildId: snowflake(1),
    game: kind.game,
    hostId: players[0]!,
    locale: 'zh-CN',
    version: step + 2,
    stateVersion: step + 2,
    phase: 'playing',
    players: players.map((id, i) => ({ id, name: NAMES[i % NAMES.length]! })),
    config,
    turnSeconds: 60,
    state,
    deadline: now + 60_000,
    turnToken: `t${step}`,
    tableMessageId: snowflake(500_000 + step),
    closedBy: null,
    createdAt: now,
    updatedAt: now,
    // Provably fair draws: the hidden seed of this game and the last one revealed (random hex compresses least).
    fair: {
      current: { seed: hex(), commitment: hex(), publicValue: snowflake(800_000 + step), draws: 40 + step },
      revealed: { seed: hex(), commitment: hex(), publicValue: snowflake(700_000 + step), draws: 312, round: step },
    },
  };
}

const hex = () => randomBytes(32).toString('hex');

/** Every session a random game passes through, as the store would write it. */
function* play(kind: Kind, rng: Rng): Generator<Session> {
  const engine = GAMES.engine(kind.game);
  const players = Array.from({ length: kind.players }, (_, i) => snowflake(i + 10));
  const config = engine.configSchema.parse(kind.config);
  let state = engine.setup(players, config, rng);
  for (let step = 0; step < STEPS_PER_GAME && !engine.outcome(state); step++) {
    yield sessionOf(kind, players, state, config, step);
    const actor = engine.actors(state)[0];
    const applied = actor
      ? kind
          .moves(state, actor, rng)
          .map((m) => engine.apply(state, actor, m, rng))
          .find((r) => r.ok)
      : undefined;
    state = applied?.ok ? applied.state : engine.onTimeout(state, rng).state;
  }
  yield sessionOf(kind, players, state, config, STEPS_PER_GAME);
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

async function main(): Promise<void> {
  console.log(`Record sizes: ${GAMES_PER_KIND} random games per kind, Redis ${url}\n`);
  const rows = [
    ['game (table)', 'records', 'JSON bytes max', 'stored bytes median', 'stored bytes max', 'MEMORY USAGE median', 'MEMORY USAGE max', 'max as plain JSON'],
  ];
  for (const kind of KINDS) {
    const sessions: Session[] = [];
    for (let g = 0; g < GAMES_PER_KIND; g++) for (const s of play(kind, cryptoRng)) sessions.push(s);
    const json = sessions.map((s) => Buffer.byteLength(JSON.stringify(s)));
    const stored = sessions.map((s) => recordBytes(encodeSession(s)));
    // MEMORY USAGE of a sample: the largest records and an even spread of the rest.
    const byStored = sessions.map((s, i) => ({ s, size: stored[i]! })).sort((a, b) => a.size - b.size);
    const sample = [...byStored.filter((_, i) => i % Math.max(1, Math.floor(byStored.length / 150)) === 0), ...byStored.slice(-20)];
    const usage: number[] = [];
    for (const [i, { s }] of sample.entries()) {
      const session = { ...s, channelId: snowflake(2_000_000 + i), version: 1 };
      if ((await store.create(session)) !== 'created') throw new Error('bench record not created');
      usage.push(Number(await redis.memory('USAGE', tableKey(prefix, session.channelId), 'SAMPLES', '0')));
      await store.purge(session.channelId);
    }
    // The baseline: the largest record stored as plain JSON, as the store did before compression.
    const largest = { ...byStored.at(-1)!.s, channelId: snowflake(3_000_000), version: 1 };
    await store.create(largest);
    await redis.hset(tableKey(prefix, largest.channelId), 'json', JSON.stringify(largest));
    const plainUsage = Number(await redis.memory('USAGE', tableKey(prefix, largest.channelId), 'SAMPLES', '0'));
    await store.purge(largest.channelId);
    rows.push([
      `${kind.game} (${kind.players} players)`,
      String(sessions.length),
      String(Math.max(...json)),
      String(median(stored)),
      String(Math.max(...stored)),
      String(median(usage)),
      String(Math.max(...usage)),
      String(plainUsage),
    ]);
  }
  printTable(rows);
  console.log(
    `\nJSON bytes: the session as plain JSON (the baseline); stored bytes: what the store writes (the JSON itself up to ${COMPRESS_ABOVE} bytes, compressed above); MEMORY USAGE: Redis's own count for the whole record (hash, fields, key); max as plain JSON: the largest record stored uncompressed (the baseline).`,
  );
}

runAgainstRedis(main, redis, prefix);
