import type { Rng } from '../../src/rng.js';

/**
 * An Rng that replays a script, for tests and the benchmark. `dice(...)` scripts die faces
 * (a face f is the draw f - 1). Running out of script is a test bug, so it throws.
 */
export class ScriptedRng implements Rng {
  private readonly queue: number[] = [];

  constructor(draws: number[] = []) {
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
    if (next === undefined) throw new Error('ScriptedRng: script exhausted');
    if (next < 0 || next >= maxExclusive) throw new Error(`ScriptedRng: ${next} is outside [0, ${maxExclusive})`);
    return next;
  }
}
