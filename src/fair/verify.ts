import type { GameId } from '../kernel/engine.js';
import type { GameCatalog } from '../kernel/catalog.js';
import { commitmentOf, HEX_64 } from './commitment.js';
import { seededRng } from './seeded-rng.js';

export interface Verification<Replay> {
  commitment: string;
  /** The draws as the game uses them (dice in the order rolled, a shuffled deck, ...). */
  replay: Replay;
  /** Stream words read, to compare with the count the table revealed. */
  draws: number;
}

/**
 * Every draw of a game (a Hold'em hand, a 掀棋 game) from its seed and public value, interpreted
 * the way the game uses them (its fairness `replay`). `draws`, the count the table revealed, stops
 * a game that draws one die at a time exactly where it stopped; `args` are the verify command's
 * extra words for the game.
 */
export function replayDraws(
  games: GameCatalog,
  game: GameId,
  seedHex: string,
  publicValue: string,
  options: { draws?: number; args?: readonly string[] } = {},
) {
  if (!HEX_64.test(seedHex)) throw new Error('the seed must be 64 lowercase hex digits');
  const rng = seededRng(seedHex, publicValue);
  const replay = games.plugin(game).fair.replay(rng, { ...(options.draws === undefined ? {} : { draws: options.draws }), args: options.args ?? [] });
  return { commitment: commitmentOf(seedHex), replay, draws: rng.position } satisfies Verification<unknown>;
}
