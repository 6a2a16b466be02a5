import { createHash, createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { seededRng, streamBlock } from '../../src/fair/seeded-rng.js';
import { commitmentOf, newSeed } from '../../src/fair/commitment.js';
import { replayDraws } from '../../src/fair/verify.js';
import { fullDeck } from '../../src/games/holdem/cards.js';
import { GAMES } from '../support/games.js';

const SEED = 'a1'.repeat(32);

describe('the seeded generator', () => {
  it('reads HMAC-SHA256(seed, public value ‖ 0 ‖ block index) as big-endian 32-bit words', () => {
    const counter = Buffer.alloc(8);
    counter.writeBigUInt64BE(3n);
    const expected = createHmac('sha256', Buffer.from(SEED, 'hex'))
      .update(Buffer.concat([Buffer.from('1234', 'utf8'), Buffer.from([0]), counter]))
      .digest();
    expect(streamBlock(Buffer.from(SEED, 'hex'), '1234', 3).equals(expected)).toBe(true);
    // With a bound of 2^32 nothing is ever rejected: the first draws are the first block's words.
    const rng = seededRng(SEED, '1234');
    const block0 = streamBlock(Buffer.from(SEED, 'hex'), '1234', 0);
    expect(Array.from({ length: 8 }, () => rng.int(2 ** 32))).toEqual(Array.from({ length: 8 }, (_, i) => block0.readUInt32BE(i * 4)));
    expect(rng.position).toBe(8);
  });

  it('rejects words at or above the largest multiple of the bound, so no result is favoured', () => {
    // 3 × 2^30: a quarter of all words lie above the multiple and must be skipped.
    const bound = 3 * 2 ** 30;
    const rng = seededRng(SEED, 'x');
    const words = Array.from({ length: 16 }, (_, i) => streamBlock(Buffer.from(SEED, 'hex'), 'x', i >> 3).readUInt32BE((i % 8) * 4));
    const kept = words.filter((w) => w < bound);
    expect(kept.length).toBeLessThan(words.length); // this seed does hit the rejection branch
    const drawn = kept.map(() => rng.int(bound));
    expect(drawn).toEqual(kept.map((w) => w % bound));
    expect(rng.position).toBe(words.lastIndexOf(kept.at(-1)!) + 1);
  });

  it('gives the same stream for the same seed and public value, another for another public value', () => {
    const a = Array.from(
      { length: 50 },
      (
        (rng) => () =>
          rng.int(6)
      )(seededRng(SEED, '111')),
    );
    const b = Array.from(
      { length: 50 },
      (
        (rng) => () =>
          rng.int(6)
      )(seededRng(SEED, '111')),
    );
    const c = Array.from(
      { length: 50 },
      (
        (rng) => () =>
          rng.int(6)
      )(seededRng(SEED, '112')),
    );
    expect(a).toEqual(b);
    expect(a).not.toEqual(c);
  });

  it('resumes at a stored position exactly where an earlier change stopped', () => {
    const whole = seededRng(SEED, 'p');
    const all = Array.from({ length: 40 }, (_, i) => whole.int(i + 2));
    let position = 0;
    const pieces: number[] = [];
    for (let from = 0; from < 40; from += 7) {
      const part = seededRng(SEED, 'p', position);
      for (let i = from; i < Math.min(from + 7, 40); i++) pieces.push(part.int(i + 2));
      position = part.position;
    }
    expect(pieces).toEqual(all);
  });

  it('rolls every face about equally often (60,000 dice from a fixed seed)', () => {
    const rng = seededRng(SEED, 'dice');
    const counts = [0, 0, 0, 0, 0, 0];
    for (let i = 0; i < 60_000; i++) counts[rng.int(6)]!++;
    const chiSquare = counts.reduce((sum, c) => sum + (c - 10_000) ** 2 / 10_000, 0);
    expect(chiSquare).toBeLessThan(20.5); // 5 degrees of freedom, p = 0.001
  });

  it('refuses a bound it cannot sample', () => {
    const rng = seededRng(SEED, 'p');
    for (const bad of [0, -1, 1.5, 2 ** 32 + 1]) expect(() => rng.int(bad)).toThrow(RangeError);
  });
});

describe('commitments and the verifier', () => {
  it('commits to SHA-256 of the 32 seed bytes', () => {
    const seed = newSeed();
    expect(seed).toMatch(/^[0-9a-f]{64}$/);
    expect(commitmentOf(seed)).toBe(createHash('sha256').update(Buffer.from(seed, 'hex')).digest('hex'));
    expect(newSeed()).not.toBe(seed);
  });

  it("replays a Hold'em seed as a whole deck, each card once, in 51 draws", () => {
    const { replay, draws, commitment } = replayDraws(GAMES, 'holdem', SEED, '42');
    expect(commitment).toBe(commitmentOf(SEED));
    expect(replay.kind === 'deck' && [...replay.deck].sort()).toEqual(fullDeck().sort());
    expect(draws).toBeGreaterThanOrEqual(51);
  });

  it('stops the dice exactly at the recorded count', () => {
    const rng = seededRng(SEED, '7');
    const dice = Array.from({ length: 33 }, () => 1 + rng.int(6));
    const replayed = replayDraws(GAMES, 'pirate', SEED, '7', { draws: rng.position });
    expect(replayed.replay).toEqual({ kind: 'dice', dice });
  });

  it('prints the draws from the command line, checks the hash and the public value, and says when the count differs', async () => {
    const { execFileSync } = await import('node:child_process');
    const run = (...args: string[]): { status: number; out: string } => {
      try {
        return { status: 0, out: execFileSync('npx', ['tsx', 'src/app/verify-cli.ts', ...args], { encoding: 'utf8', stdio: 'pipe' }) };
      } catch (error) {
        const { status, stdout } = error as { status: number; stdout: string };
        return { status, out: stdout };
      }
    };
    const value = '1300000000000000000';
    const good = run('holdem', SEED, value, '51', commitmentOf(SEED));
    const deck = replayDraws(GAMES, 'holdem', SEED, value);
    expect(good.status).toBe(0);
    expect(good.out).toContain(`sha256(seed) = ${commitmentOf(SEED)}`);
    expect(good.out).toContain('hash: matches the seed');
    // A Discord id tells when Discord made it: 1300000000000000000 >> 22 ms after 2015-01-01.
    expect(good.out).toContain(new Date(Number((1300000000000000000n >> 22n) + 1420070400000n)).toISOString());
    expect(good.out).toContain(deck.replay.kind === 'deck' ? deck.replay.deck.join(' ') : 'no deck');
    expect(good.out).toContain('verified');

    const count = run('holdem', SEED, value, '50', commitmentOf(SEED));
    expect(count.status).toBe(1);
    expect(count.out).toContain('they differ');
    const hash = run('holdem', SEED, value, '51', 'f'.repeat(64));
    expect(hash.status).toBe(1);
    expect(hash.out).toContain('does NOT match the seed');
    // A label known before the commitment (the old timer's `timer-<n>`) does not pass.
    const label = run('holdem', SEED, 'timer-3', '51', commitmentOf(SEED));
    expect(label.status).toBe(1);
    expect(label.out).toContain('known in advance');
  });
});
