import type { SeatSight } from '../../kernel/engine.js';
import type { Rng } from '../../rng.js';
import type { PirateAction } from './actions.js';
import type { PiratePrivateView, PiratePublicView } from './rules.js';
import { betOdds, binomial, convolve, matches, shifted, type BetOdds } from './computer-odds.js';
import { opponentFaceChance } from './computer-evidence.js';

export type PirateSight = SeatSight<PiratePublicView, PiratePrivateView>;

/**
 * How a move is judged:
 * - 'probability': the chance of being wrong (a bet that fails when challenged, a challenge of a bet that holds);
 * - 'expected-loss': the dice this seat expects to lose (a bet as if challenged), less `relative` times
 *   what each opponent expects to lose.
 * The benchmark measured them; expected loss counting only this seat's dice won (docs/computers/pirate.md).
 */
export type PirateCriterion = 'probability' | 'expected-loss';

export interface PirateComputerOptions {
  criterion: PirateCriterion;
  /** Weight of the opponents' average expected loss against this seat's own (expected-loss only). */
  relative: number;
  /** How strongly the faces an opponent named this round are read as faces they hold (0: not at all). */
  evidence: number;
  /** Among equally good bets, take the face this seat holds most (otherwise draw one at random). */
  preferHeld: boolean;
  /**
   * How far a bet climbs: the chosen face's count goes up to the highest that holds with at least
   * this chance counting its own dice only (never below the smallest raise). 1: the counts its own
   * dice make certain; above 1: none, one die at a time. Strong players open near the count they
   * expect and raise by more than one (docs/computers/pirate.md, "Why climb").
   */
  climb: { open: number; raise: number };
  /** Open on the face whose climbed count is highest (otherwise the face drawn among equally safe ones). */
  openOnBest: boolean;
}

export const DEFAULT_PIRATE_OPTIONS: PirateComputerOptions = {
  criterion: 'expected-loss',
  relative: 0,
  evidence: 1,
  preferHeld: false,
  climb: { open: 0.9, raise: 1 },
  openOnBest: false,
};

interface Candidate {
  bet: { type: 'bet'; face: number; count: number };
  /** Lower is better. */
  cost: number;
  held: number;
}

/** Costs this close are equal (floating-point noise). */
const TIE = 1e-9;

/** The shipped policy: see choosePirateMove. */
export function pirateComputer(sight: PirateSight, rng: Rng): PirateAction {
  return choosePirateMove(sight, rng, DEFAULT_PIRATE_OPTIONS);
}

/**
 * The distribution of the actual count of `face` as this seat sees it: its own matching dice and
 * the red die for certain, plus each opponent's dice, binomial with the chance their bets suggest.
 * The centre pile is never rolled, so it is not in it. `pmf[r]` is P(count = r).
 */
export function countDistribution(sight: PirateSight, face: number, evidence: number): number[] {
  const { own } = sight;
  let unseen = [1];
  for (const p of own.seats) {
    const dice = own.dice[p] ?? 0;
    if (p === sight.player || dice === 0) continue;
    unseen = convolve(unseen, binomial(dice, opponentFaceChance(own.history, p, face, own.onesWild, evidence)));
  }
  return shifted(matches(own.myDice, face, own.onesWild) + 1, unseen);
}

/** The smallest count on `face` that raises `current` (one die to open), or null past every die in play plus the red one. */
function smallestRaise(current: { face: number; count: number } | null, face: number, diceInPlay: number): number | null {
  const count = !current ? 1 : face > current.face ? current.count : current.count + 1;
  return count <= diceInPlay + 1 ? count : null;
}

/**
 * Each face's candidate is its smallest raise (a larger count on the same face only costs more).
 * The best bet is the one that costs least if challenged; challenge when challenging costs less
 * than that bet, else bet, drawing at random among equally good bets, its count then climbing as
 * far as its own dice make likely (`climb`).
 */
export function choosePirateMove(sight: PirateSight, rng: Rng, options: PirateComputerOptions): PirateAction {
  const { own } = sight;
  const opponents = own.seats.filter((p) => p !== sight.player && (own.dice[p] ?? 0) > 0).length;
  const distributions: number[][] = [];
  const countOf = (face: number) => (distributions[face] ??= countDistribution(sight, face, options.evidence));

  const bets: Candidate[] = [];
  for (let face = 1; face <= 6; face++) {
    const count = smallestRaise(own.bet, face, own.diceInPlay);
    if (count === null) continue;
    const cost = betCost(betOdds(countOf(face), count), opponents, options);
    bets.push({ bet: { type: 'bet', face, count }, cost, held: matches(own.myDice, face, own.onesWild) });
  }
  const best = Math.min(...bets.map((b) => b.cost));
  if (own.bet) {
    const challenge = challengeCost(betOdds(countOf(own.bet.face), own.bet.count), opponents, options);
    if (bets.length === 0 || challenge < best - TIE) return { type: 'challenge' };
  }
  let equal = bets.filter((b) => b.cost <= best + TIE);
  if (options.preferHeld) equal = equal.filter((b) => b.held === Math.max(...equal.map((e) => e.held)));
  // The climb trusts only what this seat knows for sure, its own dice: the bets' reading over-reads, and a bet built on it is the first challenged.
  const climb = own.bet ? options.climb.raise : options.climb.open;
  const lift = (bet: Candidate['bet']): Candidate['bet'] => ({
    ...bet,
    count: climbed(countDistribution(sight, bet.face, 0), bet.count, own.diceInPlay + 1, climb),
  });
  if (!own.bet && options.openOnBest) {
    const lifted = equal.map((b) => lift(b.bet));
    const top = Math.max(...lifted.map((b) => b.count));
    const highest = lifted.filter((b) => b.count === top);
    return highest[highest.length === 1 ? 0 : rng.int(highest.length)]!;
  }
  return lift(equal[equal.length === 1 ? 0 : rng.int(equal.length)]!.bet);
}

/** The highest count from `from` up to `max` that holds with at least `chance` under `pmf` (`from` itself when none above does). */
export function climbed(pmf: readonly number[], from: number, max: number, chance: number): number {
  let count = from;
  while (count < max && betOdds(pmf, count + 1).holds >= chance - TIE) count++;
  return count;
}

/** My bet, judged as if the next player challenges it. */
function betCost(odds: BetOdds, opponents: number, options: PirateComputerOptions): number {
  if (options.criterion === 'probability') return 1 - odds.holds;
  const mine = odds.bettorLoss;
  const theirs = odds.challengerExcess + odds.exact * opponents;
  return mine - (options.relative * theirs) / opponents;
}

/** Challenging the current bet. */
function challengeCost(odds: BetOdds, opponents: number, options: PirateComputerOptions): number {
  if (options.criterion === 'probability') return odds.holds;
  const mine = odds.challengerExcess + odds.exact;
  const theirs = odds.bettorLoss + odds.exact * (opponents - 1);
  return mine - (options.relative * theirs) / opponents;
}
