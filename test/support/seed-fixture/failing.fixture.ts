import { describe, expect, it } from 'vitest';
import { testRng } from '../test-rng.js';

// Fails on purpose; only test/unit/test-rng.test.ts runs it (through ./vitest.config.ts).
describe("the fixture's suite", () => {
  it('draws eight numbers and fails (on purpose)', () => {
    const draws = Array.from({ length: 8 }, () => testRng.int(1000));
    expect(draws, `drew ${draws.join(' ')}`).toEqual([]);
  });

  it('draws and passes', () => {
    expect(testRng.int(6)).toBeLessThan(6);
  });

  it('fails without drawing', () => {
    expect('drew nothing').toBe('');
  });
});
