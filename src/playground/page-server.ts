import { readFile } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';
import type { PlaygroundBridge } from './playground-bridge.js';

export const PAGE_DIR = fileURLToPath(new URL('./page/', import.meta.url));

/** The page's files, served as they are on disk (no build step), so an edit shows on reload. */
const FILES: Record<string, { file: string; type: string }> = {
  '/': { file: 'index.html', type: 'text/html; charset=utf-8' },
  '/style.css': { file: 'style.css', type: 'text/css; charset=utf-8' },
  '/words.js': { file: 'words.js', type: 'text/javascript; charset=utf-8' },
  '/client.js': { file: 'client.js', type: 'text/javascript; charset=utf-8' },
};

/** Serves the page on 127.0.0.1 and hands its live socket (`/live`) to the bridge. */
export async function servePage(bridge: PlaygroundBridge, port: number): Promise<{ server: Server; url: string }> {
  const server = createServer((req, res) => {
    const entry = FILES[new URL(req.url ?? '/', 'http://localhost').pathname];
    if (req.url === '/favicon.ico') {
      res.writeHead(204).end();
      return;
    }
    if (!entry || req.method !== 'GET') {
      res.writeHead(404, { 'content-type': 'text/plain' }).end('not found');
      return;
    }
    readFile(PAGE_DIR + entry.file).then(
      (body) => res.writeHead(200, { 'content-type': entry.type, 'cache-control': 'no-store' }).end(body),
      () => res.writeHead(500).end(),
    );
  });
  server.on('upgrade', (request, socket, head) => {
    if (new URL(request.url ?? '/', 'http://localhost').pathname === '/live') bridge.upgrade(request, socket, head);
    else socket.destroy();
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => {
      server.off('error', reject);
      resolve();
    });
  });
  return { server, url: `http://127.0.0.1:${(server.address() as AddressInfo).port}` };
}
