import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { KeyObject } from 'node:crypto';
import type { Logger } from 'pino';
import type { Health } from '../metrics/health.js';
import type { Delivery } from './intake.js';
import { jsonAnswer, type CapturedInteractionFields, type HttpAnswer } from './response-capture.js';
import { verifySignature } from './verify.js';

/** Discord's interactions are a few kilobytes; a body past this is refused unread. */
export const MAX_INTERACTION_BYTES = 256 * 1024;

export interface InteractionServerDeps {
  port: number;
  publicKey: KeyObject;
  deliver: (interaction: CapturedInteractionFields) => Promise<Delivery>;
  health: () => Promise<Health>;
  log: Logger;
  now?: () => number;
  maxBodyBytes?: number;
  /** Where to listen; every interface by default (Discord reaches it through a proxy or a load balancer). */
  host?: string;
}

class TooLarge extends Error {}

/**
 * Discord's interactions endpoint: `POST /interactions`, signed (Ed25519) by Discord; a PING is
 * answered at once, anything else is handed to `deliver` and its answer is the response.
 * `GET /healthz` for a load balancer's probe (200 when ready, else 503).
 */
export async function startInteractionServer(deps: InteractionServerDeps): Promise<{ port: number; close: () => Promise<void> }> {
  const now = deps.now ?? Date.now;
  const max = deps.maxBodyBytes ?? MAX_INTERACTION_BYTES;
  const server: Server = createServer((request, response) => {
    const write = (answer: HttpAnswer, sent?: (ok: boolean) => void) => {
      if (sent) {
        response.once('finish', () => sent(true));
        response.once('close', () => sent(response.writableFinished));
      }
      response.writeHead(answer.status, { ...answer.headers, 'content-length': String(answer.body.length) }).end(answer.body);
    };
    const refuse = (status: number, message: string, headers: Record<string, string> = {}) => {
      const answer = jsonAnswer(status, { message });
      write({ ...answer, headers: { ...answer.headers, ...headers } });
    };
    const path = (request.url ?? '/').split('?')[0];
    const answer = async () => {
      if (path === '/healthz') {
        if (request.method !== 'GET' && request.method !== 'HEAD') return refuse(405, 'method not allowed', { allow: 'GET' });
        const report = await deps.health();
        return write(jsonAnswer(report.ready ? 200 : 503, report));
      }
      if (path !== '/interactions') return refuse(404, 'not found');
      if (request.method !== 'POST') return refuse(405, 'method not allowed', { allow: 'POST' });
      let body: Buffer;
      try {
        body = await readBody(request, max);
      } catch (error) {
        if (error instanceof TooLarge) {
          response.setHeader('connection', 'close');
          return refuse(413, 'body too large');
        }
        throw error;
      }
      const verdict = verifySignature(deps.publicKey, header(request, 'x-signature-ed25519'), header(request, 'x-signature-timestamp'), body, now());
      if (verdict !== 'ok') {
        deps.log.debug({ verdict }, 'interaction refused: signature');
        return refuse(401, verdict === 'stale' ? 'stale signature timestamp' : 'invalid request signature');
      }
      const interaction = parseInteraction(body);
      if (!interaction) return refuse(400, 'not an interaction');
      if (interaction.type === 1) return write(jsonAnswer(200, { type: 1 }));
      const delivery = await deps.deliver(interaction);
      write(delivery.answer, delivery.sent);
    };
    answer().catch((error: unknown) => {
      deps.log.error({ err: error }, 'the interactions endpoint failed on a request');
      if (!response.headersSent) refuse(500, 'internal error');
      else response.end();
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(deps.port, deps.host, () => resolve());
  });
  return {
    port: (server.address() as AddressInfo).port,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeIdleConnections();
      }),
  };
}

const header = (request: IncomingMessage, name: string): string | undefined => {
  const value = request.headers[name];
  return Array.isArray(value) ? value[0] : value;
};

function readBody(request: IncomingMessage, max: number): Promise<Buffer> {
  const declared = Number(request.headers['content-length'] ?? 0);
  if (declared > max) {
    request.resume();
    return Promise.reject(new TooLarge());
  }
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    request.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > max) {
        request.removeAllListeners('data');
        request.resume();
        reject(new TooLarge());
      } else chunks.push(chunk);
    });
    request.once('end', () => resolve(Buffer.concat(chunks)));
    request.once('error', reject);
  });
}

function parseInteraction(body: Buffer): CapturedInteractionFields | null {
  try {
    const value = JSON.parse(body.toString('utf8')) as Partial<CapturedInteractionFields> | null;
    if (!value || typeof value.type !== 'number' || typeof value.id !== 'string') return null;
    if (value.type !== 1 && (typeof value.token !== 'string' || typeof value.application_id !== 'string')) return null;
    return value as CapturedInteractionFields;
  } catch {
    return null;
  }
}
