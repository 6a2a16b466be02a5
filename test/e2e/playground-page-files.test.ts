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
    expect(styles).toEqual(['fonts.css', 'style.css']);
    for (const style of styles) expect((await fetch(`${page.url}/${style}`)).headers.get('content-type'), style).toBe('text/css; charset=utf-8');

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

  it('brings its own fonts: the Noto packages’ faces, every file they name served from the packages', async () => {
    const css = await (await fetch(`${page.url}/fonts.css`)).text();
    const families = new Set([...css.matchAll(/font-family: '([^']+)'/g)].map((m) => m[1]));
    expect([...families].sort()).toEqual(['Noto Emoji', 'Noto Sans', 'Noto Sans KR', 'Noto Sans SC']);
    const urls = [...css.matchAll(/src: url\(([^)]+)\) format\('woff2'\);/g)].map((m) => m[1]!);
    expect(urls.length).toBe([...css.matchAll(/@font-face/g)].length);
    expect(urls.every((url) => /^\/fonts\/noto-(sans|sans-sc|sans-kr|emoji)\/[a-z0-9-]+\.woff2$/.test(url))).toBe(true);
    // One file of each package, and the last one named.
    const eachPackage = [...new Map(urls.map((url) => [url.split('/')[2], url])).values(), urls.at(-1)!];
    expect(eachPackage).toHaveLength(5);
    for (const url of eachPackage) {
      const font = await fetch(`${page.url}${url}`);
      expect(font.status, url).toBe(200);
      expect(font.headers.get('content-type')).toBe('font/woff2');
      expect(
        Buffer.from(await font.arrayBuffer())
          .subarray(0, 4)
          .toString('latin1'),
        url,
      ).toBe('wOF2');
    }
    for (const path of ['/fonts/noto-sans/../package.json', '/fonts/other-font/a.woff2', '/fonts/noto-sans/missing.woff2', '/fonts/noto-sans/LICENSE']) {
      expect((await fetch(`${page.url}${path}`)).status, path).toBe(404);
    }
  });

  it('serves nothing but the page’s own files', async () => {
    for (const path of ['/missing.js', '/page-server.ts', '/%2e%2e%2fstart.ts', '/..%2fpage-server.ts', '/page/client.js']) {
      expect((await fetch(`${page.url}${path}`)).status, path).toBe(404);
    }
    expect((await fetch(`${page.url}/client.js`, { method: 'POST' })).status).toBe(404);
  });
});
