import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { FakeDiscord } from '../../src/standin/server.js';
import { BAD_REQUEST_KINDS } from '../../src/standin/endpoint-probe.js';
import { TinyEndpoint, type TinyAnswer } from '../support/tiny-endpoint.js';
import { users } from '../support/fake-discord/driver.js';

// The stand-in's side of HTTP interactions, against tiny endpoints in this process (no bot): signed
// delivery, the HTTP answer taken as the callback (JSON or multipart with files), the balancer over
// several workers, Discord's check of an endpoint URL, and the failures Discord's client would show.
const GUILD = '960000000000000001';
const CH = '961000000000000001';
const fake = new FakeDiscord();
const endpoints: TinyEndpoint[] = [];

const json = (body: unknown) => ({ body: JSON.stringify(body) });
const reply =
  (content: string): TinyAnswer =>
  async () =>
    json({ type: 4, data: { content } });

async function endpoint(answer: TinyAnswer, strict = true): Promise<TinyEndpoint> {
  const started = await new TinyEndpoint(fake.interactionsPublicKey, answer, strict).start();
  endpoints.push(started);
  return started;
}

/** A multipart/form-data answer as Discord takes one: payload_json, then files[n]. */
async function multipart(payload: unknown, files: Array<{ name: string; bytes: Buffer; type: string }>) {
  const form = new FormData();
  form.append('payload_json', JSON.stringify(payload));
  files.forEach((f, i) => form.append(`files[${i}]`, new Blob([new Uint8Array(f.bytes)], { type: f.type }), f.name));
  const response = new Response(form);
  return { headers: { 'content-type': response.headers.get('content-type')! }, body: Buffer.from(await response.arrayBuffer()) };
}

beforeAll(async () => {
  fake.addGuild({ id: GUILD, name: 'HTTP guild', channels: [CH] });
  await fake.start();
});
afterEach(async () => {
  for (const e of endpoints.splice(0)) await e.stop();
  fake.deliverInteractionsTo([]);
});
afterAll(() => fake.stop());

describe('the stand-in delivers interactions over HTTP', () => {
  it('holds an Ed25519 key pair: the public key is 32 raw bytes in hex', () => {
    expect(fake.interactionsPublicKey).toMatch(/^[0-9a-f]{64}$/);
    expect(new FakeDiscord().interactionsPublicKey).not.toBe(fake.interactionsPublicKey);
  });

  it('checks an endpoint as Discord does when its URL is saved: PING answered, every bad request refused with 401', async () => {
    const strict = await endpoint(reply('hi'));
    const good = await fake.checkInteractionsEndpoint(strict.url);
    expect(good.problems).toEqual([]);
    expect(good.ping).toEqual({ status: 200, body: { type: 1 } });
    expect(Object.values(good.refusals)).toEqual(BAD_REQUEST_KINDS.map(() => 401));

    // An endpoint that checks nothing is caught on every kind of bad request.
    const lax = await endpoint(reply('hi'), false);
    const bad = await fake.checkInteractionsEndpoint(lax.url);
    expect(bad.ping.status).toBe(200);
    expect(bad.problems).toHaveLength(BAD_REQUEST_KINDS.length);
    for (const kind of BAD_REQUEST_KINDS) expect(bad.problems.some((p) => p.includes(`a ${kind} request was answered 200`))).toBe(true);
    expect(await fake.sendBadRequest(lax.url, 'stale-timestamp')).toBe(200);
    expect(await fake.sendBadRequest(strict.url, 'stale-timestamp')).toBe(401);
  });

  it('signs each interaction, takes the JSON answer as the callback, and lets follow-ups through the webhook', async () => {
    const seen = await endpoint(async (interaction) => {
      // A follow-up sent before the HTTP answer has even left: Discord takes the answer first, so it waits for it.
      void fetch(`${fake.apiUrl}/v10/webhooks/${interaction.application_id}/${interaction.token}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ content: 'and a follow-up' }),
      });
      await new Promise((r) => setTimeout(r, 100));
      return json({ type: 4, data: { content: `hello ${interaction.member.user.username}` } });
    });
    fake.deliverInteractionsTo([seen.url]);
    const record = await fake.slash(users.ann, CH, 'play', []);
    expect(seen.received.map((i) => [i.type, i.data.name, i.token])).toEqual([[2, 'play', record.token]]);
    expect(record.callback).toEqual({ type: 4, data: { content: 'hello ann' } });
    expect(record.deliveredTo).toBe(seen.url);
    await fake.waitFor(() => record.messages.length === 2, 'the follow-up');
    expect(record.messages.map((m) => m.content)).toEqual(['hello ann', 'and a follow-up']);
    expect(fake.calls.find((c) => c.path.startsWith('/webhooks/'))?.status).toBe(200);
    expect(fake.httpDeliveries.at(-1)).toMatchObject({ interactionId: record.id, url: seen.url, status: 200, skipped: [] });
    expect(fake.violations).toEqual([]);
  });

  it('takes a multipart answer (payload_json and files[n]) as a callback with its files: a click updates its message with a picture', async () => {
    const picture = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0, 1, 2, 3, 250, 251]);
    const answers = await endpoint(async (interaction) =>
      interaction.type === 2
        ? json({ type: 4, data: { content: 'table', components: [{ type: 1, components: [{ type: 2, style: 1, label: 'Roll', custom_id: 'roll' }] }] } })
        : multipart({ type: 7, data: { content: 'rolled', attachments: [{ id: 0, filename: 'table.png' }] } }, [
            { name: 'table.png', bytes: picture, type: 'image/png' },
          ]),
    );
    fake.deliverInteractionsTo([answers.url]);
    const table = (await fake.slash(users.bo, CH, 'play', [])).messages[0]!;
    const click = await fake.click(users.bo, table, 'roll');
    expect(click.callback?.type).toBe(7);
    expect(table.content).toBe('rolled');
    expect(table.attachments?.map((a) => [a.filename, a.bytes.equals(picture)])).toEqual([['table.png', true]]);
    expect(answers.received.at(-1).message.id).toBe(table.id);
    expect(fake.httpDeliveries.at(-1)).toMatchObject({ interactionId: click.id, files: 1 });
    expect(fake.violations).toEqual([]);
  });

  it('plays the load balancer: round robin over the workers, skipping one whose connection is refused', async () => {
    const a = await endpoint(reply('a'));
    const b = await endpoint(reply('b'));
    fake.deliverInteractionsTo([a.url, b.url]);
    const answeredBy = async () => (await fake.slash(users.chan, CH, 'play', [])).callback?.data.content;
    expect([await answeredBy(), await answeredBy(), await answeredBy(), await answeredBy()]).toEqual(['a', 'b', 'a', 'b']);

    await a.stop();
    expect([await answeredBy(), await answeredBy(), await answeredBy()]).toEqual(['b', 'b', 'b']);
    // Each turn of the stopped worker: tried, refused, skipped to the next.
    expect(fake.httpDeliveries.slice(-3).map((d) => d.skipped)).toEqual([[a.url], [a.url], [a.url]]);

    // The worker back on its port gets its turns again.
    await a.start(a.port);
    expect(new Set([await answeredBy(), await answeredBy()])).toEqual(new Set(['a', 'b']));

    await a.stop();
    await b.stop();
    await expect(fake.slash(users.chan, CH, 'play', [])).rejects.toThrow(/no worker took the connection/);
  });

  it('fails an interaction as Discord would: an error status, no callback in the answer, an answer after 3 s', async () => {
    let mode: 'error' | 'empty' | 'late' = 'error';
    const flaky = await endpoint(async () => {
      if (mode === 'error') return { status: 500, body: 'oops', headers: { 'content-type': 'text/plain' } };
      if (mode === 'empty') return { status: 200, body: '' };
      await new Promise((r) => setTimeout(r, 3_300));
      return json({ type: 4, data: { content: 'too late' } });
    });
    fake.deliverInteractionsTo([flaky.url]);
    await expect(fake.slash(users.dave, CH, 'play', [])).rejects.toThrow(/answered 500/);
    mode = 'empty';
    await expect(fake.slash(users.dave, CH, 'play', [])).rejects.toThrow(/no callback in its body/);
    mode = 'late';
    const lateBefore = fake.lateAnswers.length;
    await expect(fake.slash(users.dave, CH, 'play', [])).rejects.toThrow(/refused the endpoint's answer: 404/);
    expect(fake.lateAnswers.length).toBe(lateBefore + 1);
    expect(fake.lateAnswers.at(-1)!.afterMs).toBeGreaterThanOrEqual(3_000);
  }, 15_000);

  it('a forged interaction, badly signed, never reaches the endpoint', async () => {
    const strict = await endpoint(reply('applied'));
    const forged = JSON.stringify(fake.interactionPayload(users.ann, CH, 2, { id: '1', name: 'end', type: 1 }));
    for (const kind of BAD_REQUEST_KINDS) expect(await fake.sendBadRequest(strict.url, kind, forged)).toBe(401);
    expect(strict.received).toEqual([]);
  });
});
