/**
 * 7-card hand evaluations per second: Parlor's evaluator next to pokersolver, on the same
 * random hands in the same run.   npm run bench:evaluator   (HANDS=200000 to resize)
 */
import pokersolver from 'pokersolver';
import { cardCode, shuffledDeck } from '../src/games/holdem/cards.js';
import { scoreCodes, scoreHand } from '../src/games/holdem/evaluator.js';
import { cryptoRng } from '../src/rng.js';

const HANDS = Number(process.env.HANDS ?? 200_000);
const hands = Array.from({ length: HANDS }, () => shuffledDeck(cryptoRng).slice(0, 7));
const codes = hands.map((h) => h.map(cardCode));

/** Best of three passes, after a warm-up pass, so the JIT has settled for every contender. */
function measure(label: string, count: number, run: (i: number) => unknown): [string, string, string] {
  let best = 0;
  for (let pass = 0; pass < 4; pass++) {
    const start = performance.now();
    for (let i = 0; i < count; i++) run(i);
    const rate = count / ((performance.now() - start) / 1000);
    if (pass > 0) best = Math.max(best, rate);
  }
  return [label, String(count), Math.round(best).toLocaleString('en-US')];
}

const rows = [
  ['evaluator', 'hands', 'evaluations / s'],
  measure('parlor scoreCodes (card codes)', HANDS, (i) => scoreCodes(codes[i]!)),
  measure('parlor scoreHand (card strings)', HANDS, (i) => scoreHand(hands[i]!)),
  measure('pokersolver Hand.solve (baseline)', Math.min(HANDS, 50_000), (i) => pokersolver.Hand.solve(hands[i]!)),
];
const widths = rows[0]!.map((_, c) => Math.max(...rows.map((r) => r[c]!.length)));
for (const row of rows) console.log(row.map((cell, c) => (c === 0 ? cell.padEnd(widths[c]!) : cell.padStart(widths[c]!))).join('  '));
