import { draw, prng, type Rng } from '../../rng.js';

/**
 * The computer's sampling source: the small seeded generator of rng.ts, seeded by one draw from the
 * injected Rng, so a decision reads the Rng once for its Monte Carlo boards (the same draws give the
 * same boards) instead of hundreds of times.
 */
export function samplerFrom(rng: Rng): () => number {
  const g = prng(rng.int(0x7fffffff) + 1);
  return () => draw(g) / 4294967296;
}
