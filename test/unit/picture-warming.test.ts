import { afterAll, describe, expect, it, vi } from 'vitest';
import type { Logger } from 'pino';
import { loadConfig } from '../../src/config.js';
import { pirateDice } from '../../src/games/pirate/rules.js';
import { PicturePool } from '../../src/render/pool.js';
import { tablePicture } from '../../src/render/tables.js';
import { warmPictures } from '../../src/render/warm.js';
import { slowedDown, warmPool } from '../../src/render/warm-pool.js';
import { LOCALES } from '../../src/kernel/session.js';
import { GAMES } from '../support/games.js';
import { PICTURE_WORKER } from '../../src/app/workers.js';

/** Every game's table, and its panel where it has one, once in each language. */
const EXPECTED = GAMES.ids().reduce((sum, game) => {
  const pictures = GAMES.plugin(game).pictures;
  return sum + (pictures ? (pictures.panel ? 2 : 1) * LOCALES.length : 0);
}, 0);

const PLAYERS = ['100000000000000001', '100000000000000002'];
let seed = 3;
/** A small deterministic generator (one that always gave the same number would roll ties for ever). */
const rng = {
  int(max: number) {
    seed = (Math.imul(seed, 1103515245) + 12345) >>> 0;
    return (seed >>> 8) % max;
  },
};

describe('warming the renderer', () => {
  it('draws every game’s table and panel once in each language, and loads the fonts their words need', async () => {
    const warmed = await warmPictures(GAMES);
    expect(warmed.failed).toEqual([]);
    expect(warmed.pictures).toBe(EXPECTED);
    expect(EXPECTED).toBeGreaterThanOrEqual(5 * LOCALES.length);
    // Latin, Chinese, Korean and the emoji font's subsets: more than one family's worth of files.
    expect(warmed.fontFiles).toBeGreaterThan(10);
    expect(warmed.ms).toBeGreaterThan(0);
  }, 60_000);

  describe('in the picture workers', () => {
    const pool = new PicturePool(PICTURE_WORKER, 2, 1);
    afterAll(() => pool.close());

    it('each thread warms, and takes pictures meanwhile without counting the warm-up as one', async () => {
      const warming = pool.warm();
      const state = pirateDice.setup([...PLAYERS, '100000000000000003'], { onesWild: true }, rng);
      const request = tablePicture(GAMES, 'pirate', state, { locale: 'en', names: {} })!;
      // Each thread takes one picture at a time here (maxWaiting 1): the warm-up does not fill it.
      const pictures = await Promise.all([pool.draw(request, 'png'), pool.draw(request, 'png')]);
      expect(pictures.every((p) => p.bytes.length > 1000)).toBe(true);
      const warmed = await warming;
      expect(warmed.threads).toHaveLength(2);
      for (const thread of warmed.threads) {
        expect(thread.failed).toEqual([]);
        expect(thread.pictures).toBe(EXPECTED);
      }
      expect(warmed.ms).toBeGreaterThanOrEqual(Math.max(...warmed.threads.map((t) => t.ms)) - 1);
    }, 60_000);

    it('says once in the log how long it took', async () => {
      const log = { info: vi.fn(), warn: vi.fn() };
      warmPool(pool, log as unknown as Logger);
      await vi.waitFor(() => expect(log.info).toHaveBeenCalledTimes(1), { timeout: 30_000 });
      expect(log.info).toHaveBeenCalledWith(
        expect.objectContaining({ threads: 2, ms: expect.any(Number), msPerThread: [expect.any(Number), expect.any(Number)], pictures: EXPECTED }),
        'picture workers warmed: every game drawn once',
      );
      expect(log.warn).not.toHaveBeenCalled();
    }, 60_000);
  });
});

describe('the testing knob that slows pictures down', () => {
  it('makes each picture ready that much later', async () => {
    const picture = { bytes: Buffer.from('x'), alt: '', format: 'png' as const, width: 1, height: 1 };
    const draw = vi.fn(async () => picture);
    expect(slowedDown(draw, undefined)).toBe(draw);
    vi.useFakeTimers();
    try {
      let ready: unknown = null;
      void slowedDown(draw, 120)({} as never, 'png').then((p) => (ready = p));
      await vi.advanceTimersByTimeAsync(119);
      expect(ready).toBeNull();
      await vi.advanceTimersByTimeAsync(1);
      expect(ready).toBe(picture);
    } finally {
      vi.useRealTimers();
    }
  });

  it('is refused outside tests', () => {
    const env = { DISCORD_TOKEN: 'x', TEST_PICTURE_DELAY_MS: '600' };
    expect(() => loadConfig(env)).toThrow(/TEST_PICTURE_DELAY_MS is only accepted with NODE_ENV=test/);
    expect(loadConfig({ ...env, NODE_ENV: 'test' }).TEST_PICTURE_DELAY_MS).toBe(600);
  });
});
