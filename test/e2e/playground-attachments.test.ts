import type { Server } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FakeDiscord } from '../../src/standin/server.js';
import { PlaygroundBridge } from '../../src/playground/playground-bridge.js';
import { servePage } from '../../src/playground/page-server.js';
import { defaultPeople } from '../../src/playground/world.js';
import { PageClient } from '../support/page-client.js';
import { postAsBot, tablePicture } from '../browser/support/v2-sample.js';

const GUILD = '910000000000000001';
const CHANNEL = '910000000000000011';

/** Files the bot uploads with a message, as the stand-in keeps them and the page fetches them. */
describe('the playground’s attachments', () => {
  const fake = new FakeDiscord();
  let bridge: PlaygroundBridge;
  let page: { server: Server; url: string };
  const clients: PageClient[] = [];

  beforeAll(async () => {
    fake.addGuild({ id: GUILD, name: 'g', channels: [] });
    fake.addChannel(GUILD, { id: CHANNEL, name: 'general', type: 0 });
    await fake.start();
    bridge = new PlaygroundBridge(fake, { id: GUILD, name: 'g' }, defaultPeople());
    page = await servePage(bridge, 0);
  });
  afterAll(async () => {
    for (const client of clients) client.close();
    bridge.close();
    page.server.closeAllConnections();
    page.server.close();
    await fake.stop();
  });

  const shownTo = async (who: string, id: string) => {
    const client = new PageClient(page.url, who);
    clients.push(client);
    return client.waitFor(() => client.messages.get(id), `message ${id} on ${who}'s page`);
  };

  it('keeps a picture’s bytes as uploaded and serves them at the link the page is given, and only there', async () => {
    const png = tablePicture(320, 160);
    const text = 'PokerStars Hand #1: 你好 ♠\n';
    const { id } = await postAsBot(fake, CHANNEL, { content: 'two files' }, [
      { name: 'table.png', bytes: png, type: 'image/png' },
      { name: 'hands.txt', bytes: Buffer.from(text), type: 'text/plain' },
    ]);
    const shown = await shownTo('Ann', id);
    expect(shown.v2).toBe(false);
    expect(shown.attachments.map((a: any) => [a.filename, a.contentType, a.size])).toEqual([
      ['table.png', 'image/png', png.length],
      ['hands.txt', 'text/plain; charset=utf-8', Buffer.byteLength(text)],
    ]);
    const picture = await fetch(`${page.url}${shown.attachments[0].url}`);
    expect(picture.headers.get('content-type')).toBe('image/png');
    expect(Buffer.from(await picture.arrayBuffer()).equals(png)).toBe(true);
    const file = await fetch(`${page.url}${shown.attachments[1].url}`);
    expect(file.headers.get('content-disposition')).toBe("attachment; filename*=UTF-8''hands.txt");
    expect(await file.text()).toBe(text);
    // A link with another signature, or to another message's file, is not served.
    const forged = shown.attachments[0].url.replace(/k=[0-9a-f]+/, `k=${'0'.repeat(32)}`);
    expect((await fetch(`${page.url}${forged}`)).status).toBe(404);
    const elsewhere = shown.attachments[0].url.replace(`/attachments/${id}/`, `/attachments/${BigInt(id) + 1n}/`);
    expect((await fetch(`${page.url}${elsewhere}`)).status).toBe(404);
    // Discord's message JSON lists the attachments too.
    expect((fake.messageJson(fake.messages.get(id)!).attachments as any[]).map((a) => a.filename)).toEqual(['table.png', 'hands.txt']);
  });

  it('drops on an edit the attachments its `attachments` list leaves out, and adds the files it uploads', async () => {
    const { id } = await postAsBot(fake, CHANNEL, { content: 'a table' }, [{ name: 'table.png', bytes: tablePicture(100, 50), type: 'image/png' }]);
    const message = fake.messages.get(id)!;
    const [first] = message.attachments!;
    const form = new FormData();
    form.append('payload_json', JSON.stringify({ content: 'a table, redrawn', attachments: [{ id: 0, filename: 'table-2.png' }] }));
    form.append('files[0]', new Blob([new Uint8Array(tablePicture(100, 60))], { type: 'image/png' }), 'table-2.png');
    const edit = await fetch(`${fake.apiUrl}/v10/channels/${CHANNEL}/messages/${id}`, {
      method: 'PATCH',
      headers: { authorization: `Bot ${fake.token}` },
      body: form,
    });
    expect(edit.status).toBe(200);
    expect(message.attachments!.map((f) => f.filename)).toEqual(['table-2.png']);
    // An edit without files or an attachments list keeps what the message has.
    const keep = await fetch(`${fake.apiUrl}/v10/channels/${CHANNEL}/messages/${id}`, {
      method: 'PATCH',
      headers: { authorization: `Bot ${fake.token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ content: 'same picture' }),
    });
    expect(keep.status).toBe(200);
    expect(message.attachments!.map((f) => f.filename)).toEqual(['table-2.png']);
    expect(message.attachments![0]!.id).not.toBe(first!.id);
    const kept = await fetch(`${fake.apiUrl}/v10/channels/${CHANNEL}/messages/${id}`, {
      method: 'PATCH',
      headers: { authorization: `Bot ${fake.token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ attachments: [{ id: message.attachments![0]!.id }] }),
    });
    expect(kept.status).toBe(200);
    expect(message.attachments!.map((f) => f.filename)).toEqual(['table-2.png']);
    const dropped = await fetch(`${fake.apiUrl}/v10/channels/${CHANNEL}/messages/${id}`, {
      method: 'PATCH',
      headers: { authorization: `Bot ${fake.token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ attachments: [] }),
    });
    expect(dropped.status).toBe(200);
    expect(message.attachments ?? []).toEqual([]);
  });

  it('still serves a picture shown to a page after an edit replaced it, as Discord’s CDN does (the page asked just as the next move came)', async () => {
    const png = tablePicture(120, 60);
    const { id } = await postAsBot(fake, CHANNEL, { content: 'a table' }, [{ name: 'table.png', bytes: png, type: 'image/png' }]);
    const shown = await shownTo('Bo', id);
    const link = `${page.url}${shown.attachments[0].url}`;
    const dropped = await fetch(`${fake.apiUrl}/v10/channels/${CHANNEL}/messages/${id}`, {
      method: 'PATCH',
      headers: { authorization: `Bot ${fake.token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ content: 'the next move', attachments: [] }),
    });
    expect(dropped.status).toBe(200);
    expect(fake.messages.get(id)!.attachments ?? []).toEqual([]);
    const late = await fetch(link);
    expect(late.status).toBe(200);
    expect(Buffer.from(await late.arrayBuffer()).equals(png)).toBe(true);
    // Its signature still counts: a forged one is refused.
    expect((await fetch(link.replace(/k=[0-9a-f]+/, `k=${'1'.repeat(32)}`))).status).toBe(404);
  });
});
