import { createHash, randomInt } from 'node:crypto';
import type { Rng } from '../../src/rng.js';

// The tests' seeded randomness (issue 31). A run has one seed: TEST_SEED when set, else a fresh
// random one per test file. Each test draws from its own generator, seeded from the run seed, the
// file and the test's full name, so one test rerun alone with TEST_SEED draws what it drew before.
// test/support/test-seed-setup.ts starts each test's generator and, when the test fails, prints the
// seeds and the command that reruns it.

const WORD_RANGE = 2 ** 32;
const MASK64 = (1n << 64n) - 1n;

/** One 64-bit output of splitmix64 (Vigna), advancing `state`: the seeding xoshiro's authors recommend. */
export function splitmix64(state: { x: bigint }): bigint {
  state.x = (state.x + 0x9e3779b97f4a7c15n) & MASK64;
  let z = state.x;
  z = ((z ^ (z >> 30n)) * 0xbf58476d1ce4e5b9n) & MASK64;
  z = ((z ^ (z >> 27n)) * 0x94d049bb133111ebn) & MASK64;
  return z ^ (z >> 31n);
}

const rotl = (x: number, k: number): number => (x << k) | (x >>> (32 - k));

/** xoshiro128** (Blackman and Vigna) over four 32-bit words of state, not all zero. */
export function xoshiro128ss(state: readonly [number, number, number, number]): () => number {
  let [s0, s1, s2, s3] = state.map((w) => w | 0) as [number, number, number, number];
  if ((s0 | s1 | s2 | s3) === 0) throw new RangeError('xoshiro128**: the state must not be all zero');
  return () => {
    const result = Math.imul(rotl(Math.imul(s1, 5), 7), 9) >>> 0;
    const t = s1 << 9;
    s2 ^= s0;
    s3 ^= s1;
    s1 ^= s2;
    s0 ^= s3;
    s2 ^= t;
    s3 = rotl(s3, 11);
    return result;
  };
}

/** A generator's 32-bit words as an Rng: `int(n)` keeps the first word below the largest multiple of n, so it is exactly uniform. */
export function rngFromWords(next: () => number): Rng {
  return {
    int(maxExclusive) {
      if (!Number.isInteger(maxExclusive) || maxExclusive < 1 || maxExclusive > WORD_RANGE)
        throw new RangeError(`int(${maxExclusive}): the bound must be a whole number from 1 to 2^32`);
      const limit = WORD_RANGE - (WORD_RANGE % maxExclusive);
      for (;;) {
        const word = next();
        if (word < limit) return word % maxExclusive;
      }
    },
  };
}

/** The seeded Rng of a 32-bit seed: xoshiro128** whose state is two splitmix64 outputs from the seed. */
export function seededTestRng(seed: number): Rng {
  const sm = { x: BigInt(seed >>> 0) };
  const [a, b] = [splitmix64(sm), splitmix64(sm)];
  const words = [a >> 32n, a, b >> 32n, b].map((w) => Number(w & 0xffffffffn)) as [number, number, number, number];
  return rngFromWords(xoshiro128ss(words));
}

/** TEST_SEED as a 32-bit seed (decimal or 0x-hex); undefined when unset or empty. */
export function parseSeed(text: string | undefined): number | undefined {
  if (text === undefined || text.trim() === '') return undefined;
  const value = Number(text.trim());
  if (!Number.isInteger(value) || value < 0 || value >= WORD_RANGE) throw new RangeError(`TEST_SEED=${text}: a whole number from 0 to 2^32 - 1`);
  return value;
}

/** A test's own seed: the first 32 bits of SHA-256 over the run seed, the test file and the test's full name. */
export function deriveSeed(runSeed: number, file: string, fullName: string): number {
  return createHash('sha256').update(`${runSeed}\0${file}\0${fullName}`).digest().readUInt32BE(0);
}

export const runSeed: number = parseSeed(process.env.TEST_SEED) ?? randomInt(WORD_RANGE);

/** Where a test is: its file (relative to the project root) and the names of its suites and its own, outermost first. */
export interface TestPlace {
  file: string;
  names: readonly string[];
}

const fullName = (place: TestPlace): string => place.names.join(' > ');
const escapeRegExp = (text: string): string => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const shellQuote = (text: string): string => `'${text.replaceAll("'", `'\\''`)}'`;

/** The lines a failing test prints: its seeds and the command that reruns it alone with the same draws. */
export function seedReport(run: number, place: TestPlace, draws: number): string {
  // vitest's -t is a regular expression matched against the suite and test names joined by spaces.
  const pattern = escapeRegExp(place.names.join(' '));
  return [
    `test seed ${deriveSeed(run, place.file, fullName(place))} (run seed ${run}; ${draws} draws) for "${fullName(place)}"`,
    `rerun: TEST_SEED=${run} npx vitest run ${place.file} -t ${shellQuote(pattern)}`,
  ].join('\n');
}

/** The generator draws go to, and how many it has given. */
export interface TestStream {
  readonly rng: Rng;
  draws: number;
}

const outside: TestStream = { rng: seededTestRng(deriveSeed(runSeed, '', '(outside any test)')), draws: 0 };
let current = outside;

/** Starts a test's own stream (the setup file calls it before each test) and returns it; null goes back to the one stream for draws outside tests. */
export function startTestRng(place: TestPlace | null): TestStream {
  current = place ? { rng: seededTestRng(deriveSeed(runSeed, place.file, fullName(place))), draws: 0 } : outside;
  return current;
}

/**
 * The tests' Rng in place of `testRng`: each draw comes from the running test's seeded generator.
 * Draws outside any test (a describe body, beforeAll) come from one stream seeded by the run seed.
 */
export const testRng: Rng = {
  int(maxExclusive) {
    const value = current.rng.int(maxExclusive);
    current.draws++;
    return value;
  },
};
