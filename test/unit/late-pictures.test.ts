import { describe, expect, it, vi } from 'vitest';
import type { Logger } from 'pino';
import { Publisher } from '../../src/discord/publisher.js';
import type { Messenger } from '../../src/discord/messenger.js';
import { MessagePictures, isV2Message, type Sendable, type V2Message } from '../../src/discord/pictures.js';
import { PictureCache, type EncodedPicture } from '../../src/render/cache.js';
import { PoolBusyError } from '../../src/render/pool.js';
import type { PictureRequest } from '../../src/render/within.js';
import { pirateDice } from '../../src/games/pirate/rules.js';
import type { PirateState } from '../../src/games/pirate/actions.js';
import type { Session } from '../../src/kernel/session.js';
import { tableMessage } from '../../src/views/table.js';
import { sampleSession } from '../support/sessions.js';
import { galleryItems } from '../support/fake-discord/driver.js';
import { GAMES } from '../support/games.js';

const PLAYERS = ['100000000000000001', '100000000000000002', '100000000000000003'];
let seed = 5;
const rng = {
  int(max: number) {
    seed = (Math.imul(seed, 1103515245) + 12345) >>> 0;
    return (seed >>> 8) % max;
  },
};

const log = () =>
  ({ warn: vi.fn(), info: vi.fn(), debug: vi.fn(), error: vi.fn() }) as unknown as Logger & Record<'warn' | 'info' | 'debug', ReturnType<typeof vi.fn>>;
const flush = async () => {
  for (let i = 0; i < 20; i++) await new Promise((r) => setImmediate(r));
};

let channel = 0;
/** A Pirate Dice table in play in its own channel, on message 7000; `next()` is a later state of it (another bet). */
function pirateTable() {
  const state = pirateDice.setup(PLAYERS, { onesWild: true }, rng) as PirateState;
  const session = sampleSession({
    channelId: `40000000000000${String(++channel).padStart(4, '0')}`,
    phase: 'playing',
    players: PLAYERS.map((id, i) => ({ id, name: `P${i}` })),
    state,
    deadline: 2_000_000_000_000,
    tableV2: true,
    tableMessageId: '7000',
  });
  const next = (from: Session, name: string): Session => ({
    ...from,
    // Another name on the table: another picture.
    players: from.players.map((p, i) => (i === 0 ? { ...p, name } : p)),
    version: from.version + 1,
    stateVersion: from.stateVersion + 1,
  });
  return { session, next };
}

/** Pictures that come when the test says, one per request, each with its own bytes (named after the first seat). */
class HeldDrawing {
  readonly asked: Array<{ name: string; release: () => void; fail: (error: Error) => void }> = [];
  draw = (request: PictureRequest<unknown>): Promise<EncodedPicture> =>
    new Promise((resolve, reject) => {
      const seat = (request.scene.names as Record<string, string>)[PLAYERS[0]!] ?? '?';
      this.asked.push({
        name: seat,
        release: () => resolve({ bytes: Buffer.from(`picture of ${seat}`), alt: `table of ${seat}`, format: 'png', width: 8, height: 8 }),
        fail: reject,
      });
    });
  release(seat: string): void {
    this.asked.find((a) => a.name === seat)!.release();
  }
}

/** A messenger that answers every call at once, saying what each written message holds as Discord does. */
class Channel implements Messenger {
  readonly edits: Array<{ messageId: string; body: Sendable }> = [];
  private attachment = 100;
  async edit(_channelId: string, messageId: string, body: Sendable) {
    this.edits.push({ messageId, body });
    return { attachments: isV2Message(body) ? body.files.map((f) => ({ id: String(this.attachment++), filename: f.name })) : [] };
  }
  async post(): Promise<string> {
    return '7999';
  }
  async remove(): Promise<void> {}
  /** What the message shows last: the name of its picture's file, or null for text. */
  lastPicture(messageId: string): string | null {
    const last = [...this.edits].reverse().find((e) => e.messageId === messageId)?.body as V2Message | undefined;
    return last ? ((galleryItems(last)[0]?.media.url as string | undefined) ?? null) : null;
  }
}

function wired(deadlineMs: number, drawing: HeldDrawing | { draw: (r: PictureRequest<unknown>) => Promise<EncodedPicture> }, logger = log()) {
  const channelMessages = new Channel();
  const late: { publisher?: Publisher } = {};
  const pictures = new MessagePictures({
    games: GAMES,
    log: logger,
    cache: new PictureCache(),
    deadlineMs,
    draw: (request) => drawing.draw(request),
    drawnLate: (session, messageId) => late.publisher!.pictureDrawn(session, messageId),
  });
  const publisher = (late.publisher = new Publisher({ games: GAMES, messenger: channelMessages, log: logger, pictures }));
  return { publisher, pictures, channel: channelMessages, logger };
}

describe('a picture later than its deadline', () => {
  it('is edited onto the table message as soon as it is drawn, after the words went alone', async () => {
    const drawing = new HeldDrawing();
    const { publisher, channel: messages } = wired(20, drawing);
    const { session } = pirateTable();
    publisher.published(session, null, { tableAlreadyUpdated: false });
    await publisher.idle();
    // Past the deadline: the words went out, no picture.
    expect(messages.edits).toHaveLength(1);
    expect(messages.lastPicture('7000')).toBeNull();
    drawing.release('P0');
    await flush();
    await publisher.idle();
    expect(messages.edits).toHaveLength(2);
    const last = messages.edits[1]!.body as V2Message;
    expect(last.files).toHaveLength(1);
    expect(last.files[0]!.data.toString()).toBe('picture of P0');
    expect(messages.lastPicture('7000')).toBe(`attachment://${last.files[0]!.name}`);
    // Drawn once: the edit took it from the cache.
    expect(drawing.asked).toHaveLength(1);
  });

  it('is dropped when the table moved on meanwhile: the newer state brings its own picture', async () => {
    const drawing = new HeldDrawing();
    const { publisher, channel: messages } = wired(20, drawing);
    const table = pirateTable();
    const later = table.next(table.session, 'Q');
    publisher.published(table.session, null, { tableAlreadyUpdated: false });
    await publisher.idle();
    publisher.published(later, table.session, { tableAlreadyUpdated: false });
    await publisher.idle();
    expect(messages.edits.map((e) => galleryItems(e.body as V2Message).length)).toEqual([0, 0]);
    // The older picture comes last of all, and the newer first.
    drawing.release('Q');
    await flush();
    await publisher.idle();
    drawing.release('P0');
    await flush();
    await publisher.idle();
    const shown = messages.edits.map((e) => (e.body as V2Message).files.map((f) => f.data.toString()));
    expect(shown).toEqual([[], [], ['picture of Q']]);
    expect(messages.lastPicture('7000')).not.toBeNull();
  });

  it('is dropped when a click showed a later state on the message (an interaction answer, not an edit)', async () => {
    const drawing = new HeldDrawing();
    const { publisher, channel: messages } = wired(20, drawing);
    const table = pirateTable();
    publisher.published(table.session, null, { tableAlreadyUpdated: false });
    await publisher.idle();
    const later = table.next(table.session, 'Q');
    publisher.published(later, table.session, { tableAlreadyUpdated: true });
    drawing.release('P0');
    await flush();
    await publisher.idle();
    expect(messages.edits).toHaveLength(1);
  });

  it('waits for the text to be on the message: a picture drawn before the answer lands follows it', async () => {
    const drawing = new HeldDrawing();
    const drawnLate = vi.fn();
    const pictures = new MessagePictures({ games: GAMES, log: log(), cache: new PictureCache(), deadlineMs: 10, draw: (r) => drawing.draw(r), drawnLate });
    const { session } = pirateTable();
    const body = await pictures.table(session, tableMessage(GAMES, session), { messageId: '7000', layout: 'v2' });
    expect(galleryItems(body as V2Message)).toEqual([]);
    drawing.release('P0');
    await flush();
    // The answer carrying the words has not landed yet: editing the picture in now could land first and be overwritten.
    expect(drawnLate).not.toHaveBeenCalled();
    pictures.remember('7000', body, { attachments: [] });
    await flush();
    expect(drawnLate).toHaveBeenCalledTimes(1);
    expect(drawnLate).toHaveBeenCalledWith(session, '7000');
  });

  it('on a message not yet known as the table’s (/table posts it anew), is edited in once it is', async () => {
    const drawing = new HeldDrawing();
    const { publisher, pictures, channel: messages } = wired(10, drawing);
    const table = pirateTable();
    publisher.shown(table.session);
    const body = await pictures.table(table.session, tableMessage(GAMES, table.session), { messageId: null, layout: 'v2' });
    pictures.remember('8000', body, { attachments: [] });
    drawing.release('P0');
    await flush();
    await publisher.idle();
    expect(messages.edits).toEqual([]);
    const recorded = { ...table.session, tableMessageId: '8000', version: table.session.version + 1 };
    publisher.shown(recorded);
    await flush();
    await publisher.idle();
    expect(messages.edits.map((e) => e.messageId)).toEqual(['8000']);
    expect((messages.edits[0]!.body as V2Message).files).toHaveLength(1);
  });

  it('still comes when the click that showed the words is told to the publisher while the edit waits for a free call', async () => {
    const drawing = new HeldDrawing();
    const messages = new Channel();
    let open: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => (open = resolve));
    // The one REST call the publisher may make at a time is held by another table's edit.
    const held: Messenger = {
      edit: async (channelId, messageId, body) => {
        if (messageId === '6000') await gate;
        return messages.edit(channelId, messageId, body);
      },
      post: () => messages.post(),
      remove: () => messages.remove(),
    };
    const late: { publisher?: Publisher } = {};
    const pictures = new MessagePictures({
      games: GAMES,
      log: log(),
      cache: new PictureCache(),
      deadlineMs: 10,
      draw: (request) => drawing.draw(request),
      drawnLate: (session, messageId) => late.publisher!.pictureDrawn(session, messageId),
    });
    const publisher = (late.publisher = new Publisher({ games: GAMES, messenger: held, log: log(), pictures }, { concurrency: 1 }));
    const other = pirateTable();
    publisher.published({ ...other.session, tableV2: undefined, tableMessageId: '6000' }, null, { tableAlreadyUpdated: false });
    await flush();
    // A click answered on the table message with the words (its picture late), as an interaction does.
    const { session } = pirateTable();
    const body = await pictures.table(session, tableMessage(GAMES, session), { messageId: '7000', layout: 'v2' });
    pictures.remember('7000', body, { attachments: [] });
    drawing.release('P0');
    await flush();
    // Only now the click's handler tells the publisher: that clears a waiting edit of the same state.
    publisher.published(session, null, { tableAlreadyUpdated: true });
    open();
    await flush();
    await publisher.idle();
    expect(messages.lastPicture('7000')).not.toBeNull();
  });

  it('on a table posted anew (its message was deleted), is edited onto the new message', async () => {
    const drawing = new HeldDrawing();
    const { publisher, channel: messages } = wired(10, drawing);
    const edit = messages.edit.bind(messages);
    messages.edit = async (channelId, messageId, body) => {
      if (messageId === '7000') throw Object.assign(new Error('Unknown Message'), { code: 10008 });
      return edit(channelId, messageId, body);
    };
    const posted: Sendable[] = [];
    messages.post = async (_channelId?: string, body?: Sendable) => {
      posted.push(body!);
      return '7999';
    };
    const { session } = pirateTable();
    publisher.published(session, null, { tableAlreadyUpdated: false });
    await publisher.idle();
    expect(posted.map((b) => galleryItems(b as V2Message).length)).toEqual([0]);
    drawing.release('P0');
    await flush();
    await publisher.idle();
    expect(messages.edits.map((e) => e.messageId)).toEqual(['7999']);
    expect(messages.lastPicture('7999')).not.toBeNull();
  });

  it('refused while the workers were full, is asked for again and edited in', async () => {
    let calls = 0;
    const drawing = {
      draw: async (): Promise<EncodedPicture> => {
        if (calls++ === 0) throw new PoolBusyError();
        return { bytes: Buffer.from('picture'), alt: 'a table', format: 'png', width: 8, height: 8 };
      },
    };
    const { publisher, channel: messages } = wired(200, drawing);
    const { session } = pirateTable();
    publisher.published(session, null, { tableAlreadyUpdated: false });
    await publisher.idle();
    expect(messages.lastPicture('7000')).toBeNull();
    await new Promise((r) => setTimeout(r, 400));
    await flush();
    await publisher.idle();
    expect(calls).toBe(2);
    expect(messages.lastPicture('7000')).not.toBeNull();
  });
});

describe('a picture that cannot be drawn', () => {
  it('is warned about once with why, and the table goes as text; repeats are debug lines', async () => {
    const logger = log();
    const failing = { draw: async (): Promise<EncodedPicture> => Promise.reject(new Error('picture worker exited (1)')) };
    const { publisher, channel: messages } = wired(250, failing, logger);
    const table = pirateTable();
    let session = table.session;
    publisher.published(session, null, { tableAlreadyUpdated: false });
    for (const name of ['Q', 'R', 'S']) {
      await publisher.idle();
      const next = table.next(session, name);
      publisher.published(next, session, { tableAlreadyUpdated: false });
      session = next;
    }
    await publisher.idle();
    expect(messages.edits.length).toBeGreaterThanOrEqual(2);
    expect(messages.edits.every((e) => galleryItems(e.body as V2Message).length === 0)).toBe(true);
    const warned = logger.warn.mock.calls.filter(([, msg]) => msg === 'picture left out: published as text');
    expect(warned).toHaveLength(1);
    expect(warned[0]![0]).toMatchObject({ game: 'pirate', picture: 'table', reason: 'failed', detail: 'Error: picture worker exited (1)' });
    expect(logger.debug.mock.calls.filter(([, msg]) => msg === 'picture left out: published as text').length).toBeGreaterThanOrEqual(1);
    // Nothing of the view in the log: no die of any cup.
    expect(JSON.stringify([...logger.warn.mock.calls, ...logger.debug.mock.calls])).not.toMatch(/cups|dice"/);
  });

  it('a late picture that then fails is warned about once, and nothing is edited', async () => {
    const drawing = new HeldDrawing();
    const { publisher, channel: messages, logger } = wired(10, drawing);
    const { session } = pirateTable();
    publisher.published(session, null, { tableAlreadyUpdated: false });
    await publisher.idle();
    drawing.asked[0]!.fail(new Error('boom'));
    await flush();
    await publisher.idle();
    expect(messages.edits).toHaveLength(1);
    expect(logger.warn).toHaveBeenCalledTimes(1);
    expect(logger.warn).toHaveBeenCalledWith(expect.objectContaining({ reason: 'failed', detail: 'Error: boom' }), 'picture left out: published as text');
  });
});
