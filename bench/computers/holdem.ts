/**
 * The Hold'em computer's strength: its win rate in big blinds per 100 hands, with a 95% interval,
 * heads-up and at six seats against five copies of each baseline, played through the real engine.
 * Every hand starts afresh from 100 big blinds. Each deck is dealt once per seat rotation, the
 * computer taking every seat in turn (duplicate style: the luck of the cards largely cancels), and
 * a deck's rotations together make one independent sample for the interval.
 *   npx tsx bench/computers/holdem.ts          (HANDS=2000 for a short run)
 */
import { pathToFileURL } from 'node:url';
import { holdem } from '../../src/games/holdem/rules.js';
import { holdemConfigSchema, type HoldemState } from '../../src/games/holdem/actions.js';
import { holdemComputer } from '../../src/games/holdem/computer.js';
import { seededRng } from '../../src/fair/seeded-rng.js';
import type { Rng } from '../../src/rng.js';
import { callingStation, randomLegal, tightPassive, type HoldemPlayer } from './holdem-baselines.js';
import { printTable } from '../support.js';

const SEED = '6a'.repeat(32);
const CONFIG = holdemConfigSchema.parse({ smallBlind: 10, bigBlind: 20, maxBuyIn: 2000 });
const ME = 'computer';

export interface HoldemBenchOptions {
  /** Hands per configuration (default 50,000). */
  hands?: number;
  /** Hands per configuration for the reference rows, a baseline in the computer's seat (default a fifth of `hands`). */
  referenceHands?: number;
  seed?: string;
}

interface Result {
  hands: number;
  bbPer100: number;
  halfWidth: number;
  /** Per decision of the hero: wall-clock and CPU milliseconds. */
  times: number[];
  cpuTimes: number[];
  seconds: number;
}

export const BASELINES: Record<string, HoldemPlayer> = { 'calling station': callingStation, 'random legal': randomLegal, 'tight-passive': tightPassive };

const computer: HoldemPlayer = (sight, rng) => holdemComputer(sight, rng);

/** Plays one hand from setup to its end; returns the chips `hero` won or lost. */
function playHand(
  players: string[],
  hero: string,
  heroPlay: HoldemPlayer,
  others: HoldemPlayer,
  deckRng: Rng,
  heroRng: Rng,
  othersRng: Rng,
  times: number[],
  cpuTimes: number[],
): number {
  let state: HoldemState = holdem.setup(players, CONFIG, deckRng);
  while (state.hand) {
    const player = state.hand.toAct!;
    const sight = { player, table: holdem.publicView(state), own: holdem.playerView(state, player) };
    let action;
    if (player === hero) {
      const start = performance.now();
      const cpu = process.cpuUsage();
      action = heroPlay(sight, heroRng);
      const used = process.cpuUsage(cpu);
      times.push(performance.now() - start);
      cpuTimes.push((used.user + used.system) / 1000);
    } else action = others(sight, othersRng);
    const result = holdem.apply(state, player, action, deckRng);
    if (!result.ok) throw new Error(`${player} played a refused move ${JSON.stringify(action)}: ${result.rejection.code}`);
    state = result.state;
  }
  return state.seats.find((s) => s.id === hero)!.stack - CONFIG.maxBuyIn;
}

export function playMatch(seats: number, baseline: HoldemPlayer, hands: number, seed: string, label: string, hero: HoldemPlayer = computer): Result {
  const started = performance.now();
  const others = Array.from({ length: seats - 1 }, (_, i) => `seat${i + 1}`);
  const deals = Math.ceil(hands / seats);
  const sums = new Float64Array(deals);
  const times: number[] = [];
  const cpuTimes: number[] = [];
  for (let d = 0; d < deals; d++) {
    for (let r = 0; r < seats; r++) {
      const order = [ME, ...others];
      const players = [...order.slice(r), ...order.slice(0, r)];
      const tag = `${label}.${d}.${r}`;
      const won = playHand(
        players,
        ME,
        hero,
        baseline,
        seededRng(seed, `deck.${label}.${d}`),
        seededRng(seed, `hero.${tag}`),
        seededRng(seed, `others.${tag}`),
        times,
        cpuTimes,
      );
      sums[d]! += won / CONFIG.bigBlind;
    }
  }
  const mean = sums.reduce((a, b) => a + b, 0) / deals;
  const variance = sums.reduce((a, b) => a + (b - mean) ** 2, 0) / (deals - 1);
  const perHand = 100 / seats;
  return {
    hands: deals * seats,
    bbPer100: mean * perHand,
    halfWidth: 1.96 * Math.sqrt(variance / deals) * perHand,
    times,
    cpuTimes,
    seconds: (performance.now() - started) / 1000,
  };
}

const quantile = (sorted: number[], q: number): number => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0;

export async function benchHoldem(options: HoldemBenchOptions = {}): Promise<void> {
  const hands = options.hands ?? 50_000;
  const referenceHands = options.referenceHands ?? Math.ceil(hands / 5);
  const seed = options.seed ?? SEED;
  const rows = [['in the seat', 'opponents', 'seats', 'hands', 'bb/100', '95% interval', 'p50 ms', 'p99 ms', 'p99 cpu ms', 'seconds']];
  const interval = (r: Result) => `${(r.bbPer100 - r.halfWidth).toFixed(1)} … ${(r.bbPer100 + r.halfWidth).toFixed(1)}`;
  let all: number[] = [];
  let allCpu: number[] = [];
  let allAbove = true;
  for (const seats of [2, 6]) {
    for (const [name, baseline] of Object.entries(BASELINES)) {
      const r = playMatch(seats, baseline, hands, seed, `${name}.${seats}`);
      const sorted = [...r.times].sort((a, b) => a - b);
      const sortedCpu = [...r.cpuTimes].sort((a, b) => a - b);
      all = all.concat(r.times);
      allCpu = allCpu.concat(r.cpuTimes);
      allAbove &&= r.bbPer100 - r.halfWidth > 0;
      const opponents = seats === 2 ? name : `5 × ${name}`;
      rows.push([
        'computer',
        opponents,
        String(seats),
        String(r.hands),
        r.bbPer100.toFixed(1),
        interval(r),
        quantile(sorted, 0.5).toFixed(3),
        quantile(sorted, 0.99).toFixed(3),
        quantile(sortedCpu, 0.99).toFixed(3),
        r.seconds.toFixed(0),
      ]);
      console.log(rows.at(-1)!.join('  '));
      // The same table with the tight-passive baseline in the computer's seat (against itself: the harness's zero).
      const ref = playMatch(seats, baseline, referenceHands, seed, `reference.${name}.${seats}`, tightPassive);
      rows.push(['(tight-passive)', opponents, String(seats), String(ref.hands), ref.bbPer100.toFixed(1), interval(ref), '', '', '', ref.seconds.toFixed(0)]);
      console.log(rows.at(-1)!.join('  '));
    }
  }
  console.log('');
  printTable(rows);
  all.sort((a, b) => a - b);
  allCpu.sort((a, b) => a - b);
  console.log(
    `\n${all.length} decisions, wall clock: p50 ${quantile(all, 0.5).toFixed(3)} ms, p99 ${quantile(all, 0.99).toFixed(3)} ms, max ${all.at(-1)!.toFixed(1)} ms`,
  );
  console.log(
    `CPU time (this process only, unaffected by other load): p50 ${quantile(allCpu, 0.5).toFixed(3)} ms, p99 ${quantile(allCpu, 0.99).toFixed(3)} ms, max ${allCpu.at(-1)!.toFixed(1)} ms`,
  );
  console.log(allAbove ? "every interval of the computer's win rate lies above 0" : "NOT every interval of the computer's win rate lies above 0");
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const started = process.cpuUsage();
  await benchHoldem({ ...(process.env.HANDS ? { hands: Number(process.env.HANDS) } : {}) });
  const used = process.cpuUsage(started);
  console.log(`whole run: ${(process.uptime() / 60).toFixed(1)} min wall clock, ${((used.user + used.system) / 60e6).toFixed(1)} min CPU`);
}
