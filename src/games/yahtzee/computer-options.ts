/**
 * What each box gives, in the strategy's terms (a filled-box mask and a roll number), fast enough
 * for the solver. It follows `scoringOptions` of scoring.ts exactly; the tests compare the two over
 * every roll and many cards under both Joker rules.
 */
import { FIRST_ROLL_KEEP, KEEP_FACES, ROLL_COUNT, diceOfKeep } from './computer-dice.js';
import { BOX_COUNT, YAHTZEE_BIT } from './computer-states.js';
import { BOXES, boxScore, type JokerRule } from './scoring.js';

/** Normal scoring: `NORMAL_POINTS[roll * 13 + box]`, box as its index in BOXES. */
export const NORMAL_POINTS = new Uint8Array(ROLL_COUNT * BOX_COUNT);
/** The face of each roll that is a Yahtzee, else 0. */
export const YAHTZEE_FACE = new Uint8Array(ROLL_COUNT);
for (let r = 0; r < ROLL_COUNT; r++) {
  const dice = diceOfKeep(FIRST_ROLL_KEEP + r);
  BOXES.forEach((box, b) => (NORMAL_POINTS[r * BOX_COUNT + b] = boxScore(dice, box)));
  for (let f = 0; f < 6; f++) if (KEEP_FACES[(FIRST_ROLL_KEEP + r) * 6 + f] === 5) YAHTZEE_FACE[r] = f + 1;
}

const FULL_HOUSE = BOXES.indexOf('fullHouse');
const SMALL_STRAIGHT = BOXES.indexOf('smallStraight');
const LARGE_STRAIGHT = BOXES.indexOf('largeStraight');
const FIRST_LOWER = 6;

/**
 * The rules the strategy can be solved for: the engine's two, and `verhoeff`, the convention behind
 * the published optimum 254.5896 (Verhoeff's Optimal Solitaire Yahtzee Player), solved only to show
 * where the Forced Joker figure differs from it: a further Yahtzee may go in any open box, and counts
 * at full value in a lower box only when its upper box is already filled.
 */
export type StrategyRule = JokerRule | 'verhoeff';

/** Whether a Joker rule changes where this roll may go or what it scores. */
export const jokerApplies = (rule: StrategyRule, mask: number, roll: number): boolean =>
  rule !== 'free' && YAHTZEE_FACE[roll]! > 0 && (mask & YAHTZEE_BIT) !== 0;

/** A lower box filled by a Joker counts at full value. */
function jokerLowerPoints(box: number, face: number): number {
  if (box === FULL_HOUSE) return 25;
  if (box === SMALL_STRAIGHT) return 30;
  if (box === LARGE_STRAIGHT) return 40;
  return 5 * face;
}

/**
 * The open boxes `roll` may be scored in, with their points, as [box index, points] pairs in card order.
 * Free choice and a roll the Joker does not touch: every open box, normal scoring.
 * Forced Joker: its upper box if open; else every open lower box at full value; else 0 in any open upper box.
 * (`verhoeff`: see StrategyRule.)
 */
export function optionsFor(rule: StrategyRule, mask: number, roll: number): Array<[number, number]> {
  const open: number[] = [];
  for (let b = 0; b < BOX_COUNT; b++) if (!(mask & (1 << b))) open.push(b);
  if (!jokerApplies(rule, mask, roll)) return open.map((b) => [b, NORMAL_POINTS[roll * BOX_COUNT + b]!]);
  const face = YAHTZEE_FACE[roll]!;
  if (rule === 'verhoeff') {
    const upperFilled = (mask & (1 << (face - 1))) !== 0;
    return open.map((b) => [b, upperFilled && b >= FIRST_LOWER ? jokerLowerPoints(b, face) : NORMAL_POINTS[roll * BOX_COUNT + b]!]);
  }
  if (!(mask & (1 << (face - 1)))) return [[face - 1, 5 * face]];
  const lower = open.filter((b) => b >= FIRST_LOWER);
  if (lower.length > 0) return lower.map((b) => [b, jokerLowerPoints(b, face)]);
  return open.map((b) => [b, 0]);
}
