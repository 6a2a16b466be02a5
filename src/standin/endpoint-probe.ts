import { SigningKeys, SIGNATURE_HEADER, TIMESTAMP_HEADER } from './interaction-signing.js';
import { postJson } from './http-post.js';

/**
 * The requests Discord sends on purpose to check an Interactions Endpoint URL (when it is saved in
 * the Developer Portal, and now and then after): each must be refused with 401.
 * - `unsigned`: no signature headers at all;
 * - `bad-signature`: a signature that is not hex of a signature at all;
 * - `other-key`: a true Ed25519 signature, by a key that is not the application's;
 * - `tampered-body`: the application's signature over another body;
 * - `stale-timestamp`: the application's true signature over an old timestamp (a replay).
 */
export const BAD_REQUEST_KINDS = ['unsigned', 'bad-signature', 'other-key', 'tampered-body', 'stale-timestamp'] as const;
export type BadRequestKind = (typeof BAD_REQUEST_KINDS)[number];

/** How old the stale timestamp is: far past any replay window an endpoint would allow. */
export const STALE_BY_MS = 15 * 60 * 1000;

const PING = JSON.stringify({ id: '1', application_id: '1', type: 1, token: 'ping', version: 1 });

/** What an endpoint answered to Discord's checks, and each of Discord's rules it broke (none: the URL is taken). */
export interface EndpointCheck {
  ping: { status: number; body: unknown };
  refusals: Record<BadRequestKind, number>;
  problems: string[];
}

/** The headers of one bad request of `kind` for `body`, against the application's `keys`. */
export function badHeaders(kind: BadRequestKind, keys: SigningKeys, body: string, now = Date.now()): { headers: Record<string, string>; body: string } {
  const timestamp = String(Math.floor(now / 1000));
  switch (kind) {
    case 'unsigned':
      return { headers: {}, body };
    case 'bad-signature':
      return { headers: { [SIGNATURE_HEADER]: 'not-a-signature', [TIMESTAMP_HEADER]: timestamp }, body };
    case 'other-key':
      return { headers: new SigningKeys().headers(body, now), body };
    case 'tampered-body':
      return { headers: keys.headers(body, now), body: body.replace(/}$/, ',"tampered":true}') };
    case 'stale-timestamp':
      return { headers: keys.headers(body, now - STALE_BY_MS), body };
  }
}

/** Sends one bad request of `kind` (a PING unless `body` says otherwise) and returns the status it got (0: no answer). */
export async function sendBadRequest(url: string, kind: BadRequestKind, keys: SigningKeys, body = PING): Promise<number> {
  const bad = badHeaders(kind, keys, body);
  const outcome = await postJson(url, bad.body, bad.headers, 5_000);
  return outcome.kind === 'answered' ? outcome.status : 0;
}

/**
 * Discord's check of an Interactions Endpoint URL: a signed PING must be answered 200 with
 * `{"type":1}` as JSON, and every bad request refused with 401.
 */
export async function checkEndpoint(url: string, keys: SigningKeys): Promise<EndpointCheck> {
  const problems: string[] = [];
  const outcome = await postJson(url, PING, keys.headers(PING), 5_000);
  let ping: EndpointCheck['ping'] = { status: 0, body: undefined };
  if (outcome.kind !== 'answered') problems.push(`the signed PING got no answer (${outcome.kind === 'failed' ? outcome.reason : 'connection refused'})`);
  else {
    let body: unknown = outcome.bytes.toString('utf8');
    try {
      body = JSON.parse(body as string);
    } catch {
      // kept as text
    }
    ping = { status: outcome.status, body };
    if (outcome.status !== 200) problems.push(`the signed PING was answered ${outcome.status}, not 200`);
    if (!/^application\/json\b/i.test(outcome.contentType)) problems.push(`the PING's answer is ${outcome.contentType || 'untyped'}, not application/json`);
    if ((body as { type?: unknown } | null)?.type !== 1) problems.push(`the PING's answer is not {"type":1}: ${outcome.bytes.toString('utf8').slice(0, 80)}`);
  }
  const refusals = {} as Record<BadRequestKind, number>;
  for (const kind of BAD_REQUEST_KINDS) {
    refusals[kind] = await sendBadRequest(url, kind, keys);
    if (refusals[kind] !== 401) problems.push(`a ${kind} request was answered ${refusals[kind] || 'nothing'}, not 401`);
  }
  return { ping, refusals, problems };
}
