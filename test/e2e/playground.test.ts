import type { Server } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { COMMANDS } from '../../src/commands/index.js';
import { FakeDiscord } from '../../src/standin/server.js';
import { PlaygroundBridge } from '../../src/standin/playground-bridge.js';
import { servePage } from '../../src/playground/page-server.js';
import { defaultPeople } from '../../src/playground/world.js';
import { GUILD, World } from '../support/world.js';
import { PageClient, pageControl } from '../support/page-client.js';
import { visibleText } from '../support/fake-discord/driver.js';

/** Registers the bot's own command definitions in the stand-in, as `npm run register` does. */
async function register(fake: FakeDiscord, guildId: string): Promise<void> {
  const response = await fetch(`${fake.apiUrl}/v10/applications/${fake.applicationId}/guilds/${guildId}/commands`, {
    method: 'PUT',
    headers: { authorization: `Bot ${fake.token}`, 'content-type': 'application/json' },
    body: JSON.stringify([...COMMANDS.values()].map((c) => c.data)),
  });
  expect(response.status).toBe(200);
}

describe('the playground page protocol, with the real bot', () => {
  const CH = '930000000000000001';
  const world = new World([CH]);
  let bridge: PlaygroundBridge;
  let page: { server: Server; url: string };
  const pages: PageClient[] = [];
  const open = (as: string) => {
    const client = new PageClient(page.url, as);
    pages.push(client);
    return client;
  };

  beforeAll(async () => {
    await world.start();
    bridge = new PlaygroundBridge(world.fake, { id: GUILD, name: 'Parlor test guild' }, defaultPeople());
    page = await servePage(bridge, 0);
    await register(world.fake, GUILD);
  }, 60_000);
  afterAll(async () => {
    for (const client of pages) client.close();
    bridge.close();
    page.server.closeAllConnections();
    page.server.close();
    await world.stop();
  });

  it('shows a page the channels, the four people and the commands as the bot registered them', async () => {
    const bo = open('Bo');
    const seen = await bo.waitFor(() => bo.world?.commands.length && bo.world, 'the world');
    expect(seen.you).toBe('100000000000000002');
    expect(seen.people.map((p: any) => `${p.name} ${p.locale}`)).toEqual(['Ann en-US', 'Bo zh-CN', 'Chan ko', 'Dee en-GB']);
    expect(seen.channels.map((c: any) => c.id)).toEqual([CH]);
    expect(seen.botOnline).toBe(true);
    const play = seen.commands.find((c: any) => c.name === 'play');
    expect(play.options.map((o: any) => o.name)).toEqual(COMMANDS.get('play')!.data.options!.map((o) => o.name));
    expect(play.name_localizations['zh-CN']).toBeTruthy();
  });

  it('turns what people do into interactions; everyone sees the table, each only their own panel', async () => {
    const ann = open('Ann');
    const bo = open('bo');
    expect(await ann.act({ t: 'slash', channelId: CH, name: 'play', options: [{ type: 1, name: 'pirate-dice', options: [] }] })).toEqual({ t: 'result', nonce: 't1', ok: true });
    const table = await bo.waitFor(() => bo.channel(CH).find((m) => m.embeds.length && !m.ephemeral), 'the table on Bo’s page');
    expect(table.via).toEqual({ userId: '100000000000000001', command: '/play pirate-dice' });
    expect((await bo.act({ t: 'click', messageId: table.id, customId: pageControl(table, /:join$/) })).ok).toBe(true);
    expect((await ann.act({ t: 'click', messageId: table.id, customId: pageControl(table, /:start$/) })).ok).toBe(true);
    const playing = await ann.waitFor(() => {
      const now = ann.messages.get(table.id);
      return now?.components.some((row: any) => row.components.some((c: any) => /:panel$/.test(c.custom_id ?? ''))) ? now : null;
    }, 'the table in play');
    expect((await ann.act({ t: 'click', messageId: table.id, customId: pageControl(playing, /:panel$/) })).ok).toBe(true);
    expect((await bo.act({ t: 'click', messageId: table.id, customId: pageControl(playing, /:panel$/) })).ok).toBe(true);
    const annPanel = await ann.waitFor(() => ann.channel(CH).find((m) => m.ephemeral), 'Ann’s panel');
    const boPanel = await bo.waitFor(() => bo.channel(CH).find((m) => m.ephemeral), 'Bo’s panel');
    expect(annPanel.id).not.toBe(boPanel.id);
    expect(ann.channel(CH).filter((m) => m.ephemeral).map((m) => m.id)).toEqual([annPanel.id]);
    expect(bo.channel(CH).filter((m) => m.ephemeral).map((m) => m.id)).toEqual([boPanel.id]);
    // Bo reads in 简体中文: the panel is in Bo's language.
    expect(visibleText(boPanel)).toMatch(/[\u4e00-\u9fff]/);

    // "Play as": Ann's page switches to Chan, who is not playing: no panel at all.
    ann.send({ t: 'as', userId: '100000000000000003' });
    await ann.waitFor(() => ann.world?.you === '100000000000000003' && ann.received.at(-1)?.t === 'messages', 'the switch to Chan');
    expect(ann.channel(CH).some((m) => m.ephemeral)).toBe(false);
    expect(ann.messages.has(table.id)).toBe(true);
  });

  it('opens a thread the bot can serve, and shows a modal to the person who asked for it', async () => {
    const dee = open('Dee');
    await dee.waitFor(() => dee.world, 'the world');
    dee.send({ t: 'thread', parentId: CH, name: 'mid-autumn' });
    const thread = await dee.waitFor(() => dee.world?.channels.find((c: any) => c.type === 11), 'the thread');
    expect(thread).toMatchObject({ name: 'mid-autumn', parentId: CH });
    const asked = await dee.act({ t: 'slash', channelId: thread.id, name: 'play', options: [{ type: 1, name: 'bobing', options: [{ type: 3, name: 'prizes', value: 'custom' }] }] });
    expect(asked.ok).toBe(true);
    const modal = await dee.waitFor(() => dee.received.find((m) => m.t === 'modal'), 'the prize form');
    expect(modal.channelId).toBe(thread.id);
    const fields = modal.modal.components.map((row: any) => row.components[0].custom_id);
    const values = Object.fromEntries(fields.map((id: string, i: number) => [id, i === 0 ? '1 1 1 1 1 1' : '']));
    const submitted = await dee.act({ t: 'submit', channelId: thread.id, customId: modal.modal.custom_id, values });
    expect(submitted.ok).toBe(true);
    const table = await dee.waitFor(() => dee.channel(thread.id).find((m) => m.embeds.length), 'the 博饼 table in the thread');
    expect(table.ephemeral).toBe(false);
  });
});

describe('the playground page protocol, when the bot fails', () => {
  const CH = '930000000000000002';
  const fake = new FakeDiscord();
  let bridge: PlaygroundBridge;
  let page: { server: Server; url: string };
  let ann: PageClient;

  beforeAll(async () => {
    fake.addGuild({ id: GUILD, name: 'g', channels: [CH] });
    await fake.start();
    bridge = new PlaygroundBridge(fake, { id: GUILD, name: 'g' }, defaultPeople());
    page = await servePage(bridge, 0);
    ann = new PageClient(page.url, 'Ann');
  });
  afterAll(async () => {
    ann.close();
    bridge.close();
    page.server.closeAllConnections();
    page.server.close();
    await fake.stop();
  });

  it('fails the interaction where it was made when no bot is connected', async () => {
    const result = await ann.act({ t: 'slash', channelId: CH, name: 'table', options: [] });
    expect(result.ok).toBe(false);
    expect(result.detail).toMatch(/no bot is connected/);
  });

  it('fails the interaction where it was made when Discord refuses the bot’s answer, and says why', async () => {
    // A bot that answers every interaction with a message too long for Discord.
    const bot = new WebSocket(`ws://127.0.0.1:${fake.port}`);
    bot.on('message', (raw) => {
      const packet = JSON.parse(raw.toString());
      if (packet.op === 10) bot.send(JSON.stringify({ op: 2, d: { token: fake.token, intents: 1, properties: {} } }));
      if (packet.t === 'INTERACTION_CREATE') {
        void fetch(`${fake.apiUrl}/v10/interactions/${packet.d.id}/${packet.d.token}/callback`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ type: 4, data: { content: 'x'.repeat(2001) } }),
        });
      }
    });
    await ann.waitFor(() => ann.world?.botOnline, 'the bot online');
    const result = await ann.act({ t: 'slash', channelId: CH, name: 'table', options: [] });
    expect(result.ok).toBe(false);
    expect(result.detail).toContain('content is 2001 > 2000 characters');
    bot.close();
  });
});
