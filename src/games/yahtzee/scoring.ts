/** The thirteen boxes, in card order (ties for "the best box" go to the first in this order). */
export const BOXES = [
  'ones',
  'twos',
  'threes',
  'fours',
  'fives',
  'sixes',
  'threeKind',
  'fourKind',
  'fullHouse',
  'smallStraight',
  'largeStraight',
  'yahtzee',
  'chance',
] as const;
export type Box = (typeof BOXES)[number];

export const UPPER_BOXES: readonly Box[] = BOXES.slice(0, 6);
export const LOWER_BOXES: readonly Box[] = BOXES.slice(6);
export const UPPER_BONUS_THRESHOLD = 63;
export const UPPER_BONUS = 35;
export const YAHTZEE_SCORE = 50;
export const EXTRA_YAHTZEE_BONUS = 100;

export type Card = Partial<Record<Box, number>>;

const counts = (dice: readonly number[]): number[] => {
  const c = [0, 0, 0, 0, 0, 0, 0];
  for (const d of dice) c[d]!++;
  return c;
};
const sum = (dice: readonly number[]): number => dice.reduce((a, b) => a + b, 0);
const hasRun = (dice: readonly number[], length: number): boolean => {
  const faces = new Set(dice);
  let run = 0;
  for (let face = 1; face <= 6; face++) {
    run = faces.has(face) ? run + 1 : 0;
    if (run >= length) return true;
  }
  return false;
};

export const isYahtzee = (dice: readonly number[]): boolean => dice.length === 5 && dice.every((d) => d === dice[0]);
export const upperBoxFor = (face: number): Box => UPPER_BOXES[face - 1]!;

/** What `dice` score in `box` by the normal rules (a Yahtzee is neither a full house nor a straight). */
export function boxScore(dice: readonly number[], box: Box): number {
  const c = counts(dice);
  const most = Math.max(...c);
  switch (box) {
    case 'ones':
    case 'twos':
    case 'threes':
    case 'fours':
    case 'fives':
    case 'sixes': {
      const face = UPPER_BOXES.indexOf(box) + 1;
      return c[face]! * face;
    }
    case 'threeKind':
      return most >= 3 ? sum(dice) : 0;
    case 'fourKind':
      return most >= 4 ? sum(dice) : 0;
    case 'fullHouse':
      return c.includes(3) && c.includes(2) ? 25 : 0;
    case 'smallStraight':
      return hasRun(dice, 4) ? 30 : 0;
    case 'largeStraight':
      return hasRun(dice, 5) ? 40 : 0;
    case 'yahtzee':
      return isYahtzee(dice) ? YAHTZEE_SCORE : 0;
    case 'chance':
      return sum(dice);
  }
}

/** A lower box at full value, as the Forced Joker rule scores a Yahtzee in it. */
function jokerScore(dice: readonly number[], box: Box): number {
  switch (box) {
    case 'fullHouse':
      return 25;
    case 'smallStraight':
      return 30;
    case 'largeStraight':
      return 40;
    default:
      return sum(dice);
  }
}

export type JokerRule = 'free' | 'forced';

/**
 * The boxes the player may score `dice` in now, with the points each would give, in card order.
 * Free choice (the default: docs/rules/yahtzee.md, the Joker rules): any open box, normal scoring.
 * Forced Joker (Hasbro), when the dice are a Yahtzee and the Yahtzee box is already filled:
 * the matching upper box if open; else any open lower box at full value; else 0 in an open upper box.
 */
export function scoringOptions(card: Card, dice: readonly number[], joker: JokerRule): Array<{ box: Box; points: number }> {
  const open = BOXES.filter((box) => card[box] === undefined);
  if (joker === 'forced' && isYahtzee(dice) && card.yahtzee !== undefined) {
    const upper = upperBoxFor(dice[0]!);
    if (card[upper] === undefined) return [{ box: upper, points: boxScore(dice, upper) }];
    const lower = open.filter((box) => LOWER_BOXES.includes(box));
    if (lower.length > 0) return lower.map((box) => ({ box, points: jokerScore(dice, box) }));
    return open.map((box) => ({ box, points: 0 }));
  }
  return open.map((box) => ({ box, points: boxScore(dice, box) }));
}

/** +100 for each Yahtzee rolled while the Yahtzee box holds 50 (a 0 there gives none). */
export const earnsExtraYahtzee = (card: Card, dice: readonly number[]): boolean => isYahtzee(dice) && card.yahtzee === YAHTZEE_SCORE;

export const upperSum = (card: Card): number => UPPER_BOXES.reduce((s, box) => s + (card[box] ?? 0), 0);
export const upperBonus = (card: Card): number => (upperSum(card) >= UPPER_BONUS_THRESHOLD ? UPPER_BONUS : 0);

export function total(card: Card, extraYahtzees: number): number {
  return BOXES.reduce((s, box) => s + (card[box] ?? 0), 0) + upperBonus(card) + extraYahtzees * EXTRA_YAHTZEE_BONUS;
}
