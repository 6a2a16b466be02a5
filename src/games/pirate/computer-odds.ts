/**
 * Exact odds of a Pirate Dice bet from one seat: its own dice are known, the red die always counts
 * one, and every unseen die shows the bet face (or, when ones are wild, a natural 1) independently.
 * The centre pile is public but never rolled, so it is not part of any count.
 */

/** The chance that one unseen die counts for `face`. */
export function faceChance(face: number, onesWild: boolean): number {
  return onesWild && face !== 1 ? 2 / 6 : 1 / 6;
}

/** How many of `dice` count for `face` (a natural 1 counts for every face when ones are wild). */
export function matches(dice: readonly number[], face: number, onesWild: boolean): number {
  let n = 0;
  for (const die of dice) if (die === face || (onesWild && die === 1)) n++;
  return n;
}

/** P(X = k) for k = 0..n, X ~ Binomial(n, p). */
export function binomial(n: number, p: number): number[] {
  const pmf = new Array<number>(n + 1).fill(0);
  pmf[0] = (1 - p) ** n;
  const ratio = p / (1 - p);
  for (let k = 1; k <= n; k++) pmf[k] = (pmf[k - 1]! * (n - k + 1) * ratio) / k;
  return pmf;
}

/** The distribution of a sum of independent counts. */
export function convolve(a: readonly number[], b: readonly number[]): number[] {
  const out = new Array<number>(a.length + b.length - 1).fill(0);
  for (let i = 0; i < a.length; i++) {
    const ai = a[i]!;
    if (ai === 0) continue;
    for (let j = 0; j < b.length; j++) out[i + j]! += ai * b[j]!;
  }
  return out;
}

/**
 * The distribution of the actual count R of a face: `known` dice certain (own matches plus the red
 * die), then `unseen` added on top. `pmf[r]` is P(R = r).
 */
export function shifted(known: number, unseen: readonly number[]): number[] {
  return [...new Array<number>(known).fill(0), ...unseen];
}

/** What a bet of `count` means to its bettor and its challenger, under a count distribution. */
export interface BetOdds {
  /** P(R >= count): the bet holds. */
  holds: number;
  /** P(R = count): exact, everyone but the bettor loses one die. */
  exact: number;
  /** E[(count - R)+]: dice the bettor loses when challenged. */
  bettorLoss: number;
  /** E[(R - count)+]: dice the challenger loses beyond the exact case. */
  challengerExcess: number;
}

export function betOdds(pmf: readonly number[], count: number): BetOdds {
  let holds = 0;
  let bettorLoss = 0;
  let challengerExcess = 0;
  for (let r = 0; r < pmf.length; r++) {
    const p = pmf[r]!;
    if (r >= count) holds += p;
    if (r < count) bettorLoss += p * (count - r);
    else challengerExcess += p * (r - count);
  }
  return { holds, exact: pmf[count] ?? 0, bettorLoss, challengerExcess };
}
