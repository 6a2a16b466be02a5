import type { GameId, SeatSight } from '../kernel/engine.js';
import { pluginFor } from '../games/registry.js';
import { rngOf, type Draw } from './sight.js';

/** One decision for the policy: the game, what the seat sees, and where its random choices come from. */
export interface Decision {
  game: GameId;
  sight: SeatSight<unknown, unknown>;
  draw: Draw;
}

/** The game's computer policy on a seat's sight: pure, so the same decision always gives the same action. */
export function decideNow(decision: Decision): unknown {
  const policy = pluginFor(decision.game).computer;
  if (!policy) throw new Error(`game ${decision.game} has no computer player`);
  return policy(decision.sight, rngOf(decision.draw));
}

/** Where decisions are made: in this thread (tests), or in a worker thread (the bot). */
export interface Thinker {
  decide(decision: Decision): Promise<unknown>;
  close(): Promise<void>;
}

export const inlineThinker: Thinker = {
  decide: async (decision) => decideNow(decision),
  close: async () => undefined,
};
