import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PlaygroundBridge } from '../../src/playground/playground-bridge.js';
import { registerCommands, ServedPage } from '../support/served-page.js';
import { addElsewhere, defaultPeople, elsewherePlaces } from '../../src/playground/world.js';
import { GUILD, World } from '../support/world.js';
import { pageControl } from '../support/page-client.js';

// Issue 32 in the playground: a group DM of Ann, Bo and Chan where Ann installed Parlor for herself,
// and a server that never invited the bot; both played through the page's API like the server's channels.
const CH = '930000000000000101';
const people = defaultPeople();
const places = elsewherePlaces(people);
const groupDm = places.find((p) => p.kind === 'group-dm')!;
const noBot = places.find((p) => p.kind === 'server-without-bot')!;
const world = new World([CH], { NODE_ENV: 'test' });
addElsewhere(world.fake, places, people);
let page: ServedPage;
const open = (as: string) => page.open(as);

beforeAll(async () => {
  await world.start();
  page = await ServedPage.serve(new PlaygroundBridge(world.fake, { id: GUILD, name: 'Parlor test guild' }, people, () => undefined, places));
  await registerCommands(world.fake, GUILD);
}, 60_000);
afterAll(async () => {
  page.close();
  await world.stop();
});

const isTable = (m: Record<string, any>) => !m.ephemeral && m.components.length > 0;

describe('the playground beyond its server', () => {
  it('lists the group DM to its three people only, and the server without the bot to everyone, each with who installed Parlor', async () => {
    const bo = open('Bo');
    const dee = open('Dee');
    const boWorld = await bo.waitFor(() => bo.world, 'Bo’s world');
    const deeWorld = await dee.waitFor(() => dee.world, 'Dee’s world');
    expect(boWorld.channels.map((c: any) => `${c.place} ${c.type} ${c.name}`)).toEqual([
      `${GUILD} 0 ${boWorld.channels[0].name}`,
      `${noBot.id} 0 games`,
      `${groupDm.id} 3 Ann, Bo, Chan`,
    ]);
    expect(boWorld.places).toEqual([
      { id: noBot.id, name: noBot.name, kind: 'server-without-bot', installedBy: 'Ann', offersCommands: false },
      { id: groupDm.id, name: 'Ann, Bo, Chan', kind: 'group-dm', installedBy: 'Ann', offersCommands: false },
    ]);
    // Discord lists Parlor's commands there only to Ann, who installed it.
    const ann = open('Ann');
    const annWorld = await ann.waitFor(() => ann.world, 'Ann’s world');
    expect(annWorld.places.map((p: any) => p.offersCommands)).toEqual([true, true]);
    expect(deeWorld.channels.map((c: any) => c.id)).not.toContain(groupDm.id);
    expect(deeWorld.places.map((p: any) => p.kind)).toEqual(['server-without-bot']);
  });

  it('opens a game in the group DM from Ann’s page; Bo, who never installed Parlor, plays it with the buttons; Dee sees nothing of it', async () => {
    const ann = open('Ann');
    const bo = open('Bo');
    const dee = open('Dee');
    await dee.waitFor(() => dee.world, 'Dee’s world');
    expect(await ann.act({ t: 'slash', channelId: groupDm.id, name: 'play', options: [{ type: 1, name: 'yahtzee', options: [] }] })).toMatchObject({
      ok: true,
    });
    const table = await bo.waitFor(() => bo.channel(groupDm.id).find(isTable), 'the table on Bo’s page');
    expect(await world.session(groupDm.id)).toMatchObject({ hostedOn: 'interactions', guildId: null, channelId: groupDm.id });
    // Discord's client offers Bo no command here (only Ann installed Parlor): the page says why.
    expect(await bo.act({ t: 'slash', channelId: groupDm.id, name: 'hand', options: [] })).toMatchObject({ ok: false, reason: 'not-installed' });
    expect((await bo.act({ t: 'click', messageId: table.id, customId: pageControl(table, /:join$/) })).ok).toBe(true);
    expect((await ann.act({ t: 'click', messageId: table.id, customId: pageControl(table, /:start$/) })).ok).toBe(true);
    const playing = await ann.waitFor(() => {
      const shown = ann.messages.get(table.id);
      return shown && JSON.stringify(shown).includes('round 1 of 13') && shown;
    }, 'the game started on Ann’s page');
    expect((await ann.act({ t: 'click', messageId: playing.id, customId: pageControl(playing, /:g:roll$/) })).ok).toBe(true);
    // Dee is not in the group: none of its messages reach her page, and she cannot act there.
    expect(dee.channel(groupDm.id)).toEqual([]);
    expect([...dee.messages.values()].some((m) => m.channelId === groupDm.id)).toBe(false);
    expect(await dee.act({ t: 'click', messageId: table.id, customId: pageControl(playing, /:g:roll$/) })).toMatchObject({
      ok: false,
      reason: 'unknown-message',
    });
    // The bot never called into the group with its own token.
    expect(world.fake.calls.filter((c) => c.path.includes(`/channels/${groupDm.id}`))).toEqual([]);
    expect(world.fake.violations).toEqual([]);
  }, 60_000);

  it('opens a public table in the server without the bot, for every member', async () => {
    const ann = open('Ann');
    const dee = open('Dee');
    const channelId = noBot.channels[0]!.id;
    expect(await ann.act({ t: 'slash', channelId, name: 'play', options: [{ type: 1, name: 'pirate-dice', options: [] }] })).toMatchObject({ ok: true });
    const table = await dee.waitFor(() => dee.channel(channelId).find(isTable), 'the table on Dee’s page');
    expect(await world.session(channelId)).toMatchObject({ hostedOn: 'interactions', guildId: noBot.id });
    expect((await dee.act({ t: 'click', messageId: table.id, customId: pageControl(table, /:join$/) })).ok).toBe(true);
    expect(world.fake.calls.filter((c) => c.path.includes(`/channels/${channelId}`))).toEqual([]);
  }, 60_000);
});
