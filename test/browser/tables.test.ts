/// <reference lib="dom" />
import { mkdirSync, readFileSync } from 'node:fs';
import { PNG } from 'pngjs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Locator, Page } from 'playwright-core';
import { PlaygroundProcess, launchChromium } from './support/playground.js';
import { control, openAs, panel, press, runCommand, table } from './support/page.js';

const PHONE = { width: 400, height: 860 };
const OUT = 'test-results/tables';

/** Waits until every picture in `message` has loaded; their sizes as drawn and as shown. */
async function pictures(message: Locator): Promise<Array<{ natural: number; shown: number; alt: string }>> {
  await message.locator('img').first().waitFor({ timeout: 20_000 });
  return message.evaluate((node) =>
    Promise.all(
      Array.from(node.querySelectorAll('img')).map(async (img) => {
        if (!img.complete) await new Promise((resolve) => img.addEventListener('load', resolve, { once: true }));
        return { natural: img.naturalWidth, shown: img.getBoundingClientRect().width, alt: img.alt };
      }),
    ),
  );
}

/** Screenshots `message` and reads it back: a picture of many colours, not a blank box. */
async function screenshot(message: Locator, name: string): Promise<number> {
  mkdirSync(OUT, { recursive: true });
  const path = `${OUT}/${name}.png`;
  await message.scrollIntoViewIfNeeded();
  await message.screenshot({ path, animations: 'disabled' });
  const png = PNG.sync.read(readFileSync(path));
  const colours = new Set<number>();
  for (let i = 0; i < png.data.length; i += 4 * 7) colours.add(png.data.readUInt32BE(i));
  return colours.size;
}

/** Nothing on the page is wider than the phone: no sideways scrolling. */
const fitsTheWidth = (page: Page): Promise<boolean> => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

interface Case {
  game: string;
  command: string;
  person: string;
  channel: string;
  language: string;
  computers: number;
  /** The table's script: Chinese or Korean characters in the picture's alt text, or Latin only. */
  script: RegExp;
  panel: boolean;
}

const CASES: Case[] = [
  { game: 'yahtzee', command: '/play yahtzee', person: 'Ann', channel: 'general', language: 'en', computers: 1, script: /^[^\u3131-\u9fff]*$/u, panel: false },
  { game: 'pirate-dice', command: '/play pirate-dice', person: 'Chan', channel: 'dice', language: 'ko', computers: 2, script: /[\uac00-\ud7af]/u, panel: true },
  { game: 'holdem', command: '/play holdem', person: 'Bo', channel: 'cards', language: 'zh-CN', computers: 2, script: /[\u4e00-\u9fff]/u, panel: true },
  { game: 'bobing', command: '/play bobing', person: 'Bo', channel: '茶馆', language: 'zh-CN', computers: 2, script: /[\u4e00-\u9fff]/u, panel: false },
];

/**
 * Every game's table as a person sees it on a phone in the playground (the real bot, pictures drawn
 * by its workers): the picture loads, is drawn at 800 px and shown within the 400 px screen, its
 * alt text is in the table's language, nothing scrolls sideways; each table (and private panel) is
 * saved to test-results/tables/ to look at.
 */
describe('each game’s table with its picture, at phone width', () => {
  let playground: PlaygroundProcess;
  let browser: Browser;

  beforeAll(async () => {
    // A loaded machine may take longer than Discord's patience for a first picture: the table would come as text.
    playground = await new PlaygroundProcess({ PICTURE_DEADLINE_MS: '2500' }).start();
    browser = await launchChromium();
  });
  afterAll(async () => {
    await browser?.close();
    await playground?.stop();
  });

  async function started(c: Case, page: Page): Promise<void> {
    await runCommand(page, c.command, { computers: String(c.computers), language: c.language });
    await press(page, control(table(page), 'start'));
  }

  async function looksRight(page: Page, message: Locator, c: Case, name: string): Promise<void> {
    const shown = await pictures(message);
    expect(shown.length).toBeGreaterThan(0);
    for (const picture of shown) {
      expect(picture.natural).toBeGreaterThanOrEqual(400);
      expect(picture.shown).toBeLessThanOrEqual(PHONE.width);
      expect(picture.alt).toMatch(c.script);
    }
    expect(await fitsTheWidth(page)).toBe(true);
    expect(await screenshot(message, name)).toBeGreaterThan(20);
  }

  for (const c of CASES) {
    it(`${c.game} (${c.language})`, async () => {
      const { context, page } = await openAs(browser, playground.url, c.person, c.channel, PHONE);
      await started(c, page);
      await looksRight(page, table(page), c, `${c.game}.${c.language}`);
      if (c.panel) {
        await expect.poll(() => control(table(page), 'panel').count(), { timeout: 20_000 }).toBe(1);
        await press(page, control(table(page), 'panel'));
        await looksRight(page, panel(page), c, `${c.game}-panel.${c.language}`);
      }
      await context.close();
    });
  }

  it('xianqi (ko), in a thread of its own', async () => {
    const c: Case = {
      game: 'xianqi',
      command: '/play xianqi',
      person: 'Chan',
      channel: 'dice',
      language: 'ko',
      computers: 2,
      script: /[\uac00-\ud7af]/u,
      panel: true,
    };
    const { context, page } = await openAs(browser, playground.url, c.person, c.channel, PHONE);
    await page.locator('#new-thread input[name="name"]').fill('xianqi');
    await page.locator('#new-thread button[type="submit"]').click();
    await page.locator('[data-channel="xianqi"]').click();
    await page.locator('[data-channel="xianqi"][aria-current="true"]').waitFor();
    await started(c, page);
    await looksRight(page, table(page), c, 'xianqi.ko');
    await expect.poll(() => control(table(page), 'panel').count(), { timeout: 20_000 }).toBe(1);
    await press(page, control(table(page), 'panel'));
    await looksRight(page, panel(page), c, 'xianqi-panel.ko');
    await context.close();
  });
});
