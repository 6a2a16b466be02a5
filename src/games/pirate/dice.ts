import type { PlayerId } from '../../kernel/engine.js';
import { rollDice, type Rng } from '../../rng.js';

export interface Bet {
  face: number;
  count: number;
}

/** Starting dice by number of players (docs/rules/pirate.md, "Players and dice"). */
const STARTING_DICE: Record<number, number> = { 2: 15, 3: 10, 4: 7, 5: 6, 6: 5 };

export function startingDice(playerCount: number): number {
  const dice = STARTING_DICE[playerCount];
  if (dice === undefined) throw new Error(`Pirate Dice has no starting dice for ${playerCount} players`);
  return dice;
}

/**
 * docs/rules/pirate.md, "Counting": a die counts when it shows the bet face or, with natural ones wild, a 1.
 * The red die in the centre always adds exactly one (also for a bet on 1s).
 */
export function countForBet(cups: Iterable<readonly number[]>, face: number, onesWild: boolean): number {
  let count = 0;
  for (const cup of cups) {
    for (const die of cup) {
      if (die === face || (onesWild && die === 1)) count++;
    }
  }
  return count + 1;
}

/** docs/rules/pirate.md, "Bets": never a lower count, a higher face at the same count, at most every die in play plus the red die. */
export function isValidBet(previous: Bet | null, next: Bet, diceInPlay: number): boolean {
  if (!Number.isInteger(next.face) || next.face < 1 || next.face > 6) return false;
  if (!Number.isInteger(next.count) || next.count < 1 || next.count > diceInPlay + 1) return false;
  if (!previous) return true;
  if (next.count < previous.count) return false;
  if (next.count > previous.count) return true;
  return next.face > previous.face;
}

/** The smallest bet above `previous` (docs/rules/pirate.md, "Bets"): one die showing 2 to open, else the next face, else one more die of 1s. */
export function minimumBet(previous: Bet | null): Bet {
  if (!previous) return { face: 2, count: 1 };
  return previous.face < 6 ? { face: previous.face + 1, count: previous.count } : { face: 1, count: previous.count + 1 };
}

/** Compares two order-roll results: higher pip total first, then dice sorted high to low. Positive when a is better. */
export function compareOrderRolls(a: readonly number[], b: readonly number[]): number {
  const sum = (dice: readonly number[]) => dice.reduce((s, d) => s + d, 0);
  const bySum = sum(a) - sum(b);
  if (bySum !== 0) return bySum;
  const sa = [...a].sort((x, y) => y - x);
  const sb = [...b].sort((x, y) => y - x);
  for (let i = 0; i < Math.max(sa.length, sb.length); i++) {
    const diff = (sa[i] ?? 0) - (sb[i] ?? 0);
    if (diff !== 0) return diff;
  }
  return 0;
}

export type OrderRollRound = Array<{ player: PlayerId; dice: number[] }>;

/**
 * docs/rules/pirate.md, "The order roll": everyone rolls all their dice; the order is by the comparison above.
 * Players who tie completely re-roll among themselves for their places.
 * Returns the seat order and every round of rolling, which is public.
 */
export function rollForOrder(players: readonly PlayerId[], diceEach: number, rng: Rng): { order: PlayerId[]; rounds: OrderRollRound[] } {
  const rounds: OrderRollRound[] = [];
  const order = rank(players);
  return { order, rounds };

  function rank(group: readonly PlayerId[]): PlayerId[] {
    if (group.length <= 1) return [...group];
    const round: OrderRollRound = group.map((player) => ({ player, dice: rollDice(rng, diceEach) }));
    rounds.push(round);
    const sorted = [...round].sort((a, b) => compareOrderRolls(b.dice, a.dice));
    const result: PlayerId[] = [];
    for (let i = 0; i < sorted.length;) {
      let j = i + 1;
      while (j < sorted.length && compareOrderRolls(sorted[i]!.dice, sorted[j]!.dice) === 0) j++;
      result.push(...rank(sorted.slice(i, j).map((r) => r.player)));
      i = j;
    }
    return result;
  }
}
