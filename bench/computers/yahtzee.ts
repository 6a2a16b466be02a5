/**
 * The Yahtzee computer's strength, per Joker rule:
 * - the value tables: solved again here (time), compared with the committed files (size, largest
 *   difference), and the exact expected score of the empty card; for Forced Joker, its distance to
 *   the published optimum 254.5896 (Verhoeff; Glenn), and the same solver under Verhoeff's own
 *   convention, which gives that figure;
 * - the exact expected score of the policy's own play from the empty card: its first turn through the
 *   engine with every roll enumerated, plus the table's value of the card it leaves;
 * - solo games played by the policy through the real engine (setup/apply, a seeded Rng per game):
 *   mean final score with its 95% interval, which should contain the exact value (19 runs in 20);
 * - the baseline in the same run: the engine's timeout play (roll once, take the best box now);
 * - decision time per policy call, p50 / p99 / max.
 *   npx tsx bench/computers/yahtzee.ts [games per rule, default 100000] [stream label, default policy]
 */
import { readFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { pathToFileURL } from 'node:url';
import { seededRng } from '../../src/fair/seeded-rng.js';
import { yahtzeeComputer } from '../../src/games/yahtzee/computer.js';
import { solveValues } from '../../src/games/yahtzee/computer-solve.js';
import { STATE_COUNT, stateIndex } from '../../src/games/yahtzee/computer-states.js';
import { decodeTable, tableFile, valueTable } from '../../src/games/yahtzee/computer-table.js';
import { yahtzee } from '../../src/games/yahtzee/rules.js';
import { total, type JokerRule } from '../../src/games/yahtzee/scoring.js';
import type { Rng } from '../../src/rng.js';
import { policyTurnValue } from '../../test/support/yahtzee-policy-turn.js';
import { printTable } from '../support.js';

export interface YahtzeeBenchOptions {
  /** Solo games per rule for the policy and for the baseline. */
  games?: number;
  /** Names the policy games' seeded streams (`<label>/<rule>/<game>`): another label, other games. */
  label?: string;
}

const PUBLISHED_OPTIMUM = 254.5896;
const RULES: readonly JokerRule[] = ['free', 'forced'];
const SEED = '5961687a65652062656e6368206f6620746865206f7074696d616c20706f6c69'; // fixed: the run is reproducible
const PLAYER = 'bench';

const rngFor = (what: string, rule: JokerRule, game: number): Rng => seededRng(SEED, `${what}/${rule}/${game}`);

interface Sample {
  mean: number;
  half: number;
}
function sample(scores: Float64Array): Sample {
  let sum = 0;
  for (const s of scores) sum += s;
  const mean = sum / scores.length;
  let squares = 0;
  for (const s of scores) squares += (s - mean) ** 2;
  return { mean, half: 1.96 * Math.sqrt(squares / (scores.length - 1) / scores.length) };
}
const interval = ({ mean, half }: Sample) => `${mean.toFixed(2)} ± ${half.toFixed(2)} [${(mean - half).toFixed(2)}, ${(mean + half).toFixed(2)}]`;

/** Decision times in 1 µs buckets (the last one: 100 ms or more), so millions of calls cost no memory. */
class TimeHistogram {
  readonly buckets = new Uint32Array(100_001);
  count = 0;
  max = 0;
  push(ms: number): void {
    this.buckets[Math.min(this.buckets.length - 1, Math.floor(ms * 1000))]!++;
    this.count++;
    this.max = Math.max(this.max, ms);
  }
  /** The bucket (in µs) holding the call at fraction p of the sorted calls. */
  percentile(p: number): number {
    let seen = 0;
    for (let us = 0; us < this.buckets.length; us++) {
      seen += this.buckets[us]!;
      if (seen > p * this.count) return us;
    }
    return this.buckets.length - 1;
  }
}

/** One solo game of the policy through the engine; each call's time goes to `times`. */
function policyGame(rule: JokerRule, rng: Rng, times: TimeHistogram): number {
  let state = yahtzee.setup([PLAYER], { joker: rule }, rng);
  while (!state.finished) {
    const view = yahtzee.publicView(state);
    const started = performance.now();
    const action = yahtzeeComputer({ player: PLAYER, table: view, own: view }, rng);
    times.push(performance.now() - started);
    const result = yahtzee.apply(state, PLAYER, action, rng);
    if (!result.ok) throw new Error(`the engine refused ${JSON.stringify(action)}: ${result.rejection.code}`);
    state = result.state;
  }
  return total(state.cards[PLAYER]!, state.extraYahtzees[PLAYER]!);
}

/** One solo game of the engine's own timeout play. */
function timeoutGame(rule: JokerRule, rng: Rng): number {
  let state = yahtzee.setup([PLAYER], { joker: rule }, rng);
  while (!state.finished) state = yahtzee.onTimeout(state, rng).state;
  return total(state.cards[PLAYER]!, state.extraYahtzees[PLAYER]!);
}

export async function benchYahtzee(options: YahtzeeBenchOptions = {}): Promise<void> {
  const games = options.games ?? 100_000;
  const label = options.label ?? 'policy';
  const benchStarted = performance.now();
  const cpuStarted = process.cpuUsage();
  const exact = new Map<JokerRule, number>();

  console.log(`Value tables (${STATE_COUNT} states each, Float32, Brotli):`);
  const tableRows = [['rule', 'solved in', 'file bytes', 'file read in', 'largest |file - solved|', 'exact expected score']];
  for (const rule of RULES) {
    const started = performance.now();
    const solved = solveValues(rule);
    const seconds = (performance.now() - started) / 1000;
    const readStarted = performance.now();
    const bytes = readFileSync(tableFile(rule));
    const committed = decodeTable(bytes);
    const readMs = performance.now() - readStarted;
    let largest = 0;
    for (let i = 0; i < STATE_COUNT; i++) largest = Math.max(largest, Math.abs(committed[i]! - solved[i]!));
    exact.set(rule, solved[stateIndex(0, 0, false)]!);
    valueTable(rule); // the policy's own copy, read before any move is timed
    tableRows.push([rule, `${seconds.toFixed(1)} s`, String(bytes.length), `${readMs.toFixed(0)} ms`, largest.toExponential(2), exact.get(rule)!.toFixed(6)]);
  }
  printTable(tableRows);
  const verhoeffStarted = performance.now();
  const verhoeff = solveValues('verhoeff')[stateIndex(0, 0, false)]!;
  const forced = exact.get('forced')!;
  console.log(`Forced Joker: ${forced.toFixed(6)}, ${(forced - PUBLISHED_OPTIMUM).toFixed(6)} from the published ${PUBLISHED_OPTIMUM}.`);
  console.log(
    `Verhoeff's convention (a further Yahtzee in any open box, Joker values only once its upper box is filled): ` +
      `${verhoeff.toFixed(6)}, ${(verhoeff - PUBLISHED_OPTIMUM).toFixed(6)} from it (solved in ${((performance.now() - verhoeffStarted) / 1000).toFixed(1)} s).`,
  );

  for (const rule of RULES) {
    const start = yahtzee.setup([PLAYER], { joker: rule }, rngFor('exact', rule, 0));
    const played = policyTurnValue(start, PLAYER);
    console.log(
      `${rule}: the policy's first turn through the engine, every roll enumerated, + the table after it: ${played.toFixed(6)} (table ${exact.get(rule)!.toFixed(6)}).`,
    );
  }

  console.log(`\n${games} solo games per rule through the engine (mean final score, 95% interval):`);
  const rows = [['rule', 'player', 'mean', 'exact in interval', '(mean - exact) / standard error', 'policy calls per game']];
  const times = new TimeHistogram();
  for (const rule of RULES) {
    const scores = new Float64Array(games);
    const before = times.count;
    for (let g = 0; g < games; g++) scores[g] = policyGame(rule, rngFor(label, rule, g), times);
    const policy = sample(scores);
    const inside = Math.abs(policy.mean - exact.get(rule)!) <= policy.half;
    const z = (policy.mean - exact.get(rule)!) / (policy.half / 1.96);
    rows.push([
      rule,
      'optimal policy',
      interval(policy),
      `${inside ? 'yes' : 'NO'} (${exact.get(rule)!.toFixed(2)})`,
      z.toFixed(2),
      ((times.count - before) / games).toFixed(1),
    ]);
    for (let g = 0; g < games; g++) scores[g] = timeoutGame(rule, rngFor('timeout', rule, g));
    rows.push([rule, 'baseline: timeout play', interval(sample(scores)), '', '', '']);
  }
  printTable(rows);
  console.log(
    `\nDecision time per call (${times.count} calls; a turn is solved on its first call, later calls reuse it): ` +
      `p50 ${times.percentile(0.5)} µs, p99 ${times.percentile(0.99)} µs, max ${times.max.toFixed(2)} ms`,
  );
  const cpu = process.cpuUsage(cpuStarted);
  console.log(
    `Whole run: ${((performance.now() - benchStarted) / 1000).toFixed(0)} s wall, ${((cpu.user + cpu.system) / 1e6).toFixed(0)} s CPU (load average at the end: ${loadavg()[0]!.toFixed(1)}).`,
  );
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const [games, label] = process.argv.slice(2);
  await benchYahtzee({ ...(games ? { games: Number(games) } : {}), ...(label ? { label } : {}) });
}
