// npm run bench:render: what a table picture costs. For each game's largest and busiest table, CPU
// per picture (drawing and encoding, all threads) against encoding a blank canvas of the same size
// and format in the same run, bytes per picture, the event loop's lag while 100 pictures a second
// are made, and the content cache's hit rate on a replay of real games.
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { createCanvas, type Canvas } from '@napi-rs/canvas';
import type { Locale } from '../src/i18n/catalog.js';
import type { GameId } from '../src/kernel/engine.js';
import { encode, paint, type Picture, type PictureFormat } from '../src/render/picture.js';
import { PictureCache } from '../src/render/cache.js';
import { makePicture, type PictureRequest } from '../src/render/within.js';
import { PicturePool, PoolBusyError } from '../src/render/pool.js';
import { Painter } from '../src/render/painter.js';
import { THEME } from '../src/render/theme.js';
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
import { GAMES } from '../test/support/games.js';
import { PICTURE_WORKER } from '../src/app/workers.js';

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
  const request = tablePicture(GAMES, table.game, table.state, { locale, names: table.names })!;
  return request.render(request.view, request.scene);
}

/** How a row encodes: the bot's encoder for a format, or Skia's own PNG encoder (what the bot used before, kept as the baseline). */
type Encoding = PictureFormat | 'skia-png';

/** Skia's PNG encoder on a canvas the bench keeps per size, painted as `paint` paints (the bot's pool of canvases, without it). */
const kept = new Map<string, Canvas>();
function skiaPng(picture: Picture): Promise<Buffer> {
  const size = `${picture.width}x${picture.height}`;
  const canvas = kept.get(size) ?? createCanvas(picture.width, picture.height);
  kept.set(size, canvas);
  const ctx = canvas.getContext('2d', { alpha: false });
  ctx.reset();
  ctx.fillStyle = THEME.background;
  ctx.fillRect(0, 0, picture.width, picture.height);
  picture.draw(new Painter(ctx, locale));
  return canvas.encode('png');
}

const encodeAs = (canvas: Canvas, encoding: Encoding): Promise<Buffer> => (encoding === 'skia-png' ? canvas.encode('png') : encode(canvas, encoding));

async function costs(encoding: Encoding): Promise<string[][]> {
  const rows: string[][] = [['table', 'size', 'CPU p50 ms', 'CPU p99 ms', 'on loop p50', 'on loop p99', 'blank p50', 'blank p99', 'p99 / blank p99', 'bytes']];
  for (const table of TABLES) {
    const picture = pictureOf(table);
    const drawn = await cpuPerPicture(() => (encoding === 'skia-png' ? skiaPng(pictureOf(table)) : encode(paint(pictureOf(table), locale), encoding)));
    // The floor: the same size and format, nothing drawn, one canvas encoded again and again (as pictures reuse theirs).
    const canvas = createCanvas(picture.width, picture.height);
    canvas.getContext('2d', { alpha: false });
    const blank = await cpuPerPicture(() => encodeAs(canvas, encoding));
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

interface LoadFigures {
  lagP50: number;
  lagP99: number;
  lagMax: number;
  /** A Yahtzee move answered in this process (apply, public view, JSON) every 20 ms: scheduled to done. */
  answerP50: number;
  answerP99: number;
  made: number;
  refused: number;
  late: number;
  seconds: number;
}

/** What answering one interaction costs this thread, roughly: a Yahtzee move applied, its public view made and serialised. */
function answerOneMove(state: ReturnType<typeof yahtzee.setup>, rng: Rng): void {
  const r = yahtzee.apply(state, state.order[state.current]!, { type: 'roll' }, rng);
  if (!r.ok) throw new Error(r.rejection.code);
  JSON.stringify(yahtzee.publicView(r.state));
}

/**
 * `perSecond` different pictures a second for `seconds` (no cache), every game in turn, drawn by
 * `draw` (this thread when undefined; the bot's picture workers otherwise), while a move is answered
 * every 20 ms: the event loop's delay and the answers' times meanwhile.
 */
async function underLoad(perSecond: number, seconds: number, draw?: PicturePool): Promise<LoadFigures> {
  const histogram = monitorEventLoopDelay({ resolution: 1 });
  const pending: Array<Promise<unknown>> = [];
  const answers: number[] = [];
  let made = 0;
  let refused = 0;
  let late = 0;
  const rng = lcg(7);
  const game = yahtzee.setup(['a', 'b'], { joker: 'free' }, rng);
  const start = performance.now();
  let answering = true;
  const answersDone = (async () => {
    for (let k = 0; answering; k++) {
      const due = start + k * 20;
      await new Promise((resolve) => setTimeout(resolve, Math.max(0, due - performance.now())));
      answerOneMove(game, rng);
      // A timer may fire a fraction of a millisecond early: an answer is never done before it is due.
      answers.push(Math.max(0, performance.now() - due));
    }
  })();
  histogram.enable();
  for (let i = 0; i < seconds * perSecond; i++) {
    const wait = start + (i * 1000) / perSecond - performance.now();
    // Always give the loop a turn, so a backlog shows as lag instead of starving the histogram.
    await new Promise((resolve) => (wait > 0 ? setTimeout(resolve, wait) : setImmediate(resolve)));
    const table = TABLES[i % TABLES.length]!;
    // A different name each time, so no two pictures are the same.
    const scene = { locale, names: { ...table.names, [Object.keys(table.names)[0]!]: `Player ${i}` } };
    const began = performance.now();
    const request = tablePicture(GAMES, table.game, table.state, scene)!;
    const picture = draw ? draw.draw(request as PictureRequest<unknown>, 'png') : makePicture(request).picture;
    pending.push(
      picture.then(
        () => {
          made++;
          if (performance.now() - began > 250) late++;
        },
        (error: unknown) => {
          if (!(error instanceof PoolBusyError)) throw error;
          refused++;
        },
      ),
    );
  }
  await new Promise((resolve) => setTimeout(resolve, Math.max(0, start + seconds * 1000 - performance.now())));
  await Promise.all(pending);
  const seconds_ = (performance.now() - start) / 1000;
  answering = false;
  await answersDone;
  histogram.disable();
  answers.sort((x, y) => x - y);
  return {
    lagP50: histogram.percentile(50) / 1e6,
    lagP99: histogram.percentile(99) / 1e6,
    lagMax: histogram.max / 1e6,
    answerP50: percentile(answers, 50),
    answerP99: percentile(answers, 99),
    made,
    refused,
    late,
    seconds: seconds_,
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
      await makePicture(tablePicture(GAMES, s.game, s.state, { locale, names: s.names })!, { cache }).picture;
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
  const titles: Record<Encoding, string> = {
    png: "PNG, the bot's encoder (pixels from Skia, zlib level 3)",
    'skia-png': "PNG, Skia's own encoder (the baseline: what the bot used before)",
    webp: 'WEBP (quality 90)',
    jpeg: 'JPEG (quality 90)',
  };
  for (const encoding of ['png', 'skia-png', 'webp', 'jpeg'] as const) {
    console.log(`\nCPU per picture, ${titles[encoding]} (targets: p99 ≤ 12 ms, ≤ 2× the blank canvas; bytes ≤ 120 KB)`);
    printTable(await costs(encoding));
  }
  const pool = new PicturePool(PICTURE_WORKER);
  await pool.warm();
  console.log(
    `\nWhile pictures are made (PNG, each different, every game in turn) and a move is answered every 20 ms: the event loop's delay (target: p99 ≤ 5 ms at 100 pictures/s) and the answers' times, against the same with no pictures. Picture workers: ${pool.size}`,
  );
  const rows = [['', 'lag p50 ms', 'lag p99 ms', 'lag max ms', 'answer p50 ms', 'answer p99 ms', 'pictures made', 'refused (busy)', 'over 250 ms', 'seconds']];
  const row = (label: string, f: LoadFigures) => [
    label,
    fmt(f.lagP50),
    fmt(f.lagP99),
    fmt(f.lagMax),
    fmt(f.answerP50, 2),
    fmt(f.answerP99, 2),
    String(f.made),
    String(f.refused),
    String(f.late),
    fmt(f.seconds),
  ];
  rows.push(row('no pictures (baseline)', await underLoad(0, 5)));
  for (const perSecond of [25, 100]) {
    rows.push(row(`${perSecond}/s, picture workers (as the bot)`, await underLoad(perSecond, 5, pool)));
    rows.push(row(`${perSecond}/s, on the event loop`, await underLoad(perSecond, 5)));
  }
  printTable(rows);
  await pool.close();
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
