import { afterAll, describe, expect, it } from 'vitest';
import { PicturePool, PoolBusyError } from '../../src/render/pool.js';
import { makePicture, renderWithin, type PictureRequest } from '../../src/render/within.js';
import { tablePicture } from '../../src/render/tables.js';
import { pirateDice } from '../../src/games/pirate/rules.js';
import { GAMES } from '../support/games.js';
import { PICTURE_WORKER } from '../../src/app/workers.js';

let seed = 11;
const rng = {
  int(max: number) {
    seed = (Math.imul(seed, 1103515245) + 12345) >>> 0;
    return (seed >>> 8) % max;
  },
};
const PLAYERS = ['100000000000000001', '100000000000000002', '100000000000000003'];

describe('the picture worker pool', () => {
  const pool = new PicturePool(PICTURE_WORKER, 1);
  afterAll(() => pool.close());

  it('draws in a worker thread the same bytes as this thread does', async () => {
    const state = pirateDice.setup(PLAYERS, { onesWild: true }, rng);
    const request = tablePicture(GAMES, 'pirate', state, { locale: 'ko', names: { [PLAYERS[0]!]: 'Ann', [PLAYERS[1]!]: '보', [PLAYERS[2]!]: '陈' } })!;
    const here = await makePicture(request).picture;
    const there = await pool.draw(request, 'png');
    expect(there.bytes.subarray(0, 8)).toEqual(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
    expect(there.bytes.equals(here.bytes)).toBe(true);
    expect(there.alt).toBe(here.alt);
    expect([there.width, there.height]).toEqual([here.width, here.height]);
  }, 30_000);

  it('says why a picture could not be made, and goes on drawing after', async () => {
    const bogus = { name: 'nogame.table', view: {}, scene: { locale: 'en', names: {} } } as unknown as PictureRequest<unknown>;
    const result = await renderWithin(5_000, bogus, { draw: (r, f) => pool.draw(r, f) });
    expect(result).toMatchObject({ ok: false, reason: 'failed' });
    const state = pirateDice.setup(PLAYERS, { onesWild: false }, rng);
    const good = await renderWithin(5_000, tablePicture(GAMES, 'pirate', state, { locale: 'en', names: {} })!, { draw: (r, f) => pool.draw(r, f) });
    expect(good.ok).toBe(true);
  }, 30_000);

  it('refuses a picture at once when its threads hold as many as they take', async () => {
    const small = new PicturePool(PICTURE_WORKER, 1, 1);
    try {
      const state = pirateDice.setup(PLAYERS, { onesWild: true }, rng);
      const request = tablePicture(GAMES, 'pirate', state, { locale: 'en', names: {} })!;
      const first = small.draw(request, 'png');
      await expect(small.draw(request, 'png')).rejects.toBeInstanceOf(PoolBusyError);
      expect((await first).bytes.length).toBeGreaterThan(1000);
    } finally {
      await small.close();
    }
  }, 30_000);
});
