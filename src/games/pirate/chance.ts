/**
 * The chance a bet holds as one player sees it, shown beside the bets in their panel: their own dice
 * are known, the red die always counts one, and every die they cannot see (the other cups) counts for
 * the face independently, 1 in 3 for faces 2 to 6 when natural 1s are wild, else 1 in 6. Exact
 * binomial; nothing is read into the other players' bets.
 */
import { binomial, faceChance, matches } from './computer-odds.js';

/** P(actual count of `face` >= `count`), given `myDice` and `unseen` dice in the other cups. */
export function holdChance(myDice: readonly number[], face: number, count: number, unseen: number, onesWild: boolean): number {
  const known = matches(myDice, face, onesWild) + 1;
  const needed = count - known;
  if (needed <= 0) return 1;
  if (needed > unseen) return 0;
  const pmf = binomial(unseen, faceChance(face, onesWild));
  let tail = 0;
  for (let k = needed; k <= unseen; k++) tail += pmf[k]!;
  return Math.min(1, tail);
}

/**
 * A chance as a reader expects it: a whole percent in their locale ("62%"); never "0%" or "100%"
 * for what is only unlikely or likely ("<1%", ">99%").
 */
export function percent(chance: number, locale: string): string {
  const format = new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 0 });
  if (chance > 0 && chance < 0.005) return `<${format.format(0.01)}`;
  if (chance < 1 && chance >= 0.995) return `>${format.format(0.99)}`;
  return format.format(chance);
}
