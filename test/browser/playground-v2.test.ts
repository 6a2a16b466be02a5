/// <reference lib="dom" />
import type { Server } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { FakeDiscord } from '../../src/standin/server.js';
import { PlaygroundBridge } from '../../src/playground/playground-bridge.js';
import { servePage } from '../../src/playground/page-server.js';
import { defaultPeople } from '../../src/playground/world.js';
import { PlaygroundProcess, launchChromium } from './support/playground.js';
import { control, openAs, press, runCommand, settled, shot, table } from './support/page.js';
import { HANDS_TEXT, postAsBot, tablePicture, v2Table } from './support/v2-sample.js';

const GUILD = '910000000000000001';
const CHANNEL = '910000000000000011';
const ANN = defaultPeople()[0]!.id;

/**
 * What the bot's messages look like on the page: Components V2 layouts, pictures and files, as
 * Discord's client shows them. The stand-in and the page run in this process (no bot: the
 * messages are posted through the stand-in's REST as the bot posts them), Chromium shows the page.
 */
describe('the playground page shows Components V2 messages, pictures and files', () => {
  const fake = new FakeDiscord();
  let bridge: PlaygroundBridge;
  let server: { server: Server; url: string };
  let browser: Browser;

  beforeAll(async () => {
    fake.addGuild({ id: GUILD, name: 'Parlor Playground', channels: [] });
    fake.addChannel(GUILD, { id: CHANNEL, name: 'general', type: 0 });
    await fake.start();
    // The stand-in's body checks learn Components V2 on the v2 branch; until then this file lets V2 bodies through.
    const checks = (fake as unknown as { checks: { message: (path: string, body: any) => unknown } }).checks;
    const check = checks.message.bind(checks);
    checks.message = (path, body) => ((Number(body?.flags ?? 0) & (1 << 15)) !== 0 ? null : check(path, body));
    bridge = new PlaygroundBridge(fake, { id: GUILD, name: 'Parlor Playground' }, defaultPeople());
    server = await servePage(bridge, 0);
    browser = await launchChromium();
    await postAsBot(fake, CHANNEL, { content: 'Your last 2 hands at this table, in the PokerStars hand-history format.' }, [
      { name: 'parlor-hands.txt', bytes: Buffer.from(HANDS_TEXT), type: 'text/plain' },
    ]);
    await postAsBot(fake, CHANNEL, v2Table(ANN), [
      { name: 'table.png', bytes: tablePicture(), type: 'image/png' },
      { name: 'cards.png', bytes: tablePicture(170, 170), type: 'image/png' },
      { name: 'hands.txt', bytes: Buffer.from(HANDS_TEXT), type: 'text/plain' },
    ]);
  });
  afterAll(async () => {
    await browser?.close();
    bridge?.close();
    server?.server.closeAllConnections();
    server?.server.close();
    await fake.stop();
  });

  async function open(width: number, height = 900): Promise<Page> {
    const context = await browser.newContext({ viewport: { width, height } });
    const page = await context.newPage();
    page.on('pageerror', (error) => {
      throw error;
    });
    await page.goto(`${server.url}/?as=Ann#${CHANNEL}`);
    await page.locator('.container').waitFor();
    return page;
  }

  it('draws the container, its markdown, its pictures (loaded), its controls and its file', async () => {
    const page = await open(1280, 1700);
    const container = page.locator('.container');
    expect(await container.evaluate((node) => getComputedStyle(node).borderLeftColor)).toBe('rgb(47, 143, 91)');
    expect(await container.locator('h2').textContent()).toBe('Hold’em · hand #4'.replace('’', "'"));
    expect(await container.locator('.mention').first().textContent()).toBe('@Ann');
    expect(await page.locator('article.msg', { has: container }).getAttribute('class')).toContain('ping');
    expect(await container.locator('time').first().textContent()).toBe('in 10 minutes');
    expect(await container.locator('.small').first().textContent()).toBe('Bo raised to 40');
    expect(await container.locator('pre > code').textContent()).toBe('Seat 1: Ann (1460 in chips)\nSeat 2: Bo (330 in chips)');
    expect(await container.locator('ul > li').allTextContents()).toEqual(['Ann wins 60', 'Bo folds']);
    // The gallery's picture and the section's thumbnail load from the page's server.
    const picture = container.locator('.gallery img');
    await expect.poll(() => picture.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(800);
    expect(await picture.getAttribute('alt')).toBe('The table: Ann 1,460 chips, Bo 330 chips, pot 60');
    await expect.poll(() => container.locator('.thumbnail img').evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(170);
    // Buttons in rows and as an accessory, and the select, inside the container.
    for (const id of ['h1:fold', 'h1:call', 'h1:raise', 'h1:verify', 'h1:size'])
      expect(await container.locator(`[data-custom-id="${id}"]`).count(), id).toBe(1);
    // The file component and the classic message's .txt: a chip whose link downloads the bytes sent.
    for (const chip of [container.locator('.file'), page.locator('article.msg').first().locator('.file')]) {
      const link = chip.locator('a[download]').first();
      const href = await link.getAttribute('href');
      const body = await page.evaluate(async (url) => (await fetch(url!)).text(), href);
      expect(body).toBe(HANDS_TEXT);
    }
    expect(await page.locator('article.msg').first().locator('.file-name').textContent()).toBe('parlor-hands.txt');
    const download = page.waitForEvent('download');
    await page.locator('article.msg').first().locator('.file-name').click();
    expect((await download).suggestedFilename()).toBe('parlor-hands.txt');
    await shot(page, 'v2-table-1280', true);
    await page.context().close();
  });

  it('sends a click on a button inside a container as an interaction (no bot here: it fails as Discord says)', async () => {
    const page = await open(1280);
    await page.locator('.container [data-custom-id="h1:call"]').click();
    await expect.poll(() => page.locator('article.msg .failure').textContent()).toContain('The bot is not connected.');
    await page.context().close();
  });

  it('is usable 400 px wide: pictures scale to the width, buttons wrap, nothing scrolls sideways', async () => {
    const page = await open(400);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(400);
    const picture = (await page.locator('.container .gallery img').boundingBox())!;
    expect(picture.width).toBeLessThan(400);
    expect(picture.width).toBeGreaterThan(300);
    expect(picture.height / picture.width).toBeCloseTo(0.5, 1);
    const buttons = await page
      .locator('.container .row')
      .first()
      .locator('.btn')
      .evaluateAll((nodes) => nodes.map((n) => n.getBoundingClientRect()));
    expect(new Set(buttons.map((b) => Math.round(b.top))).size).toBeGreaterThan(1);
    for (const b of buttons) expect(b.right).toBeLessThanOrEqual(400);
    await shot(page, 'v2-table-400', true);
    await page.context().close();
  });
});

/** The playground as `npm start` runs it without a token: what its terminal prints and what a new person sees first. */
describe('the playground’s first five minutes', () => {
  let playground: PlaygroundProcess;
  let browser: Browser;

  beforeAll(async () => {
    // LOG_FORMAT left unset, as a person starting the playground leaves it.
    playground = await new PlaygroundProcess({ LOG_FORMAT: '' }).start();
    browser = await launchChromium();
  });
  afterAll(async () => {
    await browser?.close();
    await playground?.stop();
  });

  it('prints human-readable lines in the terminal, not JSON', () => {
    expect(playground.lines.some((line) => /INFO.*Parlor is online/.test(line))).toBe(true);
    expect(playground.lines.filter((line) => line.trimStart().startsWith('{'))).toEqual([]);
  });

  it('opens every channel on a welcome that says what to try, in the person’s language, with a button that picks /play yahtzee', async () => {
    const ann = await openAs(browser, playground.url, 'Ann', 'general');
    const welcome = ann.page.locator('[data-welcome]');
    expect(await welcome.locator('h2').textContent()).toBe('Welcome to the Parlor playground');
    expect(await welcome.textContent()).toContain('/play yahtzee');
    expect(await welcome.textContent()).toContain('You are Ann');
    await welcome.locator('[data-try]').click();
    expect(await ann.page.locator('#cmd-input').inputValue()).toBe('/play yahtzee ');
    // The options show what they are and their defaults, as Discord's picker does.
    expect(await ann.page.locator('#cmd-options .hint').allTextContents()).toEqual([
      "Extra Yahtzees: free choice of box (default) or Hasbro's Forced Joker",
      'Seconds per turn before the automatic move (default 90)',
      'Language of the public table (default: yours, unless the server chose a language other than English)',
      "Pictures of the table (default: the server's setting, on unless changed); off shows text only",
      'Computer players to seat with you (default 0; the host can also add them in the lobby)',
      'A computer plays for a player who is away until they are back (default: off)',
    ]);
    await shot(ann.page, 'welcome-en');
    const bo = await openAs(browser, playground.url, 'Bo', 'dice');
    const boWelcome = bo.page.locator('[data-welcome]');
    expect(await boWelcome.locator('h2').textContent()).toBe('欢迎来到 Parlor 试玩场');
    expect(await boWelcome.textContent()).toContain('/开桌 快艇骰子');
    const chan = await openAs(browser, playground.url, 'Chan', 'general', { width: 400, height: 800 });
    expect(await chan.page.locator('[data-welcome] h2').textContent()).toBe('Parlor 놀이터에 오신 걸 환영해요');
    await shot(chan.page, 'welcome-ko-400');
    for (const { context } of [ann, bo, chan]) await context.close();
  });

  it('shows /history’s hand as a code block and the .txt of the last hands as a file that downloads', async () => {
    const ann = await openAs(browser, playground.url, 'Ann', 'cards');
    const dee = await openAs(browser, playground.url, 'Dee', 'cards');
    await runCommand(ann.page, '/play holdem');
    await press(dee.page, control(table(dee.page), 'join'));
    await press(ann.page, control(table(ann.page), 'start'));
    // Whoever is to act folds from their panel (only the player to act has Fold there), ending hand 1.
    const handOver = async () => (await ann.page.locator('[data-custom-id$=":g:deal"]').count()) > 0;
    for (const { page } of [ann, dee]) {
      if (await handOver()) break;
      await press(page, control(table(page), 'panel'));
      await page.waitForTimeout(500);
      const fold = page.locator('[data-custom-id$=":g:fold"]').last();
      if ((await fold.count()) > 0) await press(page, fold);
    }
    await expect.poll(handOver).toBe(true);
    await runCommand(ann.page, '/history');
    const answer = ann.page.locator('article.msg.ephemeral').last();
    // The hand as a code block (and the command that checks its seed, another).
    await expect.poll(() => answer.locator('pre > code').count()).toBeGreaterThanOrEqual(1);
    expect(await answer.locator('pre > code').first().textContent()).toMatch(/^PokerStars Hand #\d+/);
    await press(ann.page, answer.locator('[data-custom-id$="hands"]'));
    const file = ann.page.locator('article.msg.ephemeral .file').last();
    await file.waitFor();
    expect(await file.locator('.file-name').textContent()).toMatch(/^parlor-hands-\d+\.txt$/);
    const href = await file.locator('a[download]').first().getAttribute('href');
    expect(await ann.page.evaluate(async (url) => (await fetch(url!)).text(), href)).toMatch(/^PokerStars Hand #\d+/);
    await settled(ann.page);
    await shot(ann.page, 'history-file');
    for (const { context } of [ann, dee]) await context.close();
  });
});
