import { cryptoRng, draw, prng, type Rng } from './rng.js';

/**
 * An Rng that replays a script of draws. `dice(...)` scripts die faces (a face f is the draw f - 1).
 * Past the end of the script it asks `then`, if given; without one, running out is a test bug and
 * throws. Tests use it directly (test/support/scripted-rng.ts); the bot uses it through
 * `scriptedThenCrypto` for end-to-end tests.
 */
export class ScriptedRng implements Rng {
  private readonly queue: number[] = [];

  constructor(
    draws: readonly number[] = [],
    private readonly then?: Rng,
  ) {
    this.queue.push(...draws);
  }

  static dice(...faces: number[]): ScriptedRng {
    return new ScriptedRng().dice(...faces);
  }

  dice(...faces: number[]): this {
    for (const face of faces) {
      if (!Number.isInteger(face) || face < 1 || face > 6) throw new Error(`not a die face: ${face}`);
      this.queue.push(face - 1);
    }
    return this;
  }

  draws(...values: number[]): this {
    this.queue.push(...values);
    return this;
  }

  get remaining(): number {
    return this.queue.length;
  }

  int(maxExclusive: number): number {
    const next = this.queue.shift();
    if (next === undefined) {
      if (this.then) return this.then.int(maxExclusive);
      throw new Error('ScriptedRng: script exhausted');
    }
    if (next < 0 || next >= maxExclusive) throw new Error(`ScriptedRng: ${next} is outside [0, ${maxExclusive})`);
    return next;
  }
}

/**
 * For end-to-end tests only: replays a fixed list of draws, then falls back to the cryptographic
 * source. The composition root accepts it only with NODE_ENV=test, so a production bot can never be
 * given predictable dice.
 */
export function scriptedThenCrypto(draws: readonly number[]): Rng {
  return new ScriptedRng(draws, cryptoRng);
}

/** A seeded Rng (mulberry32, see rng.ts): the same seed gives the same draws, so a failing random run can be replayed. */
export function rngFromSeed(seed: number): Rng {
  const g = prng(seed);
  return { int: (maxExclusive) => Math.floor((draw(g) / 4294967296) * maxExclusive) };
}
