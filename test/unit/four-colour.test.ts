import { describe, expect, it, vi } from 'vitest';
import type { Logger } from 'pino';
import { PNG } from 'pngjs';
import pixelmatch from 'pixelmatch';
import { holdem } from '../../src/games/holdem/rules.js';
import { renderHoldemTable } from '../../src/games/holdem/render.js';
import { publicViewOf } from '../../src/kernel/public.js';
import { encode, paint, type PictureFormat, type Scene } from '../../src/render/picture.js';
import { makePicture, type PictureRequest } from '../../src/render/within.js';
import { MessagePictures, type V2Message } from '../../src/discord/pictures.js';
import { PictureCache } from '../../src/render/cache.js';
import { tableMessage } from '../../src/views/table.js';
import { panelMessage } from '../../src/views/panel.js';
import { decodeSession } from '../../src/kernel/session.js';
import { translator } from '../../src/i18n/catalog.js';
import { pixelDifference } from '../support/golden.js';
import { HOLDEM_NAMES, holdemFlop, holdemShowdown } from '../support/render-holdem-cases.js';
import { sampleSession } from '../support/sessions.js';
import { GAMES } from '../support/games.js';

const HOLDEM_CONFIG = { smallBlind: 10, bigBlind: 20, minBuyIn: 200, maxBuyIn: 2000 };
const DIAMOND_BLUE = [0x1f, 0x5f, 0xd1];
const CLUB_GREEN = [0x14, 0x84, 0x3a];

/** Pixels within a small distance of `rgb`. */
function pixelsNear(png: Buffer, rgb: number[]): number {
  const { data } = PNG.sync.read(png);
  let count = 0;
  for (let i = 0; i < data.length; i += 4) {
    if (Math.abs(data[i]! - rgb[0]!) + Math.abs(data[i + 1]! - rgb[1]!) + Math.abs(data[i + 2]! - rgb[2]!) < 12) count++;
  }
  return count;
}

const showdown = (fourColour: boolean) =>
  encode(paint(renderHoldemTable(publicViewOf(holdem, holdemShowdown()), { locale: 'en', names: HOLDEM_NAMES, fourColour }), 'en'), 'png');

describe("Hold'em pictures in a four-colour deck", () => {
  it('differ from the two-colour deck: diamonds blue and clubs green, where two colours have neither', async () => {
    const four = await showdown(true);
    const two = await showdown(false);
    // The four-colour drawing is the golden one (test/golden/holdem/showdown-four-colour); the two-colour one is not.
    expect(pixelDifference('test/golden/holdem/showdown-four-colour.en.png', four).differing).toBeLessThan(200);
    const { width, height, data } = PNG.sync.read(two);
    const other = PNG.sync.read(four);
    expect(pixelmatch(data, other.data, null, width, height, { threshold: 0.1 })).toBeGreaterThan(500);
    expect(pixelsNear(four, DIAMOND_BLUE)).toBeGreaterThan(100);
    expect(pixelsNear(four, CLUB_GREEN)).toBeGreaterThan(100);
    expect(pixelsNear(two, DIAMOND_BLUE)).toBe(0);
    expect(pixelsNear(two, CLUB_GREEN)).toBe(0);
  });

  it("follow the table's choice on the table picture and on the player's private panel", async () => {
    const scenes: Array<{ name: string; scene: Scene }> = [];
    const draw = (request: PictureRequest<unknown>, format: PictureFormat) => {
      scenes.push({ name: request.name, scene: request.scene });
      return makePicture(request, { format }).picture;
    };
    const log = { warn: vi.fn(), info: vi.fn(), debug: vi.fn() } as unknown as Logger;
    const pictures = new MessagePictures({ games: GAMES, log, draw, cache: new PictureCache(), deadlineMs: 5_000 });
    const players = Object.entries(HOLDEM_NAMES).map(([id, name]) => ({ id, name }));
    const session = (fourColour: boolean) =>
      sampleSession({
        game: 'holdem',
        phase: 'playing',
        players,
        config: HOLDEM_CONFIG,
        state: holdemFlop(),
        deadline: 2_000_000_000_000,
        tableV2: true,
        ...(fourColour ? { fourColour: true as const } : {}),
      });
    const files = async (s: ReturnType<typeof session>) => {
      const table = (await pictures.table(s, tableMessage(GAMES, s), { layout: 'v2' })) as V2Message;
      const panel = (await pictures.panel(s, 'p1', 'en', panelMessage(GAMES, s, 'p1', 'en'), { layout: 'v2' })) as V2Message;
      return { table: table.files[0]!.data, panel: panel.files[0]!.data };
    };
    const four = await files(session(true));
    const two = await files(session(false));
    expect(scenes.map((s) => [s.name, s.scene.fourColour ?? false])).toEqual([
      ['holdem.table', true],
      ['holdem.panel', true],
      ['holdem.table', false],
      ['holdem.panel', false],
    ]);
    expect(four.table.equals(two.table)).toBe(false);
    expect(four.panel.equals(two.panel)).toBe(false);
    // p1 holds T♣ T♦: green and blue in the panel's four colours only.
    expect(pixelsNear(four.panel, DIAMOND_BLUE)).toBeGreaterThan(100);
    expect(pixelsNear(two.panel, DIAMOND_BLUE)).toBe(0);
  });

  it('is shown in the lobby settings, and a stored table from before the option still loads', () => {
    const t = translator('en');
    const lobby = (s: ReturnType<typeof sampleSession>) => JSON.stringify(tableMessage(GAMES, s));
    const holdemLobby = { game: 'holdem', config: HOLDEM_CONFIG } as const;
    expect(lobby(sampleSession({ ...holdemLobby, fourColour: true }))).toContain(t('table.fourColour'));
    expect(lobby(sampleSession(holdemLobby))).not.toContain(t('table.fourColour'));
    const before = sampleSession();
    expect(decodeSession(before.channelId, JSON.stringify(before)).fourColour).toBeUndefined();
    const chosen = sampleSession({ fourColour: true });
    expect(decodeSession(chosen.channelId, JSON.stringify(chosen)).fourColour).toBe(true);
  });
});
