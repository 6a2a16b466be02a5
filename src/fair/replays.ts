import { rollDie } from '../rng.js';
import type { GameFairness } from '../kernel/plugin.js';
import type { PositionedRng } from './seeded-rng.js';

/** Dice games draw one die at a time; without a recorded count the verifier shows this many. */
export const DEFAULT_DICE = 100;

export type DiceReplay = { kind: 'dice'; dice: number[] };

/** Dice 1-6 in the order rolled, up to the recorded count of stream words (`draws`), exactly where the game stopped. */
export function replayDice(rng: PositionedRng, draws: number | undefined): DiceReplay {
  const dice: number[] = [];
  while (draws === undefined ? dice.length < DEFAULT_DICE : rng.position < draws) dice.push(rollDie(rng));
  return { kind: 'dice', dice };
}

export const describeDice = (replay: DiceReplay): string[] => [
  `dice, in the order rolled (${replay.dice.length}):`,
  ...chunks(replay.dice.map(String), 20).map((row) => row.join(' ')),
];

export const chunks = <T>(items: readonly T[], size: number): T[][] =>
  Array.from({ length: Math.ceil(items.length / size) }, (_, i) => items.slice(i * size, (i + 1) * size));

/** The fairness of a game played once per table that draws only dice: one seed covers the whole game. */
export const diceFairness = <State>(): GameFairness<State, DiceReplay> => ({
  replay: (rng, { draws }) => replayDice(rng, draws),
  describe: describeDice,
});
