import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import type { Rng } from '../../src/rng.js';
import { deriveSeed, parseSeed, rngFromWords, runSeed, seededTestRng, seedReport, splitmix64, testRng, xoshiro128ss } from '../support/test-rng.js';

const FILE = 'test/unit/test-rng.test.ts';
const draws = (rng: Rng, n: number, bound = 2 ** 32): number[] => Array.from({ length: n }, () => rng.int(bound));

describe('the generators against their reference outputs', () => {
  it('splitmix64 from 0 gives the published first three outputs', () => {
    const state = { x: 0n };
    expect([splitmix64(state), splitmix64(state), splitmix64(state)]).toEqual([0xe220a8397b1dcdafn, 0x6e789e6aa1b965f4n, 0x06c45d188009454fn]);
  });

  it("xoshiro128** gives the C reference implementation's outputs", () => {
    const next = xoshiro128ss([0x964d4a0c, 0xd40ab895, 0xad7fdecb, 0x3006f0f0]);
    expect([next(), next(), next(), next()]).toEqual([0xf1391922, 0x6fe53806, 0xa5be2840, 0xf510ee70]);
    expect(() => xoshiro128ss([0, 0, 0, 0])).toThrow(RangeError);
  });
});

describe('a seeded Rng', () => {
  it('gives the same sequence for the same seed, and another for another seed', () => {
    expect(draws(seededTestRng(7), 200, 52)).toEqual(draws(seededTestRng(7), 200, 52));
    expect(draws(seededTestRng(7), 20)).not.toEqual(draws(seededTestRng(8), 20));
  });

  it('keeps int(n) in [0, n), takes any whole bound from 1 to 2^32, and refuses others', () => {
    const rng = seededTestRng(1);
    for (const n of [1, 2, 3, 6, 52, 1000, 2 ** 31 + 1, 2 ** 32]) for (const v of draws(rng, 50, n)) expect(v >= 0 && v < n && Number.isInteger(v)).toBe(true);
    for (const bad of [0, -1, 1.5, 2 ** 32 + 1, Number.NaN]) expect(() => rng.int(bad)).toThrow(RangeError);
  });
});

/** Pearson's chi-square of observed counts against equal expected counts. */
const chiSquare = (counts: readonly number[]): number => {
  const expected = counts.reduce((a, b) => a + b, 0) / counts.length;
  return counts.reduce((sum, c) => sum + (c - expected) ** 2 / expected, 0);
};
// Upper 10^-6 points of chi-square with 5 and 35 degrees of freedom: a sound generator fails one once in a million runs.
const SINGLES_BOUND = 35.89;
const PAIRS_BOUND = 89.95;

/** Chi-square of 6,000 die faces, and of 7,200 consecutive pairs of faces (36 cells). */
function dieStatistics(rng: Rng): { singles: number; pairs: number } {
  const singles = new Array<number>(6).fill(0);
  for (let i = 0; i < 6000; i++) singles[rng.int(6)]!++;
  const pairs = new Array<number>(36).fill(0);
  for (let i = 0; i < 7200; i++) pairs[rng.int(6) * 6 + rng.int(6)]!++;
  return { singles: chiSquare(singles), pairs: chiSquare(pairs) };
}

describe('uniformity of int(6)', () => {
  it("the running test's stream passes: faces and pairs of faces within the chi-square bounds", () => {
    const { singles, pairs } = dieStatistics(testRng);
    expect(singles).toBeLessThan(SINGLES_BOUND);
    expect(pairs).toBeLessThan(PAIRS_BOUND);
  });

  it('broken generators fail the same bounds', () => {
    const sound = seededTestRng(3);
    const neverSix: Rng = { int: (n) => sound.int(n - 1) };
    let i = 0;
    const counter = rngFromWords(() => i++ >>> 0);
    const constant = rngFromWords(() => 0x2545f491);
    expect(dieStatistics(neverSix).singles).toBeGreaterThan(SINGLES_BOUND);
    expect(dieStatistics(counter).singles).toBeLessThan(SINGLES_BOUND); // a counter's faces are even...
    expect(dieStatistics(counter).pairs).toBeGreaterThan(PAIRS_BOUND); // ...but each face is followed by the next
    expect(dieStatistics(constant).singles).toBeGreaterThan(SINGLES_BOUND);
  });
});

describe('seeds per test', () => {
  it('TEST_SEED reads as a 32-bit number, decimal or hex', () => {
    expect([parseSeed('12345'), parseSeed(' 0x10 '), parseSeed(''), parseSeed(undefined)]).toEqual([12345, 16, undefined, undefined]);
    for (const bad of ['abc', '-1', '1.5', '4294967296']) expect(() => parseSeed(bad)).toThrow(RangeError);
  });

  it('a test seed depends on the run seed, the file and the full name, and on nothing else', () => {
    const seeds = [
      deriveSeed(1, 'a.test.ts', 'x > y'),
      deriveSeed(2, 'a.test.ts', 'x > y'),
      deriveSeed(1, 'b.test.ts', 'x > y'),
      deriveSeed(1, 'a.test.ts', 'x > z'),
    ];
    expect(new Set(seeds).size).toBe(4);
    expect(deriveSeed(1, 'a.test.ts', 'x > y')).toBe(seeds[0]);
  });

  it('this test draws from the seed of its own name', () => {
    const own = seededTestRng(deriveSeed(runSeed, FILE, 'seeds per test > this test draws from the seed of its own name'));
    const sibling = seededTestRng(deriveSeed(runSeed, FILE, 'seeds per test > a sibling'));
    const mine = draws(testRng, 4);
    expect(mine).toEqual(draws(own, 4));
    expect(mine).not.toEqual(draws(sibling, 4));
  });

  it('the report names both seeds and a rerun command whose -t selects exactly this test', async () => {
    const place = { file: 'test/unit/x.test.ts', names: ["Ann's table", 'rolls (twice) + $1?'] };
    const report = seedReport(42, place, 3);
    expect(report).toContain(`test seed ${deriveSeed(42, place.file, "Ann's table > rolls (twice) + $1?")} (run seed 42; 3 draws)`);
    const command = /^rerun: (TEST_SEED=42 npx vitest run test\/unit\/x\.test\.ts -t )(.+)$/m.exec(report);
    expect(command).not.toBeNull();
    // What the shell hands vitest as the -t pattern.
    const { stdout: pattern } = await promisify(execFile)('sh', ['-c', `printf %s ${command![2]}`]);
    expect(new RegExp(pattern).test("Ann's table rolls (twice) + $1?")).toBe(true);
    expect(new RegExp(pattern).test("Ann's table rolls twice + 1")).toBe(false);
  });
});

interface JsonReport {
  testResults: Array<{ assertionResults: Array<{ title: string; status: string; failureMessages: string[] }> }>;
}

/** Runs `command` (a vitest run of the fixture) with the fixture's config and returns its tests by title. */
async function runFixture(command: string): Promise<Map<string, { status: string; message: string }>> {
  const dir = await mkdtemp(join(tmpdir(), 'parlor-seed-'));
  try {
    const out = join(dir, 'report.json');
    const env = Object.fromEntries(Object.entries(process.env).filter(([key]) => !key.startsWith('VITEST') && key !== 'TEST_SEED'));
    const args = ` --config test/support/seed-fixture/vitest.config.ts --reporter=json --outputFile=${out}`;
    await promisify(execFile)('sh', ['-c', command + args], { env }).catch(() => undefined); // the fixture fails on purpose
    const report = JSON.parse(await readFile(out, 'utf8')) as JsonReport;
    const results = report.testResults.flatMap((file) => file.assertionResults);
    return new Map(results.map((r) => [r.title, { status: r.status, message: r.failureMessages.join('\n') }]));
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

describe('a failing test that drew', () => {
  it('carries its seeds and a rerun command that replays its draws alone', { timeout: 120_000 }, async () => {
    const fixture = 'test/support/seed-fixture/failing.fixture.ts';
    const failing = 'draws eight numbers and fails (on purpose)';
    const first = await runFixture(`TEST_SEED=12345 npx vitest run ${fixture}`);
    const failed = first.get(failing)!;
    expect(failed.status).toBe('failed');
    expect(failed.message).toContain(seedReport(12345, { file: fixture, names: ["the fixture's suite", failing] }, 8));
    const expected = draws(seededTestRng(deriveSeed(12345, fixture, `the fixture's suite > ${failing}`)), 8, 1000);
    expect(failed.message).toContain(`drew ${expected.join(' ')}`);
    expect(first.get('draws and passes')!.status).toBe('passed');
    expect(first.get('fails without drawing')!.status).toBe('failed');
    expect(first.get('fails without drawing')!.message).not.toContain('TEST_SEED');

    const rerun = /^rerun: (.+)$/m.exec(failed.message)![1]!;
    const again = await runFixture(rerun);
    expect(again.get(failing)!.message).toContain(`drew ${expected.join(' ')}`);
    expect([again.get('draws and passes')!.status, again.get('fails without drawing')!.status]).toEqual(['skipped', 'skipped']);
  });
});
