import { createPublicKey, verify } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** What a tiny endpoint does with a verified interaction: the HTTP answer (status, headers, body), perhaps after a while. */
export type TinyAnswer = (interaction: any) => Promise<{ status?: number; headers?: Record<string, string>; body: string | Buffer }>;

/** An Ed25519 public key from the hex of its raw 32 bytes (DISCORD_PUBLIC_KEY), as a JWK node:crypto takes. */
export function publicKeyFromHex(hex: string) {
  return createPublicKey({ key: { kty: 'OKP', crv: 'Ed25519', x: Buffer.from(hex, 'hex').toString('base64url') }, format: 'jwk' });
}

/**
 * A stand-in for the bot's interactions endpoint, to test the stand-in's side on its own: it checks
 * the signature as Discord's rules want (`strict`: 401 for a missing, bad or stale one; otherwise it
 * takes everything), answers PING, and hands every other interaction to `answer`.
 */
export class TinyEndpoint {
  readonly received: any[] = [];
  private server: Server | null = null;
  port = 0;

  constructor(
    private readonly publicKeyHex: string,
    private readonly answer: TinyAnswer,
    private readonly strict = true,
  ) {}

  get url(): string {
    return `http://127.0.0.1:${this.port}/interactions`;
  }

  async start(port = 0): Promise<this> {
    this.server = createServer((req, res) => void this.serve(req, res));
    await new Promise<void>((resolve) => this.server!.listen(port, '127.0.0.1', resolve));
    this.port = (this.server.address() as AddressInfo).port;
    return this;
  }

  async stop(): Promise<void> {
    this.server?.closeAllConnections();
    await new Promise<void>((resolve) => (this.server ? this.server.close(() => resolve()) : resolve()));
    this.server = null;
  }

  private verified(req: IncomingMessage, body: Buffer): boolean {
    const signature = req.headers['x-signature-ed25519'];
    const timestamp = req.headers['x-signature-timestamp'];
    if (typeof signature !== 'string' || typeof timestamp !== 'string' || !/^[0-9a-f]{128}$/.test(signature)) return false;
    if (Math.abs(Date.now() / 1000 - Number(timestamp)) > 300) return false;
    return verify(null, Buffer.concat([Buffer.from(timestamp), body]), publicKeyFromHex(this.publicKeyHex), Buffer.from(signature, 'hex'));
  }

  private async serve(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const body = Buffer.concat(chunks);
    if (this.strict && !this.verified(req, body)) {
      res.writeHead(401).end();
      return;
    }
    const interaction = JSON.parse(body.toString('utf8'));
    this.received.push(interaction);
    if (interaction.type === 1) {
      res.writeHead(200, { 'content-type': 'application/json' }).end('{"type":1}');
      return;
    }
    const answer = await this.answer(interaction);
    res.writeHead(answer.status ?? 200, answer.headers ?? { 'content-type': 'application/json' }).end(answer.body);
  }
}
