import type { Rng } from '../../rng.js';

/**
 * The computer's sampling source: a small xorshift generator seeded by one draw from the injected
 * Rng, so a decision reads the Rng once for its Monte Carlo boards (the same draws give the same
 * boards) instead of hundreds of times.
 */
export function samplerFrom(rng: Rng): () => number {
  let state = rng.int(0x7fffffff) + 1;
  return () => {
    state ^= state << 13;
    state ^= state >>> 17;
    state ^= state << 5;
    return (state >>> 0) / 4294967296;
  };
}
