import { describe, expect, it } from 'vitest';
import { encode, idleCanvases, paint, type Picture } from '../../src/render/picture.js';

const blank = (height: number): Picture => ({ width: 64, height, alt: 'a blank picture', draw: () => undefined });

describe('idle canvases', () => {
  it('are kept for a bounded number of sizes, the sizes used longest ago dropped first', async () => {
    for (let height = 10; height < 40; height += 1) await encode(paint(blank(height), 'en'), 'png');
    const kept = idleCanvases();
    expect(kept.sizes).toBe(12);
    expect(kept.canvases).toBe(12);
    // The newest size is still there: drawing it again takes its idle canvas instead of adding one.
    const canvas = paint(blank(39), 'en');
    expect(idleCanvases().canvases).toBe(11);
    await encode(canvas, 'png');
    expect(idleCanvases().canvases).toBe(12);
  });
});
