/**
 * Exact all-in equity: heads-up before the flop (1,712,304 boards) and the multiway spots, timed
 * in this thread and through the worker thread the bot uses, next to a baseline measured in the
 * same run: the same boards dealt out one by one and each hand scored by `phe`.
 *   npm run bench:equity
 */
import evaluate7cards from 'phe/lib/evaluator7.js';
import { choose, equity, spotOf, type EquitySpot } from '../src/games/holdem/equity.js';
import { EquityThread } from '../src/games/holdem/equity-thread.js';
import type { Card } from '../src/games/holdem/cards.js';
import { printTable } from './support.js';

const hands = (...text: string[]) => text.map((h) => h.split(' ') as [Card, Card]);
const headsUp = spotOf(hands('As Ah', 'Ks Kd'), []);

/** Median and best of `runs` timings, after one warm-up run. */
function time(runs: number, run: () => unknown): { median: number; best: number } {
  run();
  const times = Array.from({ length: runs }, () => {
    const start = performance.now();
    run();
    return performance.now() - start;
  }).sort((a, b) => a - b);
  return { median: times[Math.floor(runs / 2)]!, best: times[0]! };
}

/** The baseline: every board dealt out card by card and each hand scored on its own by phe (1 is best). */
function pheCount(spot: EquitySpot): number[] {
  const known = [...spot.hands.flat(), ...spot.board];
  const rest = Array.from({ length: 52 }, (_, c) => c).filter((c) => !known.includes(c));
  const wins = spot.hands.map(() => 0);
  const b = [...spot.board];
  const need = 5 - b.length;
  const deal = (from: number, left: number): void => {
    if (left === 0) {
      let best = Infinity;
      let who = -1;
      spot.hands.forEach(([x, y], p) => {
        const r = evaluate7cards(x, y, b[0]!, b[1]!, b[2]!, b[3]!, b[4]!);
        if (r < best) [best, who] = [r, p];
        else if (r === best) who = -1;
      });
      if (who >= 0) wins[who]!++;
      return;
    }
    for (let i = from; i <= rest.length - left; i++) {
      b[5 - left] = rest[i]!;
      deal(i + 1, left - 1);
    }
  };
  deal(0, need);
  return wins;
}

const ms = (n: number) => `${n.toFixed(0).padStart(5)} ms`;
const rows: string[][] = [['spot', 'boards', 'hand evaluations', 'parlor (median / best)']];
const spots: Array<[string, EquitySpot]> = [
  ['heads-up, before the flop (AA v KK)', headsUp],
  ['3-way, before the flop', spotOf(hands('As Ah', 'Ks Kd', 'Qc Jc'), [])],
  ['4-way, before the flop (the largest count)', spotOf(hands('As Ah', 'Ks Kd', 'Qc Jc', '7h 6h'), [])],
  ['6-way, before the flop', spotOf(hands('As Ah', 'Ks Kd', 'Qc Jc', '7h 6h', 'Td 9d', '2s 2c'), [])],
  ['9-way, before the flop', spotOf(hands('As Ah', 'Ks Kd', 'Qc Jc', '7h 6h', 'Td 9d', '2s 2c', '5c 4c', '8s 8d', 'Jh Th'), [])],
  [
    'heads-up, on the flop',
    spotOf(
      hands('Ah Kh', '2c 2d'),
      ['3h', '7h', 'Td'].map((c) => c as Card),
    ),
  ],
];
for (const [name, spot] of spots) {
  const boards = choose(52 - 2 * spot.hands.length - spot.board.length, 5 - spot.board.length);
  const t = time(5, () => equity(spot));
  rows.push([name, boards.toLocaleString('en-US'), (boards * spot.hands.length).toLocaleString('en-US'), `${ms(t.median)} / ${ms(t.best)}`]);
}
console.log('Exact equity in this thread (tables built at start-up, JIT warmed by one run):');
printTable(rows);

// Same boards, same winners: the baseline must agree before its time means anything.
const ours = equity(headsUp);
const theirs = pheCount(headsUp);
if (ours.win.some((w, p) => w !== theirs[p])) throw new Error(`phe baseline disagrees: ${theirs} v ${ours.win}`);
const baseline = time(3, () => pheCount(headsUp));
const direct = time(5, () => equity(headsUp));
console.log();
console.log(`heads-up before the flop, 1,712,304 boards:`);
console.log(`  parlor equity(), this thread       ${ms(direct.median)} median, ${ms(direct.best)} best`);
console.log(`  baseline: phe, board by board      ${ms(baseline.median)} median  (parlor ${(baseline.median / direct.median).toFixed(1)}× faster)`);

// Through the worker, while this thread keeps a 1 ms timer going: the event loop must stay free.
const thread = new EquityThread();
let start = performance.now();
await thread.compute(spotOf(hands('Ah Kh', '2c 2d'), []));
const cold = performance.now() - start;
const roundTrips: number[] = [];
let worstLag = 0;
let last = performance.now();
const ticker = setInterval(() => {
  const now = performance.now();
  worstLag = Math.max(worstLag, now - last - 1);
  last = now;
}, 1);
for (let i = 0; i < 7; i++) {
  start = performance.now();
  await thread.compute(headsUp);
  roundTrips.push(performance.now() - start);
}
clearInterval(ticker);
await thread.close();
roundTrips.sort((a, b) => a - b);
console.log(`  through the worker thread          ${ms(roundTrips[3]!)} median, ${ms(roundTrips[0]!)} best (first request, starting the worker: ${ms(cold)})`);
console.log(`  main event loop meanwhile: worst timer lag ${worstLag.toFixed(1)} ms`);
console.log(`  target: under 1 s heads-up, multiway exact within 2 s`);
