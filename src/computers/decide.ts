import type { GameId, SeatSight } from '../kernel/engine.js';
import type { GameCatalog } from '../kernel/catalog.js';
import { rngOf, type Draw } from './sight.js';
import type { JobAnswer } from '../workers/job-thread.js';

/** One decision for the policy: the game, what the seat sees, and where its random choices come from. */
export interface Decision {
  game: GameId;
  sight: SeatSight<unknown, unknown>;
  draw: Draw;
}

/** The game's computer policy on a seat's sight: pure, so the same decision always gives the same action. */
export function decideNow(games: GameCatalog, decision: Decision): unknown {
  const policy = games.plugin(decision.game).computer;
  if (!policy) throw new Error(`game ${decision.game} has no computer player`);
  return policy(decision.sight, rngOf(decision.draw));
}

/** A decision as it travels to the computers' worker thread (src/app/computer-worker.ts), and its answer. */
export interface DecisionJob {
  id: number;
  decision: Decision;
}
export type DecisionAnswer = JobAnswer<unknown>;

/** Where decisions are made: in this thread (tests), or in a worker thread (the bot). */
export interface Thinker {
  decide(decision: Decision): Promise<unknown>;
  close(): Promise<void>;
}

export const inlineThinker = (games: GameCatalog): Thinker => ({
  decide: async (decision) => decideNow(games, decision),
  close: async () => undefined,
});
