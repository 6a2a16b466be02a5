import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { FakeDiscord } from '../../src/standin/server.js';
import { USE_EXTERNAL_APPS } from '../../src/standin/installs.js';
import { TinyEndpoint, type TinyAnswer } from '../support/tiny-endpoint.js';

// The stand-in's model of installation (src/standin/installs.ts), each rule against a tiny endpoint
// in this process (no bot): owners and context of each place, app_permissions, Missing Access for
// the bot's token where its bot user is absent, the tokens' 15 minutes on the stand-in's clock, the
// follow-up limit of a user install, and responses forced ephemeral where external apps are off.
const WITH_BOT = '962000000000000001';
const WITH_BOT_CH = '962100000000000001';
const NO_BOT = '963000000000000001';
const NO_BOT_CH = '963100000000000001';
const LOCKED = '964000000000000001';
const LOCKED_CH = '964100000000000001';
const GROUP = '965000000000000001';
const ann = { id: '100000000000000001', username: 'ann' };
const bo = { id: '100000000000000002', username: 'bo' };
const chan = { id: '100000000000000003', username: 'chan' };

const fake = new FakeDiscord();
const endpoints: TinyEndpoint[] = [];

async function answering(answer: TinyAnswer): Promise<TinyEndpoint> {
  const started = await new TinyEndpoint(fake.interactionsPublicKey, answer).start();
  endpoints.push(started);
  fake.deliverInteractionsTo([started.url]);
  return started;
}
const reply =
  (data: unknown): TinyAnswer =>
  async () => ({ body: JSON.stringify({ type: 4, data }) });

async function rest(method: string, path: string, body?: unknown, bot = true): Promise<{ status: number; body: any }> {
  const response = await fetch(`${fake.apiUrl}/v10${path}`, {
    method,
    headers: { 'content-type': 'application/json', ...(bot ? { authorization: `Bot ${fake.token}` } : {}) },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  const text = await response.text();
  return { status: response.status, body: text ? JSON.parse(text) : null };
}

beforeAll(async () => {
  fake.addGuild({ id: WITH_BOT, name: 'Invited', channels: [WITH_BOT_CH] });
  fake.addGuild({ id: NO_BOT, name: 'Never invited', channels: [NO_BOT_CH], botInstalled: false });
  fake.addGuild({ id: LOCKED, name: 'No external apps', channels: [LOCKED_CH], botInstalled: false, externalApps: false });
  fake.addGroupDm({ id: GROUP, name: 'ann, bo, chan', recipients: [ann, bo, chan] });
  fake.installForUser(ann.id);
  await fake.start();
});
afterEach(async () => {
  for (const e of endpoints.splice(0)) await e.stop();
  fake.deliverInteractionsTo([]);
});
afterAll(() => fake.stop());

describe('installation in the stand-in', () => {
  it('names the installs that let each command happen, its context and the app permissions there', async () => {
    const seen = await answering(reply({ content: 'hi' }));
    await fake.slash(ann, WITH_BOT_CH, 'rules');
    await fake.slash(bo, WITH_BOT_CH, 'rules');
    await fake.slash(ann, NO_BOT_CH, 'rules');
    await fake.slash(ann, GROUP, 'rules');
    await fake.slashInDm(bo, 'rules');
    const [annInvited, boInvited, annNoBot, annGroup, boDm] = seen.received;
    expect(annInvited).toMatchObject({ context: 0, guild_id: WITH_BOT, authorizing_integration_owners: { '0': WITH_BOT, '1': ann.id } });
    expect(boInvited.authorizing_integration_owners).toEqual({ '0': WITH_BOT });
    expect(annNoBot).toMatchObject({ context: 0, guild_id: NO_BOT, authorizing_integration_owners: { '1': ann.id } });
    expect(annGroup).toMatchObject({ context: 2, authorizing_integration_owners: { '1': ann.id }, channel: { id: GROUP, type: 3 } });
    expect(annGroup.guild_id).toBeUndefined();
    expect(annGroup.member).toBeUndefined();
    expect(annGroup.user.id).toBe(ann.id);
    expect(annGroup.channel.recipients.map((r: { id: string }) => r.id)).toEqual([bo.id, chan.id]);
    expect(boDm).toMatchObject({ context: 1, authorizing_integration_owners: { '0': '0' } });
    // Where the bot is not, the app may only answer: no Administrator, no Manage Messages, no Send Messages in Threads.
    expect(BigInt(annInvited.app_permissions)).toBe(2147483647n);
    for (const where of [annNoBot, annGroup]) {
      const bits = BigInt(where.app_permissions);
      expect(bits & (1n << 11n)).toBe(1n << 11n);
      expect(bits & (1n << 13n)).toBe(0n);
      expect(bits & (1n << 3n)).toBe(0n);
    }
    // In a server without the bot the member has USE_EXTERNAL_APPS unless the server took it away.
    expect(BigInt(annNoBot.member.permissions) & USE_EXTERNAL_APPS).toBe(USE_EXTERNAL_APPS);
  });

  it('offers a person no command where the app is not installed for them', async () => {
    await answering(reply({ content: 'hi' }));
    await expect(fake.slash(bo, NO_BOT_CH, 'rules')).rejects.toThrow(/no installation/);
    await expect(fake.slash(chan, GROUP, 'rules')).rejects.toThrow(/no installation/);
  });

  it("gives a click the owners of the interaction whose message it is on: Bo plays on Ann's table", async () => {
    const seen = await answering(reply({ content: 'table', components: [{ type: 1, components: [{ type: 2, style: 1, label: 'Join', custom_id: 'join' }] }] }));
    const play = await fake.slash(ann, GROUP, 'play');
    await fake.click(bo, play.messages[0]!, 'join');
    const click = seen.received.at(-1);
    expect(click).toMatchObject({ type: 3, context: 2, authorizing_integration_owners: { '1': ann.id }, user: { id: bo.id } });
  });

  it("keeps a click answered by updating its message as that interaction's @original, follow-ups or not", async () => {
    await answering(async (interaction) =>
      interaction.type === 3
        ? { body: JSON.stringify({ type: 7, data: { content: 'updated by the click' } }) }
        : {
            body: JSON.stringify({
              type: 4,
              data: { content: 'table', components: [{ type: 1, components: [{ type: 2, style: 1, label: 'Roll', custom_id: 'roll' }] }] },
            }),
          },
    );
    const play = await fake.slash(ann, GROUP, 'play');
    const table = play.messages[0]!;
    const click = await fake.click(bo, table, 'roll');
    expect((await rest('POST', `/webhooks/${fake.applicationId}/${click.token}`, { content: 'your turn' }, false)).status).toBe(200);
    expect((await rest('PATCH', `/webhooks/${fake.applicationId}/${click.token}/messages/@original`, { content: 'a later move' }, false)).status).toBe(200);
    expect(table.content).toBe('a later move');
    expect(click.messages.map((m) => m.content)).toEqual(['your turn']);
  });

  it('refuses every bot-token call into a channel without the bot with 403 Missing Access (50001), and lets them where it is', async () => {
    for (const channel of [GROUP, NO_BOT_CH, LOCKED_CH]) {
      const before = fake.channelMessages(channel).length;
      const posted = await rest('POST', `/channels/${channel}/messages`, { content: 'hello' });
      expect(posted).toEqual({ status: 403, body: { message: 'Missing Access', code: 50001 } });
      expect((await rest('PATCH', `/channels/${channel}/messages/1`, { content: 'x' })).body.code).toBe(50001);
      expect((await rest('DELETE', `/channels/${channel}/messages/1`)).body.code).toBe(50001);
      expect(fake.channelMessages(channel)).toHaveLength(before);
    }
    expect((await rest('POST', `/channels/${WITH_BOT_CH}/messages`, { content: 'hello' })).status).toBe(200);
  });

  it("lets an interaction's token reach its messages for 15 minutes on the stand-in's clock, then answers 401 Invalid Webhook Token (50027)", async () => {
    await answering(reply({ content: 'table' }));
    const play = await fake.slash(ann, GROUP, 'play');
    const at = `/webhooks/${fake.applicationId}/${play.token}/messages/@original`;
    expect((await rest('PATCH', at, { content: 'at 0 min' }, false)).status).toBe(200);
    fake.clock.advance(14 * 60_000);
    expect((await rest('PATCH', at, { content: 'at 14 min' }, false)).status).toBe(200);
    expect(play.messages[0]!.content).toBe('at 14 min');
    fake.clock.advance(61_000);
    expect(await rest('PATCH', at, { content: 'at 15 min' }, false)).toEqual({ status: 401, body: { message: 'Invalid Webhook Token', code: 50027 } });
    expect((await rest('POST', `/webhooks/${fake.applicationId}/${play.token}`, { content: 'late' }, false)).body.code).toBe(50027);
    expect(play.messages[0]!.content).toBe('at 14 min');
  });

  it('allows 5 follow-ups to an interaction through a user install only, and more where the server installed the app', async () => {
    await answering(reply({ content: 'table' }));
    const followUps = async (channel: string) => {
      const record = await fake.slash(ann, channel, 'play');
      const statuses: Array<{ status: number; code?: number }> = [];
      for (let i = 0; i < 6; i++) {
        const sent = await rest('POST', `/webhooks/${fake.applicationId}/${record.token}`, { content: `ping ${i}` }, false);
        statuses.push({ status: sent.status, ...(sent.body?.code ? { code: sent.body.code } : {}) });
      }
      return statuses;
    };
    const grouped = await followUps(GROUP);
    expect(grouped.slice(0, 5).every((s) => s.status === 200)).toBe(true);
    expect(grouped[5]).toEqual({ status: 400, code: 40094 });
    expect((await followUps(WITH_BOT_CH)).every((s) => s.status === 200)).toBe(true);
  });

  it('makes every response ephemeral in a server without the bot that turned external apps off, and only there', async () => {
    const seen = await answering(reply({ content: 'a public table' }));
    const locked = await fake.slash(ann, LOCKED_CH, 'play');
    expect(BigInt(seen.received.at(-1).member.permissions) & USE_EXTERNAL_APPS).toBe(0n);
    expect(locked.messages[0]!.visibleTo).toBe(ann.id);
    expect(fake.channelMessages(LOCKED_CH)).toEqual([]);
    const followUp = await rest('POST', `/webhooks/${fake.applicationId}/${locked.token}`, { content: 'for all?' }, false);
    expect(followUp.body.flags & 64).toBe(64);
    const open = await fake.slash(ann, NO_BOT_CH, 'play');
    expect(open.messages[0]!.visibleTo).toBeUndefined();
    expect(fake.channelMessages(NO_BOT_CH).at(-1)?.content).toBe('a public table');
  });
});
