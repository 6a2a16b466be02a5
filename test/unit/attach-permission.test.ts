import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Logger } from 'pino';
import type { REST } from '@discordjs/rest';
import { pirateDice } from '../../src/games/pirate/rules.js';
import { tableMessage } from '../../src/views/table.js';
import { MessagePictures, type V2Message } from '../../src/discord/pictures.js';
import { RestMessenger } from '../../src/discord/messenger.js';
import { PictureCache, type EncodedPicture } from '../../src/render/cache.js';
import { messageProblems } from '../../src/standin/discord-limits.js';
import { sampleSession } from '../support/sessions.js';
import { galleryItems, rowsOf } from '../support/fake-discord/driver.js';
import { textDisplays } from '../../src/standin/answers.js';
import { rngFromSeed } from '../../src/rng-script.js';
import { GAMES } from '../support/games.js';

const PLAYERS = ['100000000000000001', '100000000000000002', '100000000000000003'];
const CHANNEL = '300000000000000001';
const log = () => ({ warn: vi.fn(), info: vi.fn(), debug: vi.fn() }) as unknown as Logger & { warn: ReturnType<typeof vi.fn> };
const picture = (): EncodedPicture => ({ bytes: Buffer.from('png-bytes'), alt: 'The table', format: 'png', width: 800, height: 400 });
const session = () =>
  sampleSession({
    channelId: CHANNEL,
    phase: 'playing',
    players: PLAYERS.map((id, i) => ({ id, name: `P${i}` })),
    state: pirateDice.setup(PLAYERS, { onesWild: true }, rngFromSeed(3)),
    deadline: 2_000_000_000_000,
    tableV2: true,
  });
const missingPermissions = Object.assign(new Error('Missing Permissions'), { status: 403, code: 50013 });

/** A REST whose first `refusals` writes are refused as Discord refuses a file without Attach Files. */
function restRefusing(refusals: number, error: unknown = missingPermissions) {
  const calls: Array<{ route: string; payload: { body: any; files?: unknown[] } }> = [];
  const write = vi.fn(async (route: string, payload: { body: any; files?: unknown[] }) => {
    calls.push({ route, payload });
    if (calls.length <= refusals) throw error;
    return { id: 'posted', attachments: [] };
  });
  return { rest: { patch: write, post: write } as unknown as REST, calls };
}

describe('a channel where the bot lacks Attach Files', () => {
  afterEach(() => vi.useRealTimers());

  it('gets the message without its picture, and the pictures are told', async () => {
    const pictures = new MessagePictures({ games: GAMES, log: log(), draw: async () => picture(), cache: new PictureCache(), deadlineMs: 250 });
    const s = session();
    const body = (await pictures.table(s, tableMessage(GAMES, s), { messageId: null, layout: 'v2' })) as V2Message;
    expect(body.files).toHaveLength(1);
    const told: string[] = [];
    const { rest, calls } = restRefusing(1);
    const messenger = new RestMessenger(rest, (channelId) => told.push(channelId));
    expect(await messenger.post(CHANNEL, body)).toBe('posted');
    expect(told).toEqual([CHANNEL]);
    expect(calls).toHaveLength(2);
    const retried = calls[1]!.payload;
    expect(retried.files).toBeUndefined();
    expect(retried.body.attachments).toEqual([]);
    expect(JSON.stringify(retried.body)).not.toContain('attachment://');
    expect(messageProblems(retried.body)).toEqual([]);
    // The words and controls are all still there.
    expect(textDisplays(retried.body.components)).toEqual(textDisplays(body.components));
    expect(rowsOf(retried.body)).toEqual(rowsOf(body));
    expect(galleryItems(retried.body)).toEqual([]);
  });

  it('passes any other refusal, or a refusal of a message with no file, to the caller', async () => {
    const pictures = new MessagePictures({ games: GAMES, log: log(), draw: async () => picture(), cache: new PictureCache(), deadlineMs: 250 });
    const s = session();
    const withPicture = (await pictures.table(s, tableMessage(GAMES, s), { messageId: null, layout: 'v2' })) as V2Message;
    const other = Object.assign(new Error('Unknown Channel'), { status: 404, code: 10003 });
    await expect(new RestMessenger(restRefusing(1, other).rest).edit(CHANNEL, 'm1', withPicture)).rejects.toBe(other);
    const text = pictures.text(s, tableMessage(GAMES, s));
    await expect(new RestMessenger(restRefusing(1).rest).edit(CHANNEL, 'm1', text)).rejects.toBe(missingPermissions);
  });

  it('has its tables drawn as text for ten minutes, said once in the log, then tried with a picture again', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const logger = log();
    const draw = vi.fn(async () => picture());
    const pictures = new MessagePictures({ games: GAMES, log: logger, draw, cache: new PictureCache(), deadlineMs: 250 });
    const s = session();
    pictures.cannotAttach(CHANNEL);
    pictures.cannotAttach(CHANNEL);
    expect(logger.warn).toHaveBeenCalledTimes(1);
    const asText = (await pictures.table(s, tableMessage(GAMES, s), { messageId: 'm1', layout: 'v2' })) as V2Message;
    expect(galleryItems(asText)).toEqual([]);
    expect(asText.files).toEqual([]);
    expect(draw).not.toHaveBeenCalled();
    // Another channel still has pictures.
    const elsewhere = { ...s, channelId: '300000000000000002' };
    expect(((await pictures.table(elsewhere, tableMessage(GAMES, elsewhere), { messageId: 'm2', layout: 'v2' })) as V2Message).files).toHaveLength(1);
    vi.setSystemTime(Date.now() + 10 * 60_000 + 1);
    expect(((await pictures.table(s, tableMessage(GAMES, s), { messageId: 'm1', layout: 'v2' })) as V2Message).files).toHaveLength(1);
  });
});
