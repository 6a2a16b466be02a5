import { generateKeyPairSync, sign } from 'node:crypto';
import { Client, type Interaction } from 'discord.js';
import { vi } from 'vitest';
import type { Logger } from 'pino';
import { HttpIntake } from '../../src/http/intake.js';
import { ResponseCapture } from '../../src/http/response-capture.js';
import { startInteractionServer } from '../../src/http/server.js';
import { publicKeyFromHex } from '../../src/http/verify.js';

/** A request the capture let through to "Discord" (the REST calls after the first answer). */
export interface PassedOn {
  method: string;
  path: string;
  body: unknown;
}

const log = () => ({ warn: vi.fn(), info: vi.fn(), debug: vi.fn(), error: vi.fn() }) as unknown as Logger;

/**
 * The HTTP endpoint with a real discord.js client behind it (never logged in), whose REST calls go
 * through the capture to a recording stand-in for Discord; `handler` plays the router.
 */
export async function httpBot(handler: (interaction: Interaction) => Promise<void>, options: { deadlineMs?: number; maxBodyBytes?: number } = {}) {
  const { publicKey, privateKey } = generateKeyPairSync('ed25519');
  const publicKeyHex = publicKey.export({ format: 'der', type: 'spki' }).subarray(12).toString('hex');
  const passedOn: PassedOn[] = [];
  const capture = new ResponseCapture({ log: log(), originalRetryMs: 1 });
  const discord = async (url: string, init: { method?: string; body?: unknown }) => {
    const path = decodeURIComponent(new URL(url).pathname).replace(/^\/api\/v10/, '');
    const body = typeof init.body === 'string' ? (JSON.parse(init.body) as unknown) : init.body instanceof FormData ? 'multipart' : null;
    passedOn.push({ method: init.method ?? 'GET', path, body });
    if (init.method === 'DELETE') return new Response(null, { status: 204 });
    const message = { id: '900000000000000001', channel_id: '200000000000000001', content: 'written', attachments: [{ id: '77', filename: 'table.png' }] };
    return new Response(JSON.stringify(message), { status: 200, headers: { 'content-type': 'application/json' } });
  };
  const client = new Client({
    intents: [],
    rest: { api: 'http://discord.invalid/api', makeRequest: capture.wrap(discord as never) },
  });
  const intake = new HttpIntake({ client, capture, handle: handler, log: log(), ...(options.deadlineMs ? { deadlineMs: options.deadlineMs } : {}) });
  const server = await startInteractionServer({
    port: 0,
    host: '127.0.0.1',
    publicKey: publicKeyFromHex(publicKeyHex),
    deliver: (raw) => intake.deliver(raw),
    health: async () => ({ ready: true, checks: { gateway: true, redis: true, accepting: true } }),
    log: log(),
    ...(options.maxBodyBytes ? { maxBodyBytes: options.maxBodyBytes } : {}),
  });
  const url = `http://127.0.0.1:${server.port}`;
  const signed = (body: string, timestamp = String(Math.floor(Date.now() / 1000))) => ({
    'x-signature-ed25519': sign(null, Buffer.from(timestamp + body), privateKey).toString('hex'),
    'x-signature-timestamp': timestamp,
    'content-type': 'application/json',
  });
  return {
    url,
    passedOn,
    signed,
    post: (payload: unknown, headers?: Record<string, string>) => {
      const body = JSON.stringify(payload);
      return fetch(`${url}/interactions`, { method: 'POST', body, headers: headers ?? signed(body) });
    },
    close: async () => {
      await server.close();
      await client.destroy();
    },
  };
}

const user = { id: '300000000000000001', username: 'ann', discriminator: '0', global_name: 'Ann', avatar: null };
const base = (id: string) => ({
  id,
  application_id: '100000000000000001',
  token: `token-${id}`,
  version: 1,
  guild_id: '400000000000000001',
  channel_id: '200000000000000001',
  channel: { id: '200000000000000001', type: 0, guild_id: '400000000000000001' },
  member: { user, roles: [], permissions: '0', joined_at: '2026-01-01T00:00:00.000Z', deaf: false, mute: false, flags: 0 },
  app_permissions: '0',
  locale: 'en-US',
  guild_locale: 'en-US',
  entitlements: [],
  authorizing_integration_owners: {},
  context: 0,
});

export const commandPayload = (id = '500000000000000001') => ({
  ...base(id),
  type: 2,
  data: { id: '600000000000000001', name: 'hand', type: 1 },
});

export const buttonPayload = (id = '500000000000000002') => ({
  ...base(id),
  type: 3,
  data: { custom_id: 'p1:x:1:roll', component_type: 2 },
  message: {
    id: '900000000000000009',
    channel_id: '200000000000000001',
    author: { ...user, id: '100000000000000001', username: 'parlor', bot: true },
    content: 'table',
    timestamp: '2026-01-01T00:00:00.000Z',
    edited_timestamp: null,
    tts: false,
    mention_everyone: false,
    mentions: [],
    mention_roles: [],
    attachments: [],
    embeds: [],
    pinned: false,
    type: 0,
    flags: 0,
    components: [],
  },
});
