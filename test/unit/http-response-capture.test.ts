import { setTimeout as sleep } from 'node:timers/promises';
import { MessageFlags, type Interaction } from 'discord.js';
import { afterEach, describe, expect, it } from 'vitest';
import { buttonPayload, commandPayload, httpBot } from '../support/http-bot.js';

let bot: Awaited<ReturnType<typeof httpBot>> | undefined;
afterEach(async () => {
  await bot?.close();
  bot = undefined;
});

const PNG = Buffer.from('89504e470d0a1a0a0000000d4948445200000001000000010806000000', 'hex');

describe('the first answer is the HTTP response', () => {
  it('JSON: the reply is the body, no callback reaches Discord, and the written message is read back for the caller', async () => {
    let repliedId: string | undefined;
    bot = await httpBot(async (interaction) => {
      if (!interaction.isChatInputCommand()) return;
      const response = await interaction.reply({ content: 'the table', withResponse: true });
      repliedId = response.resource?.message?.id;
    });
    const response = await bot.post(commandPayload());
    expect(response.headers.get('content-type')).toBe('application/json');
    expect(await response.json()).toEqual({ type: 4, data: expect.objectContaining({ content: 'the table' }) });
    await sleep(50);
    expect(bot.passedOn.some((call) => call.path.includes('/callback'))).toBe(false);
    expect(bot.passedOn).toEqual([{ method: 'GET', path: '/webhooks/100000000000000001/token-500000000000000001/messages/@original', body: null }]);
    expect(repliedId).toBe('900000000000000001');
  });

  it('multipart: a picture goes as payload_json and files[0] in the response itself', async () => {
    bot = await httpBot(async (interaction) => {
      if (!interaction.isButton()) return;
      await interaction.update({ content: 'rolled', files: [{ attachment: PNG, name: 'table.png' }] });
    });
    const response = await bot.post(buttonPayload());
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^multipart\/form-data; boundary=/);
    const form = await response.formData();
    expect(JSON.parse(form.get('payload_json') as string)).toEqual({ type: 7, data: expect.objectContaining({ content: 'rolled' }) });
    const file = form.get('files[0]') as File;
    expect(file.name).toBe('table.png');
    expect(Buffer.from(await file.arrayBuffer())).toEqual(PNG);
    expect(bot.passedOn).toEqual([]);
  });

  it('after the first answer, follow-ups and edits of @original go through the webhook (REST), not the response', async () => {
    const seen: string[] = [];
    bot = await httpBot(async (interaction) => {
      if (!interaction.isChatInputCommand()) return;
      await interaction.reply({ content: 'one' });
      await interaction.followUp({ content: 'two' });
      await interaction.editReply({ content: 'one, edited' });
      seen.push('done');
    });
    expect(await (await bot.post(commandPayload())).json()).toMatchObject({ type: 4, data: { content: 'one' } });
    await sleep(50);
    expect(seen).toEqual(['done']);
    expect(bot.passedOn.map((call) => `${call.method} ${call.path}`)).toEqual([
      'POST /webhooks/100000000000000001/token-500000000000000001',
      'PATCH /webhooks/100000000000000001/token-500000000000000001/messages/@original',
    ]);
  });
});

describe('a handler slower than the deadline', () => {
  const slowly = (answer: (interaction: Interaction) => Promise<unknown>) => async (interaction: Interaction) => {
    await sleep(150);
    await answer(interaction);
  };

  it('a click is deferred on its message (type 6), and its update edits @original through REST', async () => {
    bot = await httpBot(
      slowly((i) => (i.isButton() ? i.update({ content: 'late roll' }) : Promise.resolve())),
      { deadlineMs: 40 },
    );
    const started = Date.now();
    const response = await bot.post(buttonPayload());
    expect(await response.json()).toEqual({ type: 6 });
    expect(Date.now() - started).toBeLessThan(140);
    await sleep(250);
    expect(bot.passedOn).toEqual([
      {
        method: 'PATCH',
        path: '/webhooks/100000000000000001/token-500000000000000002/messages/@original',
        body: expect.objectContaining({ content: 'late roll' }),
      },
    ]);
  });

  it('a command gets a private placeholder (type 5, ephemeral); a private answer fills it in, a public one follows up and removes it', async () => {
    bot = await httpBot(
      slowly((i) =>
        i.isChatInputCommand()
          ? i.reply(i.id.endsWith('1') ? { content: 'your hand', flags: MessageFlags.Ephemeral } : { content: 'the table' })
          : Promise.resolve(),
      ),
      { deadlineMs: 40 },
    );
    const [privately, publicly] = await Promise.all([bot.post(commandPayload('500000000000000011')), bot.post(commandPayload('500000000000000012'))]);
    expect(await privately.json()).toEqual({ type: 5, data: { flags: MessageFlags.Ephemeral } });
    expect(await publicly.json()).toEqual({ type: 5, data: { flags: MessageFlags.Ephemeral } });
    await sleep(250);
    const calls = (token: string) => bot!.passedOn.filter((call) => call.path.includes(token));
    expect(calls('token-500000000000000011')).toEqual([
      {
        method: 'PATCH',
        path: '/webhooks/100000000000000001/token-500000000000000011/messages/@original',
        body: expect.objectContaining({ content: 'your hand', flags: 0 }),
      },
    ]);
    expect(calls('token-500000000000000012').map((call) => `${call.method} ${call.path}`)).toEqual([
      'POST /webhooks/100000000000000001/token-500000000000000012',
      'DELETE /webhooks/100000000000000001/token-500000000000000012/messages/@original',
    ]);
  });

  it('a handler that ends without answering leaves a failed interaction (500), not a hang', async () => {
    bot = await httpBot(async () => {});
    expect((await bot.post(commandPayload())).status).toBe(500);
  });
});
