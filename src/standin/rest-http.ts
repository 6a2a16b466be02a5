import type { IncomingMessage, ServerResponse } from 'node:http';
import type { RecordedCall, RestConditions } from './model.js';
import { parseBody, uploadedFiles } from './multipart.js';
import type { GlobalRateLimit } from './rate-limits.js';
import type { RestRoutes } from './rest-routes.js';

export interface RestHttpDeps {
  routes: RestRoutes;
  rateLimit: GlobalRateLimit;
  /** Read at each request, so a test may change them between requests. */
  conditions: () => RestConditions;
  /** Called after every request, whatever its outcome. */
  afterRequest: () => void;
  /** Something a request to `path` must wait for before it is handled (the HTTP answer of its interaction). */
  holdFor?: (path: string) => Promise<void> | undefined;
}

/**
 * The REST API's HTTP side: reads each request, records it in `calls`, lets it arrive after its
 * latency (never, if its sender went away), refuses it past the global limit, and writes the answer.
 */
export class RestHttp {
  readonly calls: RecordedCall[] = [];

  constructor(private readonly deps: RestHttpDeps) {}

  async serve(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const raw = await readBody(req);
    // The sender went away mid-request (a bot killed with SIGKILL): nothing arrived.
    if (!raw) return;
    const contentType = req.headers['content-type'] ?? '';
    const body = parseBody(raw, contentType);
    const files = uploadedFiles(raw, contentType);
    const url = new URL(req.url ?? '/', 'http://localhost');
    const path = decodeURIComponent(url.pathname).replace(/^\/api\/v\d+/, '');
    const method = req.method ?? 'GET';
    const call: RecordedCall = {
      method,
      path,
      body,
      at: Date.now(),
      ...(files.length ? { uploaded: files.map((f) => ({ filename: f.filename, size: f.bytes.length })) } : {}),
    };
    this.calls.push(call);
    try {
      const conditions = this.deps.conditions();
      const latency = typeof conditions.latencyMs === 'function' ? conditions.latencyMs(path) : (conditions.latencyMs ?? 0);
      if (latency > 0) await new Promise((resolve) => setTimeout(resolve, latency));
      await this.deps.holdFor?.(path);
      if (res.destroyed || req.socket.destroyed) {
        call.status = 0;
        return;
      }
      const limited = this.deps.rateLimit.check(path, this.deps.conditions().globalPerSecond);
      if (limited) {
        call.status = 429;
        res.writeHead(429, { 'content-type': 'application/json', ...limited.headers });
        res.end(JSON.stringify(limited.body));
        return;
      }
      const answer = this.deps.routes.handle({ method, path, body, query: url.searchParams, auth: req.headers.authorization, files });
      call.status = answer.status;
      if (answer.status < 300 && answer.wrote && !answer.wrote.visibleTo) call.publicBody = answer.wroteBody;
      if (answer.raw) {
        res.writeHead(answer.status, { 'content-type': answer.raw.contentType, 'content-length': answer.raw.bytes.length, 'access-control-allow-origin': '*' });
        res.end(answer.raw.bytes);
      } else if (answer.body === undefined) {
        res.writeHead(answer.status);
        res.end();
      } else {
        res.writeHead(answer.status, { 'content-type': 'application/json' });
        res.end(JSON.stringify(answer.body));
      }
    } finally {
      this.deps.afterRequest();
    }
  }
}

/** A request's whole body, or null when its connection broke before the end. */
async function readBody(req: IncomingMessage): Promise<Buffer | null> {
  const chunks: Buffer[] = [];
  try {
    for await (const chunk of req) chunks.push(chunk as Buffer);
  } catch {
    return null;
  }
  return Buffer.concat(chunks);
}
