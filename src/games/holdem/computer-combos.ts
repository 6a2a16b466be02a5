/**
 * The 1,326 two-card hands as numbered combos, and each combo's place in the preflop chart.
 * Card codes are rank * 4 + suit (cards.ts). Built once when the module loads (well under a
 * millisecond), from constants only, so a worker thread builds the same tables.
 */
import { RANKS } from './cards.js';
import { PREFLOP_EQUITY } from './computer-chart.js';

export const COMBOS = 1326;
/** The higher and the lower card code of each combo. */
export const COMBO_HIGH = new Int8Array(COMBOS);
export const COMBO_LOW = new Int8Array(COMBOS);

/** The combo number of two different card codes, in either order. */
export const comboOf = (a: number, b: number): number => (a > b ? (a * (a - 1)) / 2 + b : (b * (b - 1)) / 2 + a);

for (let high = 1; high < 52; high++) {
  for (let low = 0; low < high; low++) {
    const i = comboOf(high, low);
    COMBO_HIGH[i] = high;
    COMBO_LOW[i] = low;
  }
}

/** The chart's class name of two card codes: "AA", "AKs", "72o". */
export function classOf(a: number, b: number): string {
  const [high, low] = a >> 2 >= b >> 2 ? [a, b] : [b, a];
  const name = `${RANKS[high >> 2]}${RANKS[low >> 2]}`;
  if (high >> 2 === low >> 2) return name;
  return name + ((high & 3) === (low & 3) ? 's' : 'o');
}

/**
 * A class's preflop strength: its equity against one random hand and against three, each as a
 * multiple of a fair share, added, so hands that play well multiway (suited, connected) rank higher
 * than the heads-up figure alone would put them.
 */
const strengthOfClass = ([one, three]: readonly [number, number]): number => one / 0.5 + three / 0.25;

/**
 * Per combo: the share of all combos that are stronger preflop, counting half of its own class
 * (0 for aces, near 1 for 32o). "Top 15%" is every combo below 0.15.
 */
export const PREFLOP_RANK = new Float64Array(COMBOS);
{
  const strength = new Float64Array(COMBOS);
  for (let i = 0; i < COMBOS; i++) strength[i] = strengthOfClass(PREFLOP_EQUITY[classOf(COMBO_HIGH[i]!, COMBO_LOW[i]!)]!);
  const order = Array.from({ length: COMBOS }, (_, i) => i).sort((x, y) => strength[y]! - strength[x]!);
  let at = 0;
  while (at < COMBOS) {
    let end = at;
    while (end < COMBOS && strength[order[end]!] === strength[order[at]!]) end++;
    const rank = (at + (end - at) / 2) / COMBOS;
    for (let k = at; k < end; k++) PREFLOP_RANK[order[k]!] = rank;
    at = end;
  }
}

/** The preflop rank of two card codes. */
export const preflopRank = (a: number, b: number): number => PREFLOP_RANK[comboOf(a, b)]!;
