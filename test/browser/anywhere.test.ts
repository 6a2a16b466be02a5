/// <reference lib="dom" />
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { PlaygroundProcess, launchChromium } from './support/playground.js';
import { control, openAs, press, runCommand, shot, table } from './support/page.js';

/**
 * Issue 32 in the playground as `npm start` starts it: the group DM of Ann, Bo and Chan (Ann installed
 * Parlor for herself) and the server without the bot are in the channel list under their headings,
 * and a game opened in the group DM is played on the page like anywhere else.
 */
describe('the group DM and the server without the bot, in a browser', () => {
  let playground: PlaygroundProcess;
  let browser: Browser;

  beforeAll(async () => {
    playground = await new PlaygroundProcess().start();
    browser = await launchChromium();
  });
  afterAll(async () => {
    await browser?.close();
    await playground?.stop();
  });

  it('Ann opens Yahtzee in the group DM, Bo joins with the button; Dee has no group DM in her list', async () => {
    const ann = await openAs(browser, playground.url, 'Ann', 'Ann, Bo, Chan');
    await expect(ann.page.locator('.place[data-place="group-dm"] .place-note').textContent()).resolves.toContain('Only Ann installed Parlor here');
    await expect(ann.page.locator('.place[data-place="server-without-bot"]').count()).resolves.toBe(1);
    await expect(ann.page.locator('#new-thread').isHidden()).resolves.toBe(true);
    await runCommand(ann.page, '/play yahtzee');
    await table(ann.page).waitFor();

    const bo = await openAs(browser, playground.url, 'Bo', 'Ann, Bo, Chan');
    // Bo did not install Parlor: Discord offers him none of its commands here, and the box says how he plays.
    await expect(bo.page.locator('#cmd-input').getAttribute('placeholder')).resolves.toBe('你在这里没有命令可用：请用牌桌上的按钮');
    await bo.page.locator('#cmd-input').fill('/');
    await expect(bo.page.locator('#cmd-list').isHidden()).resolves.toBe(true);
    await bo.page.locator('#cmd-input').fill('');
    await press(bo.page, control(table(bo.page), 'join'));
    await press(ann.page, control(table(ann.page), 'start'));
    await table(ann.page).locator('[data-custom-id$=":g:roll"]').first().waitFor();

    const dee = await openAs(browser, playground.url, 'Dee', 'general');
    await expect(dee.page.locator('[data-channel="Ann, Bo, Chan"]').count()).resolves.toBe(0);
    await expect(dee.page.locator('[data-channel="games"]').count()).resolves.toBe(1);
    await shot(ann.page, 'anywhere-group-dm');
    for (const { context } of [ann, bo, dee]) await context.close();
  });
});
