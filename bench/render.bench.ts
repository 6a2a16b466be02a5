// npm run bench:render: what a table picture costs. For each game's largest and busiest table, CPU
// per picture (drawing and encoding, all threads) against encoding a blank canvas of the same size
// and format in the same run, bytes per picture, the event loop's lag while 100 pictures a second
// are made, and the content cache's hit rate on a replay of real games.
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { createCanvas } from '@napi-rs/canvas';
import type { Locale } from '../src/i18n/catalog.js';
import type { GameId } from '../src/games/engine.js';
import { encode, paint, type Picture, type PictureFormat } from '../src/render/picture.js';
import { PictureCache } from '../src/render/cache.js';
import { makePicture } from '../src/render/within.js';
import { tablePicture } from '../src/render/tables.js';
import { printTable } from './support.js';
import { holdem } from '../src/games/holdem/rules.js';
import { pirateDice } from '../src/games/pirate/rules.js';
import { yahtzee } from '../src/games/yahtzee/rules.js';
import { bobing } from '../src/games/bobing/rules.js';
import { xianqi, actorOf } from '../src/games/xianqi/rules.js';
import { HOLDEM_NAMES, holdemFlop } from '../test/support/render-holdem-cases.js';
import { PIRATE_NAMES, pirateBusy, pirateChallenge } from '../test/support/render-pirate-cases.js';
import { YAHTZEE_NAMES, yahtzeeEight } from '../test/support/render-yahtzee-cases.js';
import { BOBING_NAMES, bobingTwelve } from '../test/support/render-bobing-cases.js';
import { XIANQI_NAMES, xianqiInPlay } from '../test/support/render-xianqi-cases.js';
import { randomXianqiMove } from '../test/support/xianqi-deal.js';
import type { Rng } from '../src/rng.js';

const ITERATIONS = Number(process.env.ITERATIONS ?? 150);
const locale: Locale = 'en';

interface Table {
  label: string;
  game: GameId;
  state: unknown;
  names: Record<string, string>;
}
const TABLES: Table[] = [
  { label: "Hold'em, 9 seats on the flop, side pot", game: 'holdem', state: holdemFlop(), names: HOLDEM_NAMES },
  { label: 'Pirate Dice, 6 players, challenge shown', game: 'pirate', state: pirateChallenge(), names: PIRATE_NAMES },
  { label: 'Pirate Dice, 6 players, 8 bets', game: 'pirate', state: pirateBusy(), names: PIRATE_NAMES },
  { label: 'Yahtzee, 8 players, round 9', game: 'yahtzee', state: yahtzeeEight(), names: YAHTZEE_NAMES },
  { label: '博饼, 12 players, 40 rolls', game: 'bobing', state: bobingTwelve(), names: BOBING_NAMES },
  { label: '掀棋, round in play', game: 'xianqi', state: xianqiInPlay(), names: XIANQI_NAMES },
];

const cpuMs = (from: NodeJS.CpuUsage) => {
  const used = process.cpuUsage(from);
  return (used.user + used.system) / 1000;
};
const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
const fmt = (n: number, digits = 1) => n.toFixed(digits);

/** CPU of the whole process per picture (the drawing on the event loop and the encoding on the thread pool), and of the part that runs on the event loop. */
async function cpuPerPicture(start: () => Promise<Buffer>): Promise<{ p50: number; p99: number; loopP50: number; loopP99: number; bytes: number }> {
  for (let i = 0; i < 10; i++) await start();
  const samples: number[] = [];
  const onLoop: number[] = [];
  let bytes = 0;
  for (let i = 0; i < ITERATIONS; i++) {
    const from = process.cpuUsage();
    const pending = start();
    onLoop.push(cpuMs(from));
    bytes = (await pending).length;
    samples.push(cpuMs(from));
  }
  samples.sort((a, b) => a - b);
  onLoop.sort((a, b) => a - b);
  return { p50: percentile(samples, 50), p99: percentile(samples, 99), loopP50: percentile(onLoop, 50), loopP99: percentile(onLoop, 99), bytes };
}

function pictureOf(table: Table): Picture {
  const request = tablePicture(table.game, table.state, { locale, names: table.names })!;
  return request.render(request.view, request.scene);
}

async function costs(format: PictureFormat): Promise<string[][]> {
  const rows: string[][] = [['table', 'size', 'CPU p50 ms', 'CPU p99 ms', 'on loop p50', 'on loop p99', 'blank p50', 'blank p99', 'p99 / blank p99', 'bytes']];
  for (const table of TABLES) {
    const picture = pictureOf(table);
    const drawn = await cpuPerPicture(() => encode(paint(pictureOf(table), locale), format));
    // The floor: the same size and format, nothing drawn, one canvas encoded again and again (as pictures reuse theirs).
    const canvas = createCanvas(picture.width, picture.height);
    canvas.getContext('2d', { alpha: false });
    const blank = await cpuPerPicture(() => encode(canvas, format));
    rows.push([
      table.label,
      `${picture.width}×${picture.height}`,
      fmt(drawn.p50),
      fmt(drawn.p99),
      fmt(drawn.loopP50),
      fmt(drawn.loopP99),
      fmt(blank.p50),
      fmt(blank.p99),
      fmt(drawn.p99 / blank.p99, 2),
      String(drawn.bytes),
    ]);
  }
  return rows;
}

/** 100 pictures a second for `seconds`, each different (no cache), every game in turn; the event loop's delay meanwhile. */
async function lagUnderLoad(seconds: number): Promise<{ p50: number; p99: number; max: number; made: number; late: number; seconds: number }> {
  const histogram = monitorEventLoopDelay({ resolution: 1 });
  const pending: Array<Promise<unknown>> = [];
  let made = 0;
  let late = 0;
  histogram.enable();
  const start = performance.now();
  for (let i = 0; i < seconds * 100; i++) {
    const due = start + i * 10;
    const wait = due - performance.now();
    // Always give the loop a turn, so a backlog shows as lag instead of starving the histogram.
    await new Promise((resolve) => (wait > 0 ? setTimeout(resolve, wait) : setImmediate(resolve)));
    const table = TABLES[i % TABLES.length]!;
    // A different name each time, so no two pictures are the same.
    const scene = { locale, names: { ...table.names, [Object.keys(table.names)[0]!]: `Player ${i}` } };
    const began = performance.now();
    pending.push(
      makePicture(tablePicture(table.game, table.state, scene)!).picture.then(() => {
        made++;
        if (performance.now() - began > 250) late++;
      }),
    );
  }
  await Promise.all(pending);
  histogram.disable();
  return {
    p50: histogram.percentile(50) / 1e6,
    p99: histogram.percentile(99) / 1e6,
    max: histogram.max / 1e6,
    made,
    late,
    seconds: (performance.now() - start) / 1000,
  };
}

function lcg(seed: number): Rng {
  let x = seed;
  return { int: (max) => ((x = (x * 1103515245 + 12345) % 2147483648), Math.floor(x / 65536) % max) };
}

/**
 * States of real games, each published when it changes and published again unchanged as the bot
 * does (a turn timer's reminder, a stale click answered by re-showing the table): here one state in
 * three is published twice and one in five three times. Returns the hit rate.
 */
async function replayHitRate(): Promise<{ publishes: number; hits: number; misses: number }> {
  const rng = lcg(42);
  const states: Array<{ game: GameId; state: unknown; names: Record<string, string> }> = [];
  let y = yahtzee.setup(['a', 'b', 'c'], { joker: 'free' }, rng);
  while (!y.finished) {
    const view = yahtzee.publicView(y);
    const player = y.order[y.current]!;
    const r = y.turn.rolls < 2 ? yahtzee.apply(y, player, { type: 'roll' }, rng) : yahtzee.apply(y, player, { type: 'score', box: view.options[0]!.box }, rng);
    if (!r.ok) throw new Error(r.rejection.code);
    y = r.state;
    states.push({ game: 'yahtzee', state: y, names: YAHTZEE_NAMES });
  }
  let p = pirateDice.setup(['a', 'b', 'c', 'd'], { onesWild: true }, rng);
  while (!p.winner) {
    const view = pirateDice.publicView(p);
    const bet = p.bet ? { face: p.bet.face < 6 ? p.bet.face + 1 : 2, count: p.bet.face < 6 ? p.bet.count : p.bet.count + 1 } : { face: 3, count: 2 };
    const move = p.bet && (p.bet.count > view.diceInPlay / 3 || rng.int(4) === 0) ? { type: 'challenge' as const } : { type: 'bet' as const, ...bet };
    const r = pirateDice.apply(p, p.turn!, move, rng);
    if (!r.ok) throw new Error(r.rejection.code);
    p = r.state;
    states.push({ game: 'pirate', state: p, names: PIRATE_NAMES });
  }
  let b = bobing.setup(['a', 'b', 'c', 'd', 'e', 'f'], bobingConfig(), rng);
  while (!b.finished) {
    const r = bobing.apply(b, b.order[b.current]!, { type: 'roll' }, rng);
    if (!r.ok) throw new Error(r.rejection.code);
    b = r.state;
    states.push({ game: 'bobing', state: b, names: BOBING_NAMES });
  }
  let x = xianqi.setup(['a', 'b', 'c'], {}, rng);
  for (let moves = 0; x.phase !== 'between' && x.phase !== 'over' && moves < 200; moves++) {
    const player = actorOf(x)!;
    const r = xianqi.apply(x, player, randomXianqiMove(x, player, rng), rng);
    if (!r.ok) throw new Error(r.rejection.code);
    x = r.state;
    states.push({ game: 'xianqi', state: x, names: XIANQI_NAMES });
  }
  let h = holdem.setup(['p1', 'p2', 'p3', 'p4', 'p5', 'p6'], { smallBlind: 10, bigBlind: 20, minBuyIn: 400, maxBuyIn: 2000 }, rng);
  for (let moves = 0; moves < 150; moves++) {
    const player = h.hand?.toAct ?? h.seats[0]!.id;
    const legal = holdem.publicView(h).legal;
    const move = !h.hand
      ? { type: 'deal' as const }
      : legal?.canCheck
        ? { type: 'check' as const }
        : rng.int(3) === 0
          ? { type: 'fold' as const }
          : { type: 'call' as const };
    const r = holdem.apply(h, player, move, rng);
    if (!r.ok) break;
    h = r.state;
    states.push({ game: 'holdem', state: h, names: HOLDEM_NAMES });
  }
  const cache = new PictureCache();
  let publishes = 0;
  for (const [i, s] of states.entries()) {
    const times = 1 + (i % 3 === 0 ? 1 : 0) + (i % 5 === 0 ? 2 : 0);
    for (let k = 0; k < times; k++) {
      publishes++;
      await makePicture(tablePicture(s.game, s.state, { locale, names: s.names })!, { cache }).picture;
    }
  }
  return { publishes, hits: cache.hits, misses: cache.misses };
}

function bobingConfig() {
  return {
    prizes: {
      zhuangyuan: { count: 1, name: null },
      duitang: { count: 1, name: null },
      sanhong: { count: 2, name: null },
      sijin: { count: 2, name: null },
      erju: { count: 4, name: null },
      yixiu: { count: 8, name: null },
    },
  };
}

async function main(): Promise<void> {
  console.log(
    `bench:render · ${ITERATIONS} pictures per row · node ${process.version} · ${(await import('node:os')).cpus().length} cores · load ${(
      await import('node:os')
    )
      .loadavg()
      .map((l) => l.toFixed(1))
      .join(' ')}`,
  );
  for (const format of ['png', 'webp', 'jpeg'] as const) {
    console.log(
      `\nCPU per picture, ${format.toUpperCase()}${format === 'png' ? '' : ' (quality 90)'} (targets: p99 ≤ 12 ms, ≤ 2× the blank canvas; bytes ≤ 120 KB)`,
    );
    printTable(await costs(format));
  }
  console.log('\nEvent loop while 100 different pictures a second are made for 5 s (PNG, target: lag p99 ≤ 5 ms)');
  const lag = await lagUnderLoad(5);
  printTable([
    ['', 'lag p50 ms', 'lag p99 ms', 'lag max ms', 'pictures', 'in s', 'over 250 ms'],
    ['100 pictures/s asked', fmt(lag.p50), fmt(lag.p99), fmt(lag.max), String(lag.made), fmt(lag.seconds), String(lag.late)],
  ]);
  console.log('\nContent cache on a replay of real games (every state published once, one in three again, one in five three times)');
  const replay = await replayHitRate();
  printTable([
    ['', 'publishes', 'encoded', 'from cache', 'hit rate'],
    ['replay', String(replay.publishes), String(replay.publishes - replay.hits), String(replay.hits), `${fmt((100 * replay.hits) / replay.publishes)}%`],
  ]);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
