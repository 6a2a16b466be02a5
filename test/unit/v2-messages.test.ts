import { describe, expect, it, vi } from 'vitest';
import type { Logger } from 'pino';
import { pirateDice } from '../../src/games/pirate/rules.js';
import { tableMessage } from '../../src/views/table.js';
import { panelMessage } from '../../src/views/panel.js';
import { countComponents, IS_COMPONENTS_V2, MAX_COMPONENTS, MAX_TEXT, toV2 } from '../../src/views/v2.js';
import type { MessageBody } from '../../src/kernel/views.js';
import { messageProblems } from '../../src/standin/discord-limits.js';
import { textDisplays, visibleText } from '../../src/standin/answers.js';
import { MessagePictures, isV2Message, type V2Message } from '../../src/discord/pictures.js';
import { restPayload } from '../../src/discord/messenger.js';
import { PictureCache, type EncodedPicture } from '../../src/render/cache.js';
import { LOCALES } from '../../src/kernel/session.js';
import { sampleSession } from '../support/sessions.js';
import { galleryItems, rowsOf } from '../support/fake-discord/driver.js';
import { GAMES } from '../support/games.js';

const PLAYERS = ['100000000000000001', '100000000000000002', '100000000000000003'];
let seed = 7;
/** A small deterministic generator (an Rng that always gave the same number would roll ties for ever). */
const rng = {
  int(max: number) {
    seed = (Math.imul(seed, 1103515245) + 12345) >>> 0;
    return (seed >>> 8) % max;
  },
};

/** The biggest classic body Discord takes: 10 embeds' worth of words, 5 rows of 5 buttons. */
function biggestClassic(): MessageBody {
  const button = (r: number, b: number) => ({ type: 2 as const, style: 2 as const, label: `b${r}${b}`, custom_id: `id-${r}-${b}` });
  return {
    content: 'A notice',
    embeds: [
      {
        title: 'Title',
        color: 0x123456,
        description: 'd'.repeat(1000),
        fields: Array.from({ length: 5 }, (_, i) => ({ name: `Field ${i}`, value: 'v'.repeat(500) })),
        footer: { text: 'Footer words' },
      },
      { title: 'Second', description: 'Second words' },
    ],
    components: Array.from({ length: 5 }, (_, r) => ({ type: 1 as const, components: Array.from({ length: 5 }, (_, b) => button(r, b)) })),
    allowed_mentions: { parse: [] },
  };
}

const log = () => ({ warn: vi.fn(), info: vi.fn(), debug: vi.fn() }) as unknown as Logger & { warn: ReturnType<typeof vi.fn> };

function pirateSession(overrides = {}) {
  const state = pirateDice.setup(PLAYERS, { onesWild: true }, rng);
  return sampleSession({
    phase: 'playing',
    players: PLAYERS.map((id, i) => ({ id, name: `P${i}` })),
    state,
    deadline: 2_000_000_000_000,
    tableV2: true,
    ...overrides,
  });
}

const picture = (bytes = 'png-bytes'): EncodedPicture => ({ bytes: Buffer.from(bytes), alt: 'The table', format: 'png', width: 800, height: 400 });

describe('a classic body as Components V2', () => {
  it('keeps every word and control in one Container, with no content or embeds, within 40 components and 4000 characters', () => {
    const body = biggestClassic();
    const v2 = toV2(body, { accent: 0xabcdef });
    expect(v2.flags).toBe(IS_COMPONENTS_V2);
    expect(v2).not.toHaveProperty('content');
    expect(v2).not.toHaveProperty('embeds');
    expect(v2.components).toHaveLength(1);
    expect(v2.components[0]).toMatchObject({ type: 17, accent_color: 0xabcdef });
    expect(countComponents(v2.components)).toBeLessThanOrEqual(MAX_COMPONENTS);
    const text = textDisplays(v2.components).join('\n');
    expect(text.length).toBeLessThanOrEqual(MAX_TEXT);
    for (const words of ['### Title', 'A notice', '**Field 4**', '-# Footer words', '**Second**', 'Second words']) expect(text).toContain(words);
    expect(rowsOf(v2).flatMap((row) => row.components.map((c: any) => c.custom_id))).toEqual(
      body.components.flatMap((row) => row.components.map((c: any) => c.custom_id)),
    );
    expect(messageProblems(v2)).toEqual([]);
  });

  it('cuts the words (with an ellipsis) when the embeds hold more than 4000 characters', () => {
    const body = biggestClassic();
    body.embeds[0]!.description = 'x'.repeat(4096);
    const v2 = toV2(body);
    const text = textDisplays(v2.components).join('');
    expect(text.length).toBeLessThanOrEqual(MAX_TEXT);
    expect(text).toContain('…');
    expect(messageProblems(v2)).toEqual([]);
  });

  it('shows the picture as a Media Gallery item pointing at its file, with its alt text', () => {
    const v2 = toV2(biggestClassic(), { picture: { filename: 'table-abc.png', alt: 'Alt words' } });
    expect(galleryItems(v2)).toEqual([{ media: { url: 'attachment://table-abc.png' }, description: 'Alt words' }]);
    expect(countComponents(v2.components)).toBeLessThanOrEqual(MAX_COMPONENTS);
    expect(messageProblems(v2, { files: ['table-abc.png'] })).toEqual([]);
    expect(messageProblems(v2, { files: [] }).join()).toContain('UNFURLED_MEDIA_ITEM_ATTACHMENT_NOT_FOUND');
  });

  it('every game’s lobby, and a Pirate Dice table and panel in every language, pass the stand-in’s checks', () => {
    for (const plugin of GAMES.list()) {
      for (const locale of LOCALES) {
        const lobby = tableMessage(GAMES, sampleSession({ game: plugin.engine.id, locale, config: plugin.engine.configSchema.parse({}) }));
        const v2 = toV2(lobby, { accent: plugin.pictures?.accent ?? 0 });
        expect(messageProblems(v2)).toEqual([]);
        expect(visibleText(v2)).toContain(lobby.embeds[0]!.title);
      }
    }
    for (const locale of LOCALES) {
      const session = pirateSession({ locale });
      const table = toV2(tableMessage(GAMES, session), { picture: { filename: 'p.png', alt: 'a' } });
      expect(messageProblems(table, { files: ['p.png'] })).toEqual([]);
      const panel = toV2(panelMessage(GAMES, session, PLAYERS[0]!, locale));
      expect(messageProblems({ ...panel, flags: panel.flags | 64 })).toEqual([]);
    }
  });
});

describe('the stand-in’s Components V2 rules', () => {
  const v2 = () => toV2(biggestClassic());
  it('refuses content, embeds or a poll with the V2 flag, with Discord’s wording', () => {
    expect(messageProblems({ ...v2(), content: 'hi' }).join()).toContain("The 'content' field cannot be used when using MessageFlags.IS_COMPONENTS_V2");
    expect(messageProblems({ ...v2(), embeds: [{ title: 'x' }] }).join()).toContain("The 'embeds' field cannot be used");
    expect(messageProblems({ ...v2(), poll: { question: { text: 'q' } } }).join()).toContain("The 'poll' field cannot be used");
  });

  it('counts nested components against the 40', () => {
    const body = v2();
    const container = body.components[0] as any;
    container.components.push(...Array.from({ length: 7 }, (_, i) => ({ type: 10, content: `more ${i}` })));
    expect(countComponents(body.components)).toBe(41);
    expect(messageProblems(body).join()).toContain('Must be 40 or fewer in length');
  });

  it('refuses V2 components without the flag, and an edit taking the flag off', () => {
    const { flags: _flags, ...unflagged } = v2();
    expect(messageProblems(unflagged).join()).toContain('requires the IS_COMPONENTS_V2 message flag');
    const target = { flags: IS_COMPONENTS_V2, attachments: [] };
    expect(messageProblems({ content: 'classic', flags: 0 }, { files: [], target }).join()).toContain('cannot be removed');
    // An edit of a V2 message without flags stays V2: classic words are refused there too.
    expect(messageProblems({ content: 'classic' }, { files: [], target }).join()).toContain("The 'content' field cannot be used");
  });

  it('holds a Media Gallery to 1–10 items', () => {
    const gallery = (n: number) => ({
      flags: IS_COMPONENTS_V2,
      components: [{ type: 12, items: Array.from({ length: n }, () => ({ media: { url: 'https://example.com/a.png' } })) }],
    });
    expect(messageProblems(gallery(0)).join()).toContain('Must be between 1 and 10 in length');
    expect(messageProblems(gallery(11)).join()).toContain('Must be between 1 and 10 in length');
    expect(messageProblems(gallery(10))).toEqual([]);
  });

  it('lets an edit name a kept attachment, not one its `attachments` list drops', () => {
    const body = toV2(biggestClassic(), { picture: { filename: 'old.png', alt: 'a' } });
    const target = { flags: IS_COMPONENTS_V2, attachments: [{ id: '77', filename: 'old.png' }] };
    expect(messageProblems({ ...body, attachments: [{ id: '77' }] }, { files: [], target })).toEqual([]);
    expect(messageProblems(body, { files: [], target })).toEqual([]);
    expect(messageProblems({ ...body, attachments: [] }, { files: [], target }).join()).toContain('attachment://old.png');
  });
});

describe('MessagePictures', () => {
  it('uploads a picture once: the same state again keeps the attachment by its id', async () => {
    const draw = vi.fn(async () => picture());
    const pictures = new MessagePictures({ games: GAMES, log: log(), draw, cache: new PictureCache(), deadlineMs: 250 });
    const session = { ...pirateSession(), tableMessageId: 'm1' };
    const first = (await pictures.table(session, tableMessage(GAMES, session), { messageId: 'm1', layout: 'v2' })) as V2Message;
    expect(first.files).toHaveLength(1);
    expect(first.files[0]!.contentType).toBe('image/png');
    expect(galleryItems(first)[0].media.url).toBe(`attachment://${first.files[0]!.name}`);
    const payload = restPayload(first) as { body: any; files: any[] };
    expect(payload.body.attachments).toEqual([{ id: '0', filename: first.files[0]!.name, description: 'The table' }]);
    expect(payload.files).toHaveLength(1);
    pictures.remember('m1', first, { attachments: [{ id: '555', filename: first.files[0]!.name }] });
    const again = (await pictures.table(session, tableMessage(GAMES, session), { messageId: 'm1', layout: 'v2' })) as V2Message;
    expect(again.files).toEqual([]);
    expect(again.keep).toEqual([{ id: '555' }]);
    // Another message (an old table now a record) is not counted on to still hold it: it gets the picture anew.
    pictures.remember('m0', first, { attachments: [{ id: '444', filename: first.files[0]!.name }] });
    const onOld = (await pictures.table(session, tableMessage(GAMES, session), { messageId: 'm0', layout: 'v2' })) as V2Message;
    expect(onOld.keep).toEqual([]);
    expect(onOld.files).toHaveLength(1);
    expect(draw).toHaveBeenCalledTimes(1);
    expect(
      messageProblems(restPayload(again).body, {
        files: [],
        target: { flags: IS_COMPONENTS_V2, attachments: [{ id: '555', filename: first.files[0]!.name }] },
      }),
    ).toEqual([]);
    // Another message showing the same picture gets its own upload (from the cache).
    expect(((await pictures.table(session, tableMessage(GAMES, session), { messageId: 'm2', layout: 'v2' })) as V2Message).files).toHaveLength(1);
    expect(draw).toHaveBeenCalledTimes(1);
  });

  it('publishes as text, and says why in the log, when drawing fails or is late', async () => {
    const logger = log();
    const failing = new MessagePictures({
      games: GAMES,
      log: logger,
      draw: async () => Promise.reject(new Error('boom')),
      cache: new PictureCache(),
      deadlineMs: 250,
    });
    const session = pirateSession();
    const failed = (await failing.table(session, tableMessage(GAMES, session), { messageId: 'm1', layout: 'v2' })) as V2Message;
    expect(galleryItems(failed)).toEqual([]);
    expect(failed.files).toEqual([]);
    expect(messageProblems(failed)).toEqual([]);
    expect(logger.warn).toHaveBeenCalledWith(expect.objectContaining({ reason: 'failed', detail: 'Error: boom' }), 'picture left out: published as text');
    const slow = new MessagePictures({
      games: GAMES,
      log: logger,
      draw: () => new Promise((resolve) => setTimeout(() => resolve(picture()), 200)),
      cache: new PictureCache(),
      deadlineMs: 20,
    });
    const late = (await slow.table(session, tableMessage(GAMES, session), { messageId: 'm1', layout: 'v2' })) as V2Message;
    expect(galleryItems(late)).toEqual([]);
    // Late is not wrong: the picture follows once drawn (test/unit/late-pictures.test.ts); a debug line, no warning.
    expect(logger.warn).toHaveBeenCalledTimes(1);
    expect((logger as unknown as { debug: ReturnType<typeof vi.fn> }).debug).toHaveBeenCalledWith(
      expect.objectContaining({ picture: 'table', ms: expect.any(Number) }),
      'picture late: published as text until drawn',
    );
    // What the log says names no die of any cup.
    expect(JSON.stringify(logger.warn.mock.calls)).not.toMatch(/cups|secret/);
  });

  it('draws nothing for a text-only table, and leaves an old classic message classic', async () => {
    const draw = vi.fn(async () => picture());
    const pictures = new MessagePictures({ games: GAMES, log: log(), draw, cache: new PictureCache(), deadlineMs: 250 });
    const textOnly = pirateSession({ textOnly: true });
    const text = (await pictures.table(textOnly, tableMessage(GAMES, textOnly), { messageId: 'm1', layout: 'v2' })) as V2Message;
    expect(isV2Message(text) && galleryItems(text)).toEqual([]);
    expect(text.flags).toBe(IS_COMPONENTS_V2);
    const panel = (await pictures.panel(textOnly, PLAYERS[0]!, 'en', panelMessage(GAMES, textOnly, PLAYERS[0]!, 'en'), { layout: 'v2' })) as V2Message;
    expect(galleryItems(panel)).toEqual([]);
    const old = pirateSession();
    const classic = await pictures.table(old, tableMessage(GAMES, old), { messageId: 'm1', layout: 'classic' });
    expect(classic).toEqual(tableMessage(GAMES, old));
    expect(draw).not.toHaveBeenCalled();
  });
});

describe('the text-only choice through a setup form', () => {
  it('rides in the form id, and form ids made before it still decode', async () => {
    const { decodeFormId, encodeFormId } = await import('../../src/ids/custom-id.js');
    const id = encodeFormId({ game: 'bobing', turnSeconds: null, language: 'ko', computers: 0, textOnly: true });
    expect(id).toBe('o1:bobing:0:ko:0:t');
    expect(decodeFormId(id, GAMES)).toEqual({ game: 'bobing', turnSeconds: null, language: 'ko', computers: 0, textOnly: true });
    expect(decodeFormId(encodeFormId({ game: 'bobing', turnSeconds: 30, language: null, computers: 2, textOnly: true }), GAMES)).toEqual({
      game: 'bobing',
      turnSeconds: 30,
      language: null,
      computers: 2,
      textOnly: true,
    });
    expect(decodeFormId('o1:bobing:30:-', GAMES)).toEqual({ game: 'bobing', turnSeconds: 30, language: null, computers: 0 });
    expect(decodeFormId('o1:bobing:30:-:x', GAMES)).toBeNull();
  });

  it('carries a four-colour deck beside it', async () => {
    const { decodeFormId, encodeFormId } = await import('../../src/ids/custom-id.js');
    const both = encodeFormId({ game: 'holdem', turnSeconds: null, language: null, computers: 0, textOnly: true, fourColour: true });
    expect(both).toBe('o1:holdem:0:-:0:tf');
    expect(decodeFormId(both, GAMES)).toEqual({ game: 'holdem', turnSeconds: null, language: null, computers: 0, textOnly: true, fourColour: true });
    const deck = encodeFormId({ game: 'holdem', turnSeconds: null, language: null, computers: 1, fourColour: true });
    expect(deck).toBe('o1:holdem:0:-:1:f');
    expect(decodeFormId(deck, GAMES)).toEqual({ game: 'holdem', turnSeconds: null, language: null, computers: 1, fourColour: true });
    expect(decodeFormId('o1:holdem:0:-:1:ft', GAMES)).toBeNull();
  });
});
