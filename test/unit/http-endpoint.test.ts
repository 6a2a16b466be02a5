import { MessageFlags } from 'discord.js';
import { afterEach, describe, expect, it } from 'vitest';
import { commandPayload, httpBot } from '../support/http-bot.js';

let bot: Awaited<ReturnType<typeof httpBot>> | undefined;
afterEach(async () => {
  await bot?.close();
  bot = undefined;
});

const answeredHi = async (interaction: import('discord.js').Interaction) => {
  if (interaction.isRepliable()) await interaction.reply({ content: 'hi', flags: MessageFlags.Ephemeral });
};

describe('the interactions endpoint: signatures', () => {
  it('a well-signed interaction is answered 200 with the handler answer', async () => {
    bot = await httpBot(answeredHi);
    const response = await bot.post(commandPayload());
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ type: 4, data: expect.objectContaining({ content: 'hi', flags: MessageFlags.Ephemeral }) });
  });

  it('refuses 401 a missing signature, a bad one, a body changed after signing, a stale or a future timestamp; the handler never runs', async () => {
    let ran = 0;
    bot = await httpBot(async (interaction) => {
      ran++;
      await answeredHi(interaction);
    });
    const body = JSON.stringify(commandPayload());
    const good = bot.signed(body);
    const post = (headers: Record<string, string>, sent = body) => fetch(`${bot!.url}/interactions`, { method: 'POST', body: sent, headers });
    const { 'x-signature-ed25519': _signature, ...unsigned } = good;
    expect((await post(unsigned)).status).toBe(401);
    expect((await post({ ...good, 'x-signature-ed25519': '00'.repeat(64) })).status).toBe(401);
    expect((await post({ ...good, 'x-signature-ed25519': 'not hex' })).status).toBe(401);
    expect((await post(good, body.replace('hand', 'hanD'))).status).toBe(401);
    const old = String(Math.floor(Date.now() / 1000) - 6 * 60);
    expect((await post(bot.signed(body, old))).status).toBe(401);
    const ahead = String(Math.floor(Date.now() / 1000) + 60);
    expect((await post(bot.signed(body, ahead))).status).toBe(401);
    expect(ran).toBe(0);
    expect((await post(good)).status).toBe(200);
    expect(ran).toBe(1);
  });

  it('answers a PING with a PONG, only when signed', async () => {
    bot = await httpBot(answeredHi);
    const ping = { id: '1', application_id: '100000000000000001', type: 1, token: 't', version: 1 };
    const response = await bot.post(ping);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ type: 1 });
    expect((await bot.post(ping, { 'content-type': 'application/json' })).status).toBe(401);
  });

  it('other paths 404, other methods 405, a body past the cap 413, /healthz 200', async () => {
    bot = await httpBot(answeredHi, { maxBodyBytes: 2048 });
    expect((await fetch(`${bot.url}/elsewhere`, { method: 'POST' })).status).toBe(404);
    const get = await fetch(`${bot.url}/interactions`);
    expect(get.status).toBe(405);
    expect(get.headers.get('allow')).toBe('POST');
    const large = { ...commandPayload(), padding: 'x'.repeat(4096) };
    expect((await bot.post(large)).status).toBe(413);
    const health = await fetch(`${bot.url}/healthz`);
    expect(health.status).toBe(200);
    expect(await health.json()).toMatchObject({ ready: true });
    expect((await bot.post(commandPayload())).status).toBe(200);
  });
});
