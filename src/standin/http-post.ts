import { request } from 'node:http';

/** What an endpoint answered to one POST: its status, content type and body, or why there was no answer. */
export type PostOutcome =
  | { kind: 'answered'; status: number; contentType: string; bytes: Buffer; ms: number }
  /** Nothing listened on the address: a load balancer skips such a worker. */
  | { kind: 'refused' }
  /** The connection broke or no answer came in time. */
  | { kind: 'failed'; reason: string };

/**
 * POSTs `body` to `url` on a connection of its own (no pooling: a worker killed since the last
 * request shows as refused, never as a reused socket that breaks), as Discord's client sends
 * interactions: JSON with its User-Agent and the given headers. Gives up after `timeoutMs`.
 */
export function postJson(url: string, body: string, headers: Record<string, string>, timeoutMs: number): Promise<PostOutcome> {
  const started = Date.now();
  return new Promise((resolve) => {
    const req = request(
      url,
      {
        method: 'POST',
        agent: false,
        headers: {
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(body),
          'user-agent': 'Discord-Interactions/1.0 (+https://discord.com)',
          ...headers,
        },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () =>
          resolve({
            kind: 'answered',
            status: res.statusCode ?? 0,
            contentType: res.headers['content-type'] ?? '',
            bytes: Buffer.concat(chunks),
            ms: Date.now() - started,
          }),
        );
        res.on('error', (error) => resolve({ kind: 'failed', reason: `the answer broke off (${error.message})` }));
      },
    );
    req.setTimeout(timeoutMs, () => req.destroy(new Error(`no answer within ${timeoutMs} ms`)));
    req.on('error', (error: NodeJS.ErrnoException) => resolve(error.code === 'ECONNREFUSED' ? { kind: 'refused' } : { kind: 'failed', reason: error.message }));
    req.end(body);
  });
}
