import { cryptoRng, type Rng } from './rng.js';

/**
 * For end-to-end tests only: replays a fixed list of draws (a die face f is the draw f - 1),
 * then falls back to the cryptographic source. The composition root accepts it only with
 * NODE_ENV=test, so a production bot can never be given predictable dice.
 */
export function scriptedThenCrypto(draws: readonly number[]): Rng {
  let next = 0;
  return {
    int(maxExclusive) {
      if (next >= draws.length) return cryptoRng.int(maxExclusive);
      const draw = draws[next++]!;
      if (draw >= maxExclusive) throw new Error(`scripted draw ${draw} is outside [0, ${maxExclusive})`);
      return draw;
    },
  };
}
