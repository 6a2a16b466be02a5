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
