import { describe, expect, it, vi } from 'vitest';
import { canonicalJson, PictureCache, pictureKey } from '../../src/render/cache.js';
import { renderWithin, type PictureRequest } from '../../src/render/within.js';
import { cleanLabel, ellipsize, unescapeMarkdown } from '../../src/render/text.js';
import { lookup, parseUnicodeRange, rangeTable } from '../../src/render/unicode-ranges.js';
import type { Picture, Scene } from '../../src/render/picture.js';

const scene: Scene = { locale: 'en', names: { a: 'Ann' } };
const square = (colour: string): Picture => ({
  width: 80,
  height: 40,
  alt: `a ${colour} square`,
  draw(p) {
    p.box(10, 10, 20, 20, { fill: colour });
    p.text('Hi 你好 안녕', 35, 25, { px: 12 });
  },
});
const request = (view: { colour: string }, render = (v: { colour: string }) => square(v.colour)): PictureRequest<{ colour: string }> => ({
  name: 'test.square',
  render,
  view,
  scene,
});

describe('content keys', () => {
  it('are the same for the same inputs built in another key order, and differ when any input differs', () => {
    expect(canonicalJson({ b: 1, a: [{ d: 2, c: 3 }] })).toBe(canonicalJson({ a: [{ c: 3, d: 2 }], b: 1 }));
    expect(pictureKey('x', 'png', { a: 1, b: 2 })).toBe(pictureKey('x', 'png', { b: 2, a: 1 }));
    expect(pictureKey('x', 'png', { a: 1 })).not.toBe(pictureKey('x', 'png', { a: 2 }));
    expect(pictureKey('x', 'png', { a: 1 })).not.toBe(pictureKey('x', 'webp', { a: 1 }));
    expect(pictureKey('x', 'png', { a: 1 })).not.toBe(pictureKey('y', 'png', { a: 1 }));
  });
});

describe('renderWithin', () => {
  it('encodes a PNG once; the same inputs again come from the cache, byte for byte', async () => {
    const cache = new PictureCache();
    const first = await renderWithin(2000, request({ colour: '#ff0000' }), { cache });
    const again = await renderWithin(2000, request({ colour: '#ff0000' }), { cache });
    const other = await renderWithin(2000, request({ colour: '#00ff00' }), { cache });
    if (!first.ok || !again.ok || !other.ok) throw new Error('no picture');
    expect(first.picture.bytes.subarray(1, 4).toString()).toBe('PNG');
    expect([first.cached, again.cached, other.cached]).toEqual([false, true, false]);
    expect(again.picture.bytes.equals(first.picture.bytes)).toBe(true);
    expect(other.picture.bytes.equals(first.picture.bytes)).toBe(false);
    expect({ hits: cache.hits, misses: cache.misses }).toEqual({ hits: 1, misses: 2 });
    expect(first.picture.alt).toBe('a #ff0000 square');
  });

  it('asked twice at once, draws once', async () => {
    const cache = new PictureCache();
    let draws = 0;
    const counted = (v: { colour: string }) => (draws++, square(v.colour));
    const [a, b] = await Promise.all([
      renderWithin(2000, request({ colour: '#123456' }, counted), { cache }),
      renderWithin(2000, request({ colour: '#123456' }, counted), { cache }),
    ]);
    expect(a.ok && b.ok).toBe(true);
    expect(draws).toBe(1);
  });

  it('reports a renderer that throws, naming the error only', async () => {
    const result = await renderWithin(
      2000,
      request({ colour: 'x' }, () => {
        throw new TypeError('boom');
      }),
    );
    expect(result).toMatchObject({ ok: false, reason: 'failed', detail: 'TypeError: boom' });
  });

  it('reports a picture not ready in time, and the cache still gets it for next time', async () => {
    const cache = new PictureCache();
    // A canvas big enough that its encoding cannot be done within 1 ms.
    const big = (v: { colour: string }): Picture => ({ ...square(v.colour), width: 3000, height: 3000 });
    const result = await renderWithin(1, request({ colour: '#abcdef' }, big), { cache });
    expect(result).toMatchObject({ ok: false, reason: 'timeout' });
    const later = await renderWithin(5000, request({ colour: '#abcdef' }, big), { cache });
    expect(later).toMatchObject({ ok: true, cached: true });
  });

  it('forgets the least recently used pictures beyond its size', async () => {
    const cache = new PictureCache(2);
    for (const colour of ['#000001', '#000002', '#000003']) await renderWithin(2000, request({ colour }), { cache });
    expect(cache.size).toBe(2);
    expect((await renderWithin(2000, request({ colour: '#000001' }), { cache })).ok && cache.misses).toBe(4);
  });
});

describe('text', () => {
  const width = (s: string) => [...s].length * 10;
  it('cuts between graphemes and adds an ellipsis only when the text does not fit', () => {
    expect(ellipsize('Ann', 100, width)).toBe('Ann');
    expect(ellipsize('Dmitri Volkov', 60, width)).toBe('Dmitr…');
    // A flag and a skin-toned thumb stay whole.
    expect(ellipsize('🇨🇳🇰🇷👍🏽abc', 40, width)).not.toMatch(/\uD83C$/);
  });
  it('cleans names of direction overrides and controls, and organiser text of markdown escapes', () => {
    expect(cleanLabel('\u202eevil\u202c  name\n')).toBe('evil name');
    expect(unescapeMarkdown('Big \\*moon\\* cake @\u200beveryone')).toBe('Big *moon* cake @everyone');
  });
});

describe('fonts', () => {
  it('finds the subset file that holds a character', () => {
    const table = rangeTable([
      { ranges: parseUnicodeRange('U+0-ff,U+131'), value: 'latin' },
      { ranges: parseUnicodeRange('U+4e00-4e0f'), value: '7' },
    ]);
    expect([lookup(table, 0x41), lookup(table, 0x131), lookup(table, 0x4e05), lookup(table, 0x132)]).toEqual(['latin', 'latin', '7', undefined]);
  });
  it('registers a subset file once, the first time one of its characters is drawn', async () => {
    // A fresh copy of the module: test files that ran before in this worker may have drawn 掀 already.
    vi.resetModules();
    const fonts = await import('../../src/render/fonts.js');
    expect(fonts.registeredFontFiles()).toBe(0);
    fonts.ensureGlyphs('掀', 'zh-CN', 400);
    const before = fonts.registeredFontFiles();
    expect(before).toBeGreaterThan(0);
    fonts.ensureGlyphs('掀', 'zh-CN', 400);
    expect(fonts.registeredFontFiles()).toBe(before);
    fonts.ensureGlyphs('掀', 'zh-CN', 700);
    expect(fonts.registeredFontFiles()).toBeGreaterThan(before);
  });
});
