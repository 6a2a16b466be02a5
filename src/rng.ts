import { randomInt } from 'node:crypto';

/** The only source of randomness engines may use. */
export interface Rng {
  /** A uniformly distributed integer in [0, maxExclusive). */
  int(maxExclusive: number): number;
}

export const cryptoRng: Rng = {
  int: (maxExclusive) => randomInt(maxExclusive),
};

export function rollDie(rng: Rng): number {
  return 1 + rng.int(6);
}

export function rollDice(rng: Rng, count: number): number[] {
  return Array.from({ length: count }, () => rollDie(rng));
}

/** Fisher–Yates, driven by the injected source. Returns a new array. */
export function shuffle<T>(rng: Rng, items: readonly T[]): T[] {
  const out = [...items];
  for (let i = out.length - 1; i > 0; i--) {
    const j = rng.int(i + 1);
    [out[i], out[j]] = [out[j] as T, out[i] as T];
  }
  return out;
}

/**
 * mulberry32: a small, fast generator whose whole state is one 32-bit number. Never for a table's
 * own draws (those come from the injected Rng): for a computer player's look-ahead, seeded from
 * the injected Rng, and for tests that replay a failing run from its seed.
 */
export interface Prng {
  state: number;
}

export const prng = (seed: number): Prng => ({ state: seed >>> 0 });

/** The next 32-bit draw. */
export function draw(g: Prng): number {
  g.state = (g.state + 0x6d2b79f5) >>> 0;
  let t = g.state;
  t = Math.imul(t ^ (t >>> 15), t | 1);
  t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
  return (t ^ (t >>> 14)) >>> 0;
}

/** An Rng that also tells how far into its stream it has read, so the next change can go on from there. */
export interface PositionedRng extends Rng {
  /** 32-bit words read from the stream so far, counted from its very start (rejected words included). */
  readonly position: number;
}
