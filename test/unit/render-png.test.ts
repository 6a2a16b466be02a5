import { describe, expect, it } from 'vitest';
import { PNG } from 'pngjs';
import { pngOf } from '../../src/render/png.js';
import { encode, paint } from '../../src/render/picture.js';
import { tablePicture } from '../../src/render/tables.js';
import { HOLDEM_NAMES, holdemFlop } from '../support/render-holdem-cases.js';
import { GAMES } from '../support/games.js';

describe("the bot's PNG encoder", () => {
  it('writes exactly the pixels it is given, decodable by another PNG reader', async () => {
    const width = 3;
    const height = 2;
    const rgba = Uint8Array.from({ length: width * height * 4 }, (_, i) => (i * 37) % 256);
    const decoded = PNG.sync.read(await pngOf(rgba, width, height));
    expect([decoded.width, decoded.height]).toEqual([width, height]);
    expect([...decoded.data]).toEqual([...rgba]);
  });

  it('gives the same bytes for the same pixels', async () => {
    const rgba = new Uint8Array(16 * 16 * 4).fill(200);
    expect((await pngOf(rgba, 16, 16)).equals(await pngOf(rgba, 16, 16))).toBe(true);
  });

  it('refuses pixels that do not fill the size given', async () => {
    await expect(pngOf(new Uint8Array(10), 2, 2)).rejects.toThrow(RangeError);
  });

  it("encodes a table picture to the same pixels as Skia's own PNG encoder, in fewer bytes", async () => {
    const request = tablePicture(GAMES, 'holdem', holdemFlop(), { locale: 'en', names: HOLDEM_NAMES })!;
    const picture = request.render(request.view, request.scene);
    const skia = await paint(picture, 'en').encode('png');
    const ours = await encode(paint(picture, 'en'), 'png');
    expect(PNG.sync.read(ours).data.equals(PNG.sync.read(skia).data)).toBe(true);
    expect(ours.length).toBeLessThan(skia.length);
  });
});
