/**
 * The floor for Parlor over HTTP interactions in bench:interaction: a bare bot on the same node:http
 * server and the same Ed25519 check (node:crypto, src/http/verify.ts) as Parlor's endpoint. It answers
 * a PING, `/play` with a message of one embed and one button (type 4), and every click on that button
 * by updating its message the same way (type 7), all in the HTTP response. No store, no logging, no REST.
 */
import { createServer } from 'node:http';
import { publicKeyFromHex, verifySignature } from '../../src/http/verify.js';

const publicKey = publicKeyFromHex(process.env.DISCORD_PUBLIC_KEY!);
const counts = new Map<string, number>();

function body(channelId: string): unknown {
  const n = (counts.get(channelId) ?? 0) + 1;
  counts.set(channelId, n);
  return {
    embeds: [{ title: 'Counter', description: `Clicked ${n} times`, color: 0x5865f2 }],
    components: [{ type: 1, components: [{ type: 2, custom_id: 'count', label: 'Click', style: 1 }] }],
  };
}

const header = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);

const server = createServer((request, response) => {
  const chunks: Buffer[] = [];
  request.on('data', (chunk: Buffer) => chunks.push(chunk));
  request.once('end', () => {
    const raw = Buffer.concat(chunks);
    const answer = (status: number, value: unknown) => {
      const bytes = Buffer.from(JSON.stringify(value));
      response.writeHead(status, { 'content-type': 'application/json', 'content-length': String(bytes.length) }).end(bytes);
    };
    const signature = header(request.headers['x-signature-ed25519']);
    const timestamp = header(request.headers['x-signature-timestamp']);
    if (verifySignature(publicKey, signature, timestamp, raw, Date.now()) !== 'ok') return answer(401, { message: 'invalid request signature' });
    const interaction = JSON.parse(raw.toString('utf8')) as { type: number; channel_id?: string };
    if (interaction.type === 1) return answer(200, { type: 1 });
    if (interaction.type === 2) return answer(200, { type: 4, data: body(interaction.channel_id ?? '') });
    if (interaction.type === 3) return answer(200, { type: 7, data: body(interaction.channel_id ?? '') });
    answer(400, { message: 'unknown interaction type' });
  });
});
server.listen(Number(process.env.INTERACTIONS_PORT), '127.0.0.1', () => console.log(JSON.stringify({ msg: 'bare bot online' })));
process.on('SIGTERM', () => process.exit(0));
