import { readdirSync } from 'node:fs';
import type { Server } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FakeDiscord } from '../../src/standin/server.js';
import { PlaygroundBridge } from '../../src/playground/playground-bridge.js';
import { PAGE_DIR, servePage } from '../../src/playground/page-server.js';
import { defaultPeople } from '../../src/playground/world.js';

/** The page's files as a browser loads them: the page, its style, its classic script and its ES modules. */
describe('the playground page server', () => {
  let bridge: PlaygroundBridge;
  let page: { server: Server; url: string };

  beforeAll(async () => {
    bridge = new PlaygroundBridge(new FakeDiscord(), { id: '1', name: 'g' }, defaultPeople());
    page = await servePage(bridge, 0);
  });
  afterAll(async () => {
    bridge.close();
    page.server.closeAllConnections();
    await new Promise((resolve) => page.server.close(resolve));
  });

  it('serves every script the page loads, module by module, as JavaScript; a module the page never loads would be found out', async () => {
    const html = await fetch(`${page.url}/`);
    expect(html.headers.get('content-type')).toBe('text/html; charset=utf-8');
    const text = await html.text();
    const styles = [...text.matchAll(/<link rel="stylesheet" href="\/([\w-]+\.css)" ?\/?>/g)].map((m) => m[1]!);
    expect(styles).toEqual(['style.css']);
    expect((await fetch(`${page.url}/style.css`)).headers.get('content-type')).toBe('text/css; charset=utf-8');

    const scripts = [...text.matchAll(/<script(?: type="(module)")? src="\/([\w-]+\.js)"><\/script>/g)];
    expect(scripts.map((m) => `${m[2]}${m[1] ? ' (module)' : ''}`)).toEqual(['words.js', 'client.js (module)']);
    const loaded = new Set<string>();
    const queue = scripts.map((m) => m[2]!);
    while (queue.length) {
      const name = queue.shift()!;
      if (loaded.has(name)) continue;
      loaded.add(name);
      const response = await fetch(`${page.url}/${name}`);
      expect(response.status, name).toBe(200);
      expect(response.headers.get('content-type'), name).toBe('text/javascript; charset=utf-8');
      const source = await response.text();
      for (const m of source.matchAll(/^import [^;]*?from '\.\/([\w-]+\.js)';$/gm)) queue.push(m[1]!);
    }
    const onDisk = readdirSync(PAGE_DIR).filter((name) => name.endsWith('.js'));
    expect([...loaded].sort()).toEqual(onDisk.sort());
  });

  it('serves nothing but the page’s own files', async () => {
    for (const path of ['/missing.js', '/page-server.ts', '/%2e%2e%2fstart.ts', '/..%2fpage-server.ts', '/page/client.js']) {
      expect((await fetch(`${page.url}${path}`)).status, path).toBe(404);
    }
    expect((await fetch(`${page.url}/client.js`, { method: 'POST' })).status).toBe(404);
  });
});
