/**
 * `npm run bench:computers`: every game's computer player against its references, in one run.
 * Each part runs alone too (`npx tsx bench/computers/<game>.ts`); `QUICK=1` plays a tenth of the games.
 * 博饼 has no decisions (a computer rolls when its turn comes), so it has no strength to measure.
 */
import { benchYahtzee } from './computers/yahtzee.js';
import { benchPirate } from './computers/pirate.js';
import { benchHoldem } from './computers/holdem.js';
import { benchXianqi } from './computers/xianqi.js';

const quick = process.env.QUICK === '1';
const parts: Array<[string, () => Promise<unknown>]> = [
  ['Yahtzee', () => benchYahtzee(quick ? { games: 10_000 } : {})],
  ['Pirate Dice', () => benchPirate(quick ? { games: 1_000, comparisonGames: 200 } : {})],
  ["No-Limit Hold'em", () => benchHoldem(quick ? { hands: 5_000 } : {})],
  ['掀棋', () => benchXianqi({ games: quick ? 2_000 : 20_000 })],
];
const only = process.env.ONLY?.toLowerCase();
for (const [name, run] of parts) {
  if (only && !name.toLowerCase().includes(only)) continue;
  console.log(`\n=== ${name} ===`);
  const started = performance.now();
  await run();
  console.log(`(${name}: ${((performance.now() - started) / 1000).toFixed(0)} s)`);
}
