import { performance } from 'node:perf_hooks';
import { pathToFileURL } from 'node:url';
import { xianqi, actorOf } from '../../src/games/xianqi/rules.js';
import { xianqiComputer } from '../../src/games/xianqi/computer.js';
import type { XianqiSight } from '../../src/games/xianqi/computer-sample.js';
import type { XianqiAction } from '../../src/games/xianqi/actions.js';
import { seededRng } from '../../src/fair/seeded-rng.js';
import type { Rng } from '../../src/rng.js';
import { greedyXianqi, randomXianqi } from './xianqi-baselines.js';
import { printTable } from '../support.js';

type Policy = (sight: XianqiSight, rng: Rng) => XianqiAction;

export interface XianqiBenchOptions {
  /** Games per match-up. */
  games: number;
  seed?: string;
}

interface Match {
  label: string;
  subject: Policy;
  opponent: Policy;
  timed: boolean;
}

const SEATS = ['s0', 's1', 's2'];

/** Milliseconds per computer decision: wall clock, and CPU time of this process (the machine may be shared). */
interface Timings {
  wall: number[];
  cpu: number[];
}

/** Plays one game (one deal to its settlement) and returns the subject's chips. */
function playGame(subject: Policy, opponent: Policy, subjectSeat: number, rng: Rng, times: Timings | null): number {
  let state = xianqi.setup(SEATS, {}, rng);
  const me = SEATS[subjectSeat]!;
  while (state.phase !== 'between') {
    const player = actorOf(state)!;
    const sight: XianqiSight = { player, table: xianqi.publicView(state), own: xianqi.playerView(state, player) };
    let action: XianqiAction;
    if (player === me) {
      const start = performance.now();
      const cpuStart = process.cpuUsage();
      action = subject(sight, rng);
      const cpu = process.cpuUsage(cpuStart);
      times?.wall.push(performance.now() - start);
      times?.cpu.push((cpu.user + cpu.system) / 1000);
    } else action = opponent(sight, rng);
    const result = xianqi.apply(state, player, action, rng);
    if (!result.ok) throw new Error(`rejected ${JSON.stringify(action)}: ${result.rejection.code}`);
    state = result.state;
  }
  return state.lastSettlement!.changes[me]!;
}

const quantile = (sorted: number[], q: number): number => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? NaN;

export async function benchXianqi(options: XianqiBenchOptions): Promise<void> {
  const seed = options.seed ?? '5a'.repeat(32);
  const matches: Match[] = [
    { label: 'computer vs 2 random', subject: xianqiComputer, opponent: randomXianqi, timed: true },
    { label: 'computer vs 2 greedy', subject: xianqiComputer, opponent: greedyXianqi, timed: true },
    { label: 'greedy vs 2 random', subject: greedyXianqi, opponent: randomXianqi, timed: false },
    { label: 'random vs 2 greedy', subject: randomXianqi, opponent: greedyXianqi, timed: false },
  ];
  const times: Timings = { wall: [], cpu: [] };
  const rows = [['match-up (seats rotate)', 'games', 'chips/game', '95% interval', 'won', 'lost', 'seconds']];
  for (const match of matches) {
    const started = performance.now();
    let sum = 0;
    let squares = 0;
    let won = 0;
    let lost = 0;
    for (let g = 0; g < options.games; g++) {
      const rng = seededRng(seed, `${match.label}#${g}`);
      const chips = playGame(match.subject, match.opponent, g % 3, rng, match.timed ? times : null);
      sum += chips;
      squares += chips * chips;
      if (chips > 0) won++;
      if (chips < 0) lost++;
    }
    const n = options.games;
    const mean = sum / n;
    const half = 1.96 * Math.sqrt(Math.max(0, squares / n - mean * mean) / (n - 1));
    console.error(`done: ${match.label}`);
    rows.push([
      match.label,
      String(n),
      mean.toFixed(3),
      `[${(mean - half).toFixed(3)}, ${(mean + half).toFixed(3)}]`,
      `${((100 * won) / n).toFixed(1)}%`,
      `${((100 * lost) / n).toFixed(1)}%`,
      ((performance.now() - started) / 1000).toFixed(1),
    ]);
  }
  printTable(rows);
  for (const [label, list] of [
    ['wall clock', times.wall],
    ['CPU time', times.cpu],
  ] as const) {
    const sorted = [...list].sort((a, b) => a - b);
    console.log(
      `computer decision ${label} over ${sorted.length} moves: p50 ${quantile(sorted, 0.5).toFixed(2)} ms, p99 ${quantile(sorted, 0.99).toFixed(2)} ms, max ${sorted[sorted.length - 1]?.toFixed(2)} ms`,
    );
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const games = Number(process.env.GAMES ?? 20_000);
  const started = performance.now();
  await benchXianqi({ games });
  console.log(`total ${((performance.now() - started) / 1000).toFixed(0)} s`);
}
