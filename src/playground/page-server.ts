import { readFile } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';
import { contentTypeOf } from './attachment-links.js';
import { fontFile, fontStyles } from './page-fonts.js';
import type { PlaygroundBridge } from './playground-bridge.js';

export const PAGE_DIR = fileURLToPath(new URL('./page/', import.meta.url));

/** Content types of the page's files, by extension: the page, its style sheet, its scripts (ES modules among them). */
const TYPES: Record<string, string> = {
  html: 'text/html; charset=utf-8',
  css: 'text/css; charset=utf-8',
  js: 'text/javascript; charset=utf-8',
};

/**
 * The page's file for a request path: `/` is index.html, `/<name>.<ext>` a file of the page's
 * directory (never below or above it). Files are served as they are on disk (no build step),
 * so an edit shows on reload.
 */
function pageFile(pathname: string): { file: string; type: string } | undefined {
  const match = /^\/([\w-]+\.(html|css|js))$/.exec(pathname === '/' ? '/index.html' : pathname);
  return match ? { file: match[1]!, type: TYPES[match[2]!]! } : undefined;
}

/** Serves the page on 127.0.0.1, its fonts (`/fonts.css`, `/fonts/…`), the messages' files (`/attachments/…`, signed links), and hands its live socket (`/live`) to the bridge. */
export async function servePage(bridge: PlaygroundBridge, port: number): Promise<{ server: Server; url: string }> {
  const server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    const entry = pageFile(url.pathname);
    if (req.url === '/favicon.ico') {
      res.writeHead(204).end();
      return;
    }
    const notFound = () => res.writeHead(404, { 'content-type': 'text/plain' }).end('not found');
    if (req.method === 'GET' && url.pathname === '/fonts.css') {
      res.writeHead(200, { 'content-type': 'text/css; charset=utf-8', 'cache-control': 'no-cache' }).end(fontStyles());
      return;
    }
    const font = req.method === 'GET' ? fontFile(url.pathname) : undefined;
    if (font) {
      font.then(
        // A font file never changes under its name (the package's version is fixed by the lock file).
        (body) => res.writeHead(200, { 'content-type': 'font/woff2', 'cache-control': 'public, max-age=86400' }).end(body),
        () => notFound(),
      );
      return;
    }
    if (req.method === 'GET' && url.pathname.startsWith('/attachments/')) {
      const file = bridge.attachments.find(url.pathname, url.searchParams.get('k') ?? '');
      if (!file) return notFound();
      const type = contentTypeOf(file);
      const disposition = type.startsWith('image/') ? 'inline' : `attachment; filename*=UTF-8''${encodeURIComponent(file.filename)}`;
      res
        .writeHead(200, {
          'content-type': type,
          'content-disposition': disposition,
          'cache-control': 'private, max-age=3600',
          'x-content-type-options': 'nosniff',
        })
        .end(file.bytes);
      return;
    }
    if (!entry || req.method !== 'GET') return notFound();
    readFile(PAGE_DIR + entry.file).then(
      (body) => res.writeHead(200, { 'content-type': entry.type, 'cache-control': 'no-store' }).end(body),
      (error: NodeJS.ErrnoException) => (error.code === 'ENOENT' ? notFound() : res.writeHead(500).end()),
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
