import { readdirSync, readFileSync } from 'node:fs';
import { runInNewContext } from 'node:vm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { GAMES } from '../support/games.js';
import { slashCommands } from '../../src/commands/index.js';
import { FakeDiscord } from '../../src/standin/server.js';
import { FAILURE_REASONS } from '../../src/playground/answer-watch.js';
import { PlaygroundBridge } from '../../src/playground/playground-bridge.js';
import { finalAnswer } from '../../src/standin/answers.js';
import type { StandinEvent } from '../../src/standin/events.js';
import { PAGE_DIR } from '../../src/playground/page-server.js';
import { registerCommands, ServedPage } from '../support/served-page.js';
import { defaultPeople } from '../../src/playground/world.js';
import { GUILD, World } from '../support/world.js';
import { PageClient, pageControl } from '../support/page-client.js';
import { visibleText, rowsOf } from '../support/fake-discord/driver.js';

const COMMANDS = slashCommands(GAMES);

describe('the playground page protocol, with the real bot', () => {
  const CH = '930000000000000001';
  const world = new World([CH]);
  let page: ServedPage;
  const open = (as: string) => page.open(as);

  beforeAll(async () => {
    await world.start();
    page = await ServedPage.serve(new PlaygroundBridge(world.fake, { id: GUILD, name: 'Parlor test guild' }, defaultPeople()));
    await registerCommands(world.fake, GUILD);
  }, 60_000);
  afterAll(async () => {
    page.close();
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
    expect(await ann.act({ t: 'slash', channelId: CH, name: 'play', options: [{ type: 1, name: 'pirate-dice', options: [] }] })).toEqual({
      t: 'result',
      nonce: 't1',
      ok: true,
    });
    const table = await bo.waitFor(() => bo.channel(CH).find((m) => (m.embeds.length || m.components.length) && !m.ephemeral), 'the table on Bo’s page');
    // "Ann used /play pirate-dice", each page naming the command as the bot named it in its person's language.
    expect(table.via).toEqual({ userId: '100000000000000001', command: '/开桌 海盗骰子' });
    expect((await ann.waitFor(() => ann.messages.get(table.id), 'the table on Ann’s page')).via.command).toBe('/play pirate-dice');
    expect((await bo.act({ t: 'click', messageId: table.id, customId: pageControl(table, /:join$/) })).ok).toBe(true);
    expect((await ann.act({ t: 'click', messageId: table.id, customId: pageControl(table, /:start$/) })).ok).toBe(true);
    const playing = await ann.waitFor(() => {
      const now = ann.messages.get(table.id);
      return now && rowsOf(now).some((row: any) => row.components.some((c: any) => /:panel$/.test(c.custom_id ?? ''))) ? now : null;
    }, 'the table in play');
    expect((await ann.act({ t: 'click', messageId: table.id, customId: pageControl(playing, /:panel$/) })).ok).toBe(true);
    expect((await bo.act({ t: 'click', messageId: table.id, customId: pageControl(playing, /:panel$/) })).ok).toBe(true);
    const annPanel = await ann.waitFor(() => ann.channel(CH).find((m) => m.ephemeral), 'Ann’s panel');
    const boPanel = await bo.waitFor(() => bo.channel(CH).find((m) => m.ephemeral), 'Bo’s panel');
    expect(annPanel.id).not.toBe(boPanel.id);
    expect(
      ann
        .channel(CH)
        .filter((m) => m.ephemeral)
        .map((m) => m.id),
    ).toEqual([annPanel.id]);
    expect(
      bo
        .channel(CH)
        .filter((m) => m.ephemeral)
        .map((m) => m.id),
    ).toEqual([boPanel.id]);
    // Bo reads in 简体中文: the panel is in Bo's language.
    expect(visibleText(boPanel)).toMatch(/[\u4e00-\u9fff]/);

    // "Play as": Ann's page switches to Chan, who is not playing: no panel at all.
    ann.send({ t: 'as', userId: '100000000000000003' });
    await ann.waitFor(() => ann.world?.you === '100000000000000003' && ann.received.at(-1)?.t === 'messages', 'the switch to Chan');
    expect(ann.channel(CH).some((m) => m.ephemeral)).toBe(false);
    expect(ann.messages.get(table.id)?.via.command).toBe('/게임 해적주사위');
  });

  it('opens a thread the bot can serve, and shows a modal to the person who asked for it', async () => {
    const dee = open('Dee');
    await dee.waitFor(() => dee.world, 'the world');
    dee.send({ t: 'thread', parentId: CH, name: 'mid-autumn' });
    const thread = await dee.waitFor(() => dee.world?.channels.find((c: any) => c.type === 11), 'the thread');
    expect(thread).toMatchObject({ name: 'mid-autumn', parentId: CH });
    const asked = await dee.act({
      t: 'slash',
      channelId: thread.id,
      name: 'play',
      options: [{ type: 1, name: 'bobing', options: [{ type: 3, name: 'prizes', value: 'custom' }] }],
    });
    expect(asked.ok).toBe(true);
    const modal = await dee.waitFor(() => dee.received.find((m) => m.t === 'modal'), 'the prize form');
    expect(modal.channelId).toBe(thread.id);
    const fields = modal.modal.components.map((row: any) => row.components[0].custom_id);
    const values = Object.fromEntries(fields.map((id: string, i: number) => [id, i === 0 ? '1 1 1 1 1 1' : '']));
    const submitted = await dee.act({ t: 'submit', channelId: thread.id, customId: modal.modal.custom_id, values });
    expect(submitted.ok).toBe(true);
    const table = await dee.waitFor(() => dee.channel(thread.id).find((m) => m.embeds.length || m.components.length), 'the 博饼 table in the thread');
    expect(table.ephemeral).toBe(false);
  });
});

describe('the playground page protocol, when the bot fails', () => {
  const CH = '930000000000000002';
  const fake = new FakeDiscord();
  let page: ServedPage;
  let ann: PageClient;

  beforeAll(async () => {
    fake.addGuild({ id: GUILD, name: 'g', channels: [CH] });
    await fake.start();
    page = await ServedPage.serve(new PlaygroundBridge(fake, { id: GUILD, name: 'g' }, defaultPeople()));
    ann = page.open('Ann');
  });
  afterAll(async () => {
    page.close();
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

describe('the playground page protocol, with a bot that answers slowly', () => {
  const CH = '930000000000000003';
  const fake = new FakeDiscord();
  const events: StandinEvent[] = [];
  const interactions: any[] = [];
  let page: ServedPage;
  let ann: PageClient;
  let bot: WebSocket;
  const rest = (method: string, path: string, body?: unknown, auth = false) =>
    fetch(`${fake.apiUrl}/v10${path}`, {
      method,
      headers: { 'content-type': 'application/json', ...(auth ? { authorization: `Bot ${fake.token}` } : {}) },
      ...(body ? { body: JSON.stringify(body) } : {}),
    });
  /** The next interaction the page sends, as the hand-driven bot receives it. */
  const nextInteraction = (before: number) => fake.waitFor(() => interactions[before], 'the interaction at the bot');

  beforeAll(async () => {
    fake.addGuild({ id: GUILD, name: 'g', channels: [CH] });
    await fake.start();
    fake.onEvent((event) => events.push(event));
    page = await ServedPage.serve(new PlaygroundBridge(fake, { id: GUILD, name: 'g' }, defaultPeople()));
    // A bot driven by hand: it takes interactions, and the test answers them when it chooses.
    bot = new WebSocket(`ws://127.0.0.1:${fake.port}`);
    bot.on('message', (raw) => {
      const packet = JSON.parse(raw.toString());
      if (packet.op === 10) bot.send(JSON.stringify({ op: 2, d: { token: fake.token, intents: 1, properties: {} } }));
      if (packet.t === 'INTERACTION_CREATE') interactions.push(packet.d);
    });
    ann = page.open('Ann');
    await ann.waitFor(() => ann.world?.botOnline, 'the bot online');
  });
  afterAll(async () => {
    bot.close();
    page.close();
    await fake.stop();
  });

  it('a deferred reply shows a "thinking" placeholder to the page, then the answer in its place', async () => {
    const before = interactions.length;
    const result = ann.act({ t: 'slash', channelId: CH, name: 'table', options: [] });
    const d = await nextInteraction(before);
    expect((await rest('POST', `/interactions/${d.id}/${d.token}/callback`, { type: 5 })).status).toBe(204);
    expect((await result).ok).toBe(true);
    const placeholder = await ann.waitFor(() => ann.channel(CH).find((m) => m.thinking), 'the placeholder');
    expect(placeholder).toMatchObject({ content: '', thinking: true, edited: false, via: { command: '/table' } });
    expect((await rest('PATCH', `/webhooks/${fake.applicationId}/${d.token}/messages/@original`, { content: 'the table is here' })).status).toBe(200);
    const answer = await ann.waitFor(() => (ann.messages.get(placeholder.id)?.thinking === false ? ann.messages.get(placeholder.id) : null), 'the answer');
    expect(answer).toMatchObject({ content: 'the table is here', edited: false });
    expect(finalAnswer(fake.interactions.get(d.token)!)).toEqual({ text: 'the table is here', ephemeral: false, deferred: true });
  });

  it('a deferred update shows nothing new; the clicked message changes when the bot edits it', async () => {
    const posted = await (
      await rest(
        'POST',
        `/channels/${CH}/messages`,
        { content: 'a table', components: [{ type: 1, components: [{ type: 2, style: 1, label: 'go', custom_id: 'go' }] }] },
        true,
      )
    ).json();
    const shown = await ann.waitFor(() => ann.messages.get(posted.id), 'the message');
    const count = ann.channel(CH).length;
    const before = interactions.length;
    const result = ann.act({ t: 'click', messageId: shown.id, customId: 'go' });
    const d = await nextInteraction(before);
    expect((await rest('POST', `/interactions/${d.id}/${d.token}/callback`, { type: 6 })).status).toBe(204);
    expect((await result).ok).toBe(true);
    expect(ann.channel(CH)).toHaveLength(count);
    expect(ann.messages.get(posted.id)).toMatchObject({ content: 'a table', edited: false });
    expect((await rest('PATCH', `/webhooks/${fake.applicationId}/${d.token}/messages/@original`, { content: 'a table, moved' })).status).toBe(200);
    await ann.waitFor(() => ann.messages.get(posted.id)?.content === 'a table, moved', 'the edit');
    expect(ann.channel(CH)).toHaveLength(count);
    expect(ann.messages.get(posted.id)?.edited).toBe(true);
  });

  it('an answer after 3 s: the page is told the interaction failed, and Discord refuses the answer', async () => {
    const before = interactions.length;
    const shownBefore = ann.channel(CH).length;
    const result = ann.act({ t: 'slash', channelId: CH, name: 'rules', options: [] });
    const d = await nextInteraction(before);
    const failed = await result;
    expect(failed).toMatchObject({ ok: false });
    expect(['no-answer', 'late']).toContain((failed as any).reason);
    const late = await rest('POST', `/interactions/${d.id}/${d.token}/callback`, { type: 4, data: { content: 'too late' } });
    expect(late.status).toBe(404);
    expect((await late.json()).code).toBe(10062);
    expect(fake.lateAnswers.map((a) => a.id)).toEqual([d.id]);
    expect(fake.lateAnswers[0]!.afterMs).toBeGreaterThan(3_000);
    expect(events.some((e) => e.kind === 'late' && e.record.id === d.id)).toBe(true);
    expect(ann.channel(CH)).toHaveLength(shownBefore);
  });
});

describe('the page’s own words', () => {
  const { CLIENT_WORDS: table, REASON_WORDS: reasons } = runInNewContext(
    `${readFileSync(`${PAGE_DIR}words.js`, 'utf8')}\n;({ CLIENT_WORDS, REASON_WORDS })`,
  ) as {
    CLIENT_WORDS: Record<string, Record<string, string | ((...args: string[]) => string)>>;
    REASON_WORDS: Record<string, string>;
  };
  const english = Object.keys(table.en!);
  const rendered = (word: string | ((...args: string[]) => string)) => (typeof word === 'function' ? word(...Array(word.length).fill('Ann')) : word);

  it('has every word in English, 简体中文 and 한국어, of the same kind', () => {
    expect(Object.keys(table).sort()).toEqual(['en', 'ko', 'zh-CN']);
    for (const language of ['zh-CN', 'ko']) {
      expect(Object.keys(table[language]!).sort(), language).toEqual([...english].sort());
      for (const key of english) {
        const [en, other] = [table.en![key]!, table[language]![key]!];
        expect(typeof other, `${language} ${key}`).toBe(typeof en);
        if (typeof en === 'function' && typeof other === 'function') expect(other.length, `${language} ${key}`).toBe(en.length);
      }
    }
  });

  it('leaves no English word in the Chinese or Korean frame (names of people, the bot and Discord aside)', () => {
    for (const language of ['zh-CN', 'ko']) {
      for (const key of english) {
        const words = rendered(table[language]![key]!).replace(/\b(Ann|Parlor|Discord)\b/g, '');
        expect(words, `${language} ${key}`).not.toMatch(/[A-Za-z]{2,}/);
      }
    }
  });

  it('has a word for every word the page asks for: in index.html, in its modules, and every failure the bridge reports', () => {
    const html = readFileSync(`${PAGE_DIR}index.html`, 'utf8');
    const modules = readdirSync(PAGE_DIR).filter((name) => name.endsWith('.js') && name !== 'words.js');
    expect(modules).toContain('client.js');
    const client = modules.map((name) => readFileSync(`${PAGE_DIR}${name}`, 'utf8')).join('\n');
    const asked = new Set([
      ...[...html.matchAll(/data-word(?:-label|-placeholder)?="([^"]+)"/g)].map((m) => m[1]!),
      ...[...client.matchAll(/(?:\bw|words\(\))\.(\w+)/g)].map((m) => m[1]!),
      ...Object.values(reasons),
    ]);
    expect(asked.size).toBeGreaterThan(30);
    expect([...asked].filter((key) => !english.includes(key))).toEqual([]);
    expect([...FAILURE_REASONS, 'connection'].filter((reason) => !reasons[reason])).toEqual([]);
  });

  it('shows no English text in the page’s HTML that is not given a word (the page replaces it in the person’s language)', () => {
    const html = readFileSync(`${PAGE_DIR}index.html`, 'utf8').replace(/<script[\s\S]*?<\/script>/g, '');
    // Elements whose text is a word: their English text is the fallback before the page knows its person.
    const untranslated = [...html.matchAll(/<(\w+)([^>]*)>([^<]*[A-Za-z]{2,}[^<]*)</g)]
      .filter(([, , attrs]) => !/data-word="/.test(attrs!) && !/id="locale-ja"/.test(attrs!))
      .map(([, , , text]) => text!.trim())
      .filter((text) => !/^(English|English \(UK\)|Parlor Playground)$/.test(text));
    expect(untranslated).toEqual([]);
    const attributes = [...html.matchAll(/\s(placeholder|aria-label|title)="([^"]*[A-Za-z][^"]*)"/g)].map((m) => m[0]);
    const given = [...html.matchAll(/data-word-(label|placeholder)="/g)].length;
    expect(attributes).toHaveLength(given);
  });
});
