/**
 * Reference players for the Pirate Dice computer's benchmark (not shipped to users).
 * Both see exactly what a seat sees and decide from it alone.
 */
import type { Rng } from '../../src/rng.js';
import type { PirateAction } from '../../src/games/pirate/actions.js';
import { isValidBet } from '../../src/games/pirate/dice.js';
import { faceChance, matches } from '../../src/games/pirate/computer-odds.js';
import type { PirateSight } from '../../src/games/pirate/computer.js';

/** Every legal move of the seat to act: each bet the engine accepts, and a challenge when there is a bet. */
export function legalPirateMoves(sight: PirateSight): PirateAction[] {
  const { own } = sight;
  const moves: PirateAction[] = [];
  for (let count = 1; count <= own.diceInPlay + 1; count++) {
    for (let face = 1; face <= 6; face++) {
      if (isValidBet(own.bet, { face, count }, own.diceInPlay)) moves.push({ type: 'bet', face, count });
    }
  }
  if (own.bet) moves.push({ type: 'challenge' });
  return moves;
}

/** A uniformly random legal move. */
export function randomPirate(sight: PirateSight, rng: Rng): PirateAction {
  const moves = legalPirateMoves(sight);
  return moves[rng.int(moves.length)]!;
}

/**
 * Bets up to the expected count of a face given its own dice (own matches, the red die, and the
 * unseen dice times the chance one counts); challenges a bet above that expectation, or when no
 * raise stays within it. Among raises it takes the one with the widest margin, then the face it
 * holds most, then a random one.
 */
export function heuristicPirate(sight: PirateSight, rng: Rng): PirateAction {
  const { own } = sight;
  const unseen = own.diceInPlay - own.myDice.length;
  const expected = (face: number) => matches(own.myDice, face, own.onesWild) + 1 + unseen * faceChance(face, own.onesWild);
  const current = own.bet;
  if (current && current.count > expected(current.face)) return { type: 'challenge' };

  let best: { face: number; count: number; margin: number; held: number }[] = [];
  for (let face = 1; face <= 6; face++) {
    const count = !current ? 1 : face > current.face ? current.count : current.count + 1;
    if (count > own.diceInPlay + 1) continue;
    const margin = expected(face) - count;
    const held = matches(own.myDice, face, own.onesWild);
    const top = best[0];
    if (!top || margin > top.margin || (margin === top.margin && held > top.held)) best = [{ face, count, margin, held }];
    else if (margin === top.margin && held === top.held) best.push({ face, count, margin, held });
  }
  const chosen = best.length > 1 ? best[rng.int(best.length)]! : (best[0] ?? null);
  if (current && (!chosen || chosen.margin < 0)) return { type: 'challenge' };
  // With no bet to challenge there is always a legal opening bet.
  return { type: 'bet', face: chosen!.face, count: chosen!.count };
}
