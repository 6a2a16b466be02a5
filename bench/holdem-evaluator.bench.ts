/**
 * 7-card hand evaluations per second: Parlor's evaluator next to `phe` (perfect-hash tables) and
 * `pokersolver`, on the same random hands in the same run, with the ratios; and what each costs
 * to load (Parlor builds its tables at start-up: nothing is generated into the repository).
 *   npm run bench:evaluator   (HANDS=1000000 to resize)
 */
import { cryptoRng } from '../src/rng.js';
import { fullDeck, shuffledDeck, cardCode } from '../src/games/holdem/cards.js';

const gc = (globalThis as { gc?: () => void }).gc;
/** Time and memory (JS heap plus typed-array buffers) that loading a module adds. */
async function load<T>(name: string, importer: () => Promise<T>): Promise<{ module: T; ms: number; bytes: number }> {
  gc?.();
  const before = process.memoryUsage();
  const start = performance.now();
  const module = await importer();
  const ms = performance.now() - start;
  gc?.();
  const after = process.memoryUsage();
  const bytes = after.heapUsed - before.heapUsed + (after.arrayBuffers - before.arrayBuffers);
  console.log(
    `${name.padEnd(12)} loaded in ${ms.toFixed(0).padStart(4)} ms, ${(bytes / 1024).toFixed(0).padStart(6)} KB${gc ? '' : ' (no --expose-gc: memory is rough)'}`,
  );
  return { module, ms, bytes };
}

const parlor = await load('parlor', () => import('../src/games/holdem/evaluator.js'));
const { TABLES_BUILT, CLASS_COUNT } = await import('../src/games/holdem/evaluator-tables.js');
console.log(
  `  tables built at start-up: ${TABLES_BUILT.ms.toFixed(0)} ms, ${(TABLES_BUILT.bytes / 1024).toFixed(0)} KB of typed arrays, ${CLASS_COUNT} hand classes`,
);
const phe = await load('phe', async () => ({ ...(await import('phe')).default, evaluate7: (await import('phe/lib/evaluator7.js')).default }));
const pokersolver = (await load('pokersolver', () => import('pokersolver'))).module.default;

const HANDS = Number(process.env.HANDS ?? 1_000_000);
const SLOW_HANDS = Math.min(HANDS, 50_000);
const deck = fullDeck();
const flat = new Int32Array(HANDS * 7);
for (let i = 0; i < HANDS; i++)
  shuffledDeck(cryptoRng)
    .slice(0, 7)
    .forEach((card, k) => (flat[i * 7 + k] = cardCode(card)));
const arrays = Array.from({ length: HANDS }, (_, i) => Array.from(flat.subarray(i * 7, i * 7 + 7)));
const strings = arrays.slice(0, SLOW_HANDS).map((codes) => codes.map((c) => deck[c]!));

// Both fast evaluators must agree on every hand before their speeds mean anything (phe: 1 is best).
for (let i = 0; i < HANDS; i++) {
  if (parlor.module.strengthOf(arrays[i]!) + phe.module.evaluateCardCodes(arrays[i]!) !== CLASS_COUNT + 1)
    throw new Error(`parlor and phe disagree on ${strings[i] ?? arrays[i]}`);
}

let sink = 0;
/** Best of four timed passes after a warm-up pass, so the JIT has settled for every contender. */
function measure(count: number, run: (i: number) => number): number {
  let best = 0;
  for (let pass = 0; pass < 5; pass++) {
    const start = performance.now();
    for (let i = 0; i < count; i++) sink += run(i);
    const rate = count / ((performance.now() - start) / 1000);
    if (pass > 0) best = Math.max(best, rate);
  }
  return best;
}

const at = (i: number, k: number) => flat[i * 7 + k]!;
const rates = {
  parlorArgs: measure(HANDS, (i) => parlor.module.evaluate7(at(i, 0), at(i, 1), at(i, 2), at(i, 3), at(i, 4), at(i, 5), at(i, 6))),
  pheArgs: measure(HANDS, (i) => phe.module.evaluate7(at(i, 0), at(i, 1), at(i, 2), at(i, 3), at(i, 4), at(i, 5), at(i, 6))),
  parlorArray: measure(HANDS, (i) => parlor.module.strengthOf(arrays[i]!)),
  pheArray: measure(HANDS, (i) => phe.module.evaluateCardCodes(arrays[i]!)),
  parlorStrings: measure(SLOW_HANDS, (i) => parlor.module.scoreHand(strings[i]!)),
  pokersolver: measure(SLOW_HANDS, (i) => pokersolver.Hand.solve(strings[i]!).rank),
};

const fmt = (n: number) => Math.round(n).toLocaleString('en-US');
const ratio = (a: number, b: number) => `${(a / b).toFixed(2)}×`;
const rows: string[][] = [
  ['evaluator', 'input', 'hands', 'evaluations / s'],
  ['parlor evaluate7', '7 card codes', String(HANDS), fmt(rates.parlorArgs)],
  ['phe evaluate_7cards', '7 card codes', String(HANDS), fmt(rates.pheArgs)],
  ['parlor strengthOf', 'array of codes', String(HANDS), fmt(rates.parlorArray)],
  ['phe evaluateCardCodes', 'array of codes', String(HANDS), fmt(rates.pheArray)],
  ['parlor scoreHand', 'card strings', String(SLOW_HANDS), fmt(rates.parlorStrings)],
  ['pokersolver Hand.solve', 'card strings', String(SLOW_HANDS), fmt(rates.pokersolver)],
];
const widths = rows[0]!.map((_, c) => Math.max(...rows.map((r) => r[c]!.length)));
console.log();
for (const row of rows) console.log(row.map((cell, c) => (c < 2 ? cell.padEnd(widths[c]!) : cell.padStart(widths[c]!))).join('  '));
console.log();
console.log(`parlor / phe, 7 card codes:          ${ratio(rates.parlorArgs, rates.pheArgs)}`);
console.log(`parlor / phe, array of codes:        ${ratio(rates.parlorArray, rates.pheArray)}`);
console.log(`parlor / pokersolver, 7 card codes:  ${ratio(rates.parlorArgs, rates.pokersolver)}`);
console.log(`parlor / pokersolver, card strings:  ${ratio(rates.parlorStrings, rates.pokersolver)}`);
if (sink === 0) console.log('');
