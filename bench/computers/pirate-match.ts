/** Plays one Pirate Dice game through the real engine, each seat asked only with what it may see. */
import { pirateDice } from '../../src/games/pirate/rules.js';
import type { PirateAction, PirateState } from '../../src/games/pirate/actions.js';
import type { PirateSight } from '../../src/games/pirate/computer.js';
import type { Rng } from '../../src/rng.js';

export type PiratePolicy = (sight: PirateSight, rng: Rng) => PirateAction;

export interface PirateGameResult {
  winner: string;
  /** Milliseconds per decision of each player, in the order they were made. */
  decisionMs: Record<string, number[]>;
  rounds: number;
  /** The seat order the engine's order roll made. */
  seats: string[];
}

export function sightOf(state: PirateState, player: string): PirateSight {
  return { player, table: pirateDice.publicView(state), own: pirateDice.playerView(state, player) };
}

/**
 * `players` maps each player id to its policy; the list order is only the order handed to setup
 * (the engine's order roll decides the seats). `diceRng` drives the engine, `moveRng` the policies.
 */
export function playPirateGame(
  players: ReadonlyArray<{ id: string; policy: PiratePolicy; timed?: boolean }>,
  onesWild: boolean,
  diceRng: Rng,
  moveRng: Rng,
): PirateGameResult {
  const byId = new Map(players.map((p) => [p.id, p]));
  const decisionMs: Record<string, number[]> = {};
  let state = pirateDice.setup(
    players.map((p) => p.id),
    { onesWild },
    diceRng,
  );
  for (let moves = 0; !state.winner; moves++) {
    if (moves > 100_000) throw new Error('a Pirate Dice game did not end');
    const [actor] = pirateDice.actors(state);
    const seat = byId.get(actor!)!;
    const sight = sightOf(state, seat.id);
    let action: PirateAction;
    if (seat.timed) {
      const start = performance.now();
      action = seat.policy(sight, moveRng);
      (decisionMs[seat.id] ??= []).push(performance.now() - start);
    } else action = seat.policy(sight, moveRng);
    const result = pirateDice.apply(state, seat.id, pirateDice.actionSchema.parse(action), diceRng);
    if (!result.ok) throw new Error(`the engine refused ${JSON.stringify(action)} from ${seat.id}: ${result.rejection.code}`);
    state = result.state;
  }
  return { winner: state.winner, decisionMs, rounds: state.round, seats: state.seats };
}
