/// <reference lib="dom" />
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { PlaygroundProcess, launchChromium } from './support/playground.js';
import { control, openAs, press, runCommand, table } from './support/page.js';

/** Every console error or warning, every answer of 400 and more, every request that failed, as the page met them. */
function troubles(page: Page): string[] {
  const seen: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error' || m.type() === 'warning') seen.push(`console ${m.type()}: ${m.text()} (${m.location().url})`);
  });
  page.on('response', (r) => {
    if (r.status() >= 400) seen.push(`${r.status()} ${r.url()}`);
  });
  page.on('requestfailed', (r) => seen.push(`failed ${r.url()}: ${r.failure()?.errorText}`));
  return seen;
}

/**
 * A newcomer's first minutes with the playground, started as `npm start` starts it without a token:
 * the terminal shows the one line the README promises; the page brings its own fonts (this machine
 * may have no Chinese, Korean or emoji font); and a game played with computers leaves no 404, failed
 * request or error in the browser's console.
 */
describe('the first five minutes', () => {
  let playground: PlaygroundProcess;
  let browser: Browser;

  beforeAll(async () => {
    // As a person starts it: no LOG_LEVEL, no LOG_FORMAT.
    playground = await new PlaygroundProcess({ LOG_LEVEL: '', LOG_FORMAT: '' }).start();
    browser = await launchChromium();
  });
  afterAll(async () => {
    await browser?.close();
    await playground?.stop();
  });

  it('plays a game with the page’s own fonts, with nothing failing in the console, and the terminal says one line', async () => {
    const { context, page } = await openAs(browser, playground.url, 'Bo', 'cards', { width: 400, height: 860 });
    const seen = troubles(page);
    // Loaded again with the listeners on, so the page's own files are watched too.
    await page.reload();
    await page.locator('.bot-status[data-online="true"]').waitFor();
    await page.locator('[data-channel="茶馆"]').click();
    await page.locator('[data-channel="茶馆"][aria-current="true"]').waitFor();
    await page.evaluate(() => document.fonts.ready);

    // The welcome says 中文 and 한국어 and shows 🎲: each in a font the page brought.
    const families = await page.evaluate(async () => {
      await document.fonts.ready;
      const loaded = new Set<string>();
      document.fonts.forEach((face) => {
        if (face.status === 'loaded') loaded.add(face.family.replace(/"/g, ''));
      });
      return [...loaded];
    });
    expect(families).toEqual(expect.arrayContaining(['Noto Sans', 'Noto Sans SC', 'Noto Sans KR', 'Noto Emoji']));
    expect(await page.evaluate(() => getComputedStyle(document.body).fontFamily)).toMatch(/^"Noto Sans", "Noto Sans SC"/);
    for (const [text, family] of [
      ['中文', 'Noto Sans SC'],
      ['한국어', 'Noto Sans KR'],
      ['🎲', 'Noto Emoji'],
    ]) {
      expect(await page.evaluate(([t, f]) => document.fonts.check(`15px "${f}"`, t!), [text, family])).toBe(true);
    }

    // A hand or two of Hold'em with two computers: tables edited, posted anew below each hand's record, panels opened.
    await page.locator('[data-channel="cards"]').click();
    await page.locator('[data-channel="cards"][aria-current="true"]').waitFor();
    await runCommand(page, '/play holdem', { computers: '2' });
    await press(page, control(table(page), 'start'));
    const until = Date.now() + 25_000;
    let clicks = 0;
    while (Date.now() < until) {
      let pressed = false;
      for (const verb of ['check', 'call', 'next', 'panel']) {
        const target = control(table(page), verb);
        if ((await target.count()) > 0 && (await target.isEnabled().catch(() => false))) {
          await press(page, target).catch(() => undefined);
          clicks++;
          pressed = true;
          break;
        }
      }
      await page.waitForTimeout(pressed ? 300 : 800);
    }
    expect(clicks).toBeGreaterThan(3);
    await page.locator('article.msg img').first().waitFor();
    expect(seen).toEqual([]);
    await context.close();

    // The terminal: the page's address and nothing else (the bot's log shows warnings and errors only, and there were none).
    expect(playground.lines).toEqual([`Parlor playground: ${playground.url}`]);
  });
});
