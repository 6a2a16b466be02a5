/**
 * What an opponent's bets this round suggest about their dice. A player is taken to name faces
 * they hold. Each die value that counts for a face they named this round gets weight e^(strength/m)
 * per such face, m being the number of distinct faces they named: a face named once or five times
 * is the same claim (their dice did not change in between), and a player who named several faces
 * makes a weaker claim on each. The weight is a product over their dice, so their dice stay
 * independent, each with the tilted face distribution below, and their count stays binomial.
 * Strength 0 ignores the history (each face 1/6).
 */
import type { PlayerBet } from './actions.js';

export const countsFor = (die: number, face: number, onesWild: boolean): boolean => die === face || (onesWild && die === 1);

/** P(one of `player`'s dice counts for `face`), given their bets in `history`. */
export function opponentFaceChance(history: readonly PlayerBet[], player: string, face: number, onesWild: boolean, strength: number): number {
  const named = strength === 0 ? [] : namedFaces(history, player);
  const perFace = named.length > 0 ? strength / named.length : 0;
  let total = 0;
  let counting = 0;
  for (let die = 1; die <= 6; die++) {
    let claims = 0;
    for (const f of named) if (countsFor(die, f, onesWild)) claims++;
    const weight = Math.exp(perFace * claims);
    total += weight;
    if (countsFor(die, face, onesWild)) counting += weight;
  }
  return counting / total;
}

function namedFaces(history: readonly PlayerBet[], player: string): number[] {
  const faces = new Set<number>();
  for (const bet of history) if (bet.player === player) faces.add(bet.face);
  return [...faces];
}
