import { pirateDice } from '../../src/games/pirate/rules.js';
import type { PirateAction, PirateState } from '../../src/games/pirate/actions.js';
import { ScriptedRng } from './scripted-rng.js';

export const PIRATE_NAMES: Record<string, string> = { a: 'Ann', b: '王小明', c: 'Chloé', d: '김민준', e: 'Dmitri Volkov-Rimsky', f: '🦜 Polly' };

/** Die faces from a fixed linear congruential sequence: plenty for any scripted game. */
export function fixedDice(seed: number, count: number): number[] {
  let x = seed;
  return Array.from({ length: count }, () => {
    x = (x * 1103515245 + 12345) % 2147483648;
    return 1 + (Math.floor(x / 65536) % 6);
  });
}
const dice = (seed: number) => ScriptedRng.dice(...fixedDice(seed, 400));

function play(state: PirateState, moves: PirateAction[], rng: ScriptedRng): PirateState {
  let s = state;
  for (const move of moves) {
    const r = pirateDice.apply(s, s.turn!, move, rng);
    if (!r.ok) throw new Error(`${s.turn} ${move.type}: ${r.rejection.code}`);
    s = r.state;
  }
  return s;
}
const bet = (count: number, face: number): PirateAction => ({ type: 'bet', count, face });
const CHALLENGE: PirateAction = { type: 'challenge' };

/** Four players in round 2: the round 1 challenge shown, three bets made this round. */
export function pirateInPlay(): PirateState {
  const rng = dice(7);
  let s = pirateDice.setup(['a', 'b', 'c', 'd'], { onesWild: true }, rng);
  s = play(s, [bet(3, 4), bet(5, 4), bet(6, 5), CHALLENGE], rng);
  return play(s, [bet(2, 3), bet(4, 3), bet(4, 6)], rng);
}

/** The largest table, six players, just after a challenge: every cup open. */
export function pirateChallenge(): PirateState {
  const rng = dice(11);
  const s = pirateDice.setup(['a', 'b', 'c', 'd', 'e', 'f'], { onesWild: true }, rng);
  return play(s, [bet(4, 2), bet(6, 3), bet(7, 5), bet(9, 5), bet(10, 6), CHALLENGE], rng);
}

/** Six players in round 1 with the longest bet history the table shows. */
export function pirateBusy(): PirateState {
  const rng = dice(11);
  const s = pirateDice.setup(['a', 'b', 'c', 'd', 'e', 'f'], { onesWild: true }, rng);
  return play(s, [bet(2, 2), bet(3, 2), bet(4, 3), bet(5, 3), bet(6, 4), bet(7, 5), bet(8, 5), bet(9, 6)], rng);
}

/** Two players until one has no dice: each round the starter bets every die and more, and is challenged. */
export function pirateFinished(): PirateState {
  const rng = dice(3);
  let s = pirateDice.setup(['a', 'b'], { onesWild: false }, rng);
  while (!s.winner) s = play(s, [bet(pirateDice.publicView(s).diceInPlay + 1, 6), CHALLENGE], rng);
  return s;
}

/** Six players at the start: 30 dice under the cups, no bet yet, the order roll made. */
export function pirateSixStart(): PirateState {
  return pirateDice.setup(['a', 'b', 'c', 'd', 'e', 'f'], { onesWild: true }, dice(5));
}

/** Two players, 15 dice each, just after the first challenge: the largest cups opened (up to six faces each). */
export function pirateTwoChallenge(): PirateState {
  const rng = dice(13);
  const s = pirateDice.setup(['e', 'b'], { onesWild: true }, rng);
  return play(s, [bet(8, 3), bet(9, 4), bet(11, 4), CHALLENGE], rng);
}
