/// <reference lib="dom" />
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { PlaygroundProcess, launchChromium } from './support/playground.js';
import { control, openAs, panel, press, runCommand, settled, shot, table } from './support/page.js';

/** The page script's own globals (client.js), reached from page.evaluate. */
declare const state: { channelId: string; pending: Map<string, unknown> };
declare function onServer(message: Record<string, unknown>): void;

/**
 * The playground in a real Chromium: `npm run playground` as a child process (the real bot, in
 * memory, against the stand-in) and people clicking the page as they would Discord's client.
 */
describe('the playground in a browser', () => {
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

  it('plays a solo Yahtzee game to its final card by clicking', async () => {
    const { context, page } = await openAs(browser, playground.url, 'Ann', 'general');
    await runCommand(page, '/play yahtzee');
    await expect.poll(() => table(page).textContent()).toContain('Yahtzee');
    await press(page, control(table(page), 'start'));
    for (let round = 1; round <= 13; round++) {
      await press(page, control(table(page), 'roll'));
      if (round === 1) {
        // Hold the first die (one menu for the dice to hold) and roll again: the menu shows it held.
        const hold = table(page).locator('details[data-custom-id$=":keep"]');
        await hold.locator('summary').click();
        await hold.locator('input[type=checkbox]').first().check();
        await hold.locator('button').click();
        await expect.poll(() => table(page).locator('details[data-custom-id$=":keep"] input[type=checkbox]').first().isChecked()).toBe(true);
        await press(page, control(table(page), 'roll'));
      }
      await table(page).locator('select[data-custom-id$=":score"]').selectOption({ index: 1 });
      await settled(page);
    }
    await expect.poll(() => table(page).textContent()).toContain('Final ranking');
    expect(await table(page).locator('select, [data-custom-id$=":roll"]').count()).toBe(0);
    await shot(page, 'yahtzee-final-card');
    await context.close();
  });

  it('plays a two-person Pirate Dice round where each sees only their own dice', async () => {
    const ann = await openAs(browser, playground.url, 'Ann', 'dice');
    const bo = await openAs(browser, playground.url, 'Bo', 'dice');
    await runCommand(ann.page, '/play pirate-dice');
    await expect.poll(() => table(bo.page).textContent()).toContain('Pirate Dice');
    await press(bo.page, control(table(bo.page), 'join'));
    await press(ann.page, control(table(ann.page), 'start'));
    await expect.poll(() => control(table(ann.page), 'panel').count()).toBe(1);
    for (const { page } of [ann, bo]) await press(page, control(table(page), 'panel'));
    await expect.poll(() => panel(ann.page).count()).toBe(1);
    await expect.poll(() => panel(bo.page).count()).toBe(1);

    // Each page holds exactly one private panel, its own; the other's never reaches it.
    const annPanelId = await panel(ann.page).getAttribute('data-message-id');
    const boPanelId = await panel(bo.page).getAttribute('data-message-id');
    expect(annPanelId).not.toBe(boPanelId);
    expect(await ann.page.locator(`[data-message-id="${boPanelId}"]`).count()).toBe(0);
    expect(await bo.page.locator(`[data-message-id="${annPanelId}"]`).count()).toBe(0);
    expect(await ann.page.locator('article.msg.ephemeral').count()).toBe(1);
    expect(await bo.page.locator('article.msg.ephemeral').count()).toBe(1);
    // Bo reads Discord in 简体中文: Bo's panel is in Chinese, Ann's in English.
    expect(await panel(bo.page).textContent()).toMatch(/[\u4e00-\u9fff]/);
    expect(await panel(ann.page).textContent()).not.toMatch(/[\u4e00-\u9fff]/);
    await shot(ann.page, 'pirate-ann');
    await shot(bo.page, 'pirate-bo');

    // Whoever's turn it is taps one of the one-tap bets (a face at its smallest count) in their panel; the other challenges it.
    const smallestBet = (page: typeof ann.page) => panel(page).locator('[data-custom-id*=":g:min:"]').first();
    const annFirst = (await smallestBet(ann.page).count()) > 0;
    const [bettor, challenger] = annFirst ? [ann.page, bo.page] : [bo.page, ann.page];
    await press(bettor, smallestBet(bettor));
    // The challenger's panel is an older ephemeral message; the table offers the challenge.
    await expect.poll(() => control(table(challenger), 'chal').count()).toBe(1);
    await press(challenger, control(table(challenger), 'chal'));
    await expect.poll(() => table(ann.page).textContent()).toContain('Round 1 reveal');
    await expect.poll(() => table(bo.page).textContent()).toContain('Round 1 reveal');
    await shot(bo.page, 'pirate-reveal');
    await ann.context.close();
    await bo.context.close();
  });

  it('fills in the 博饼 custom-prize form', async () => {
    const { context, page } = await openAs(browser, playground.url, 'Chan', '茶馆');
    // Text only: the prize names are read from the prize board, which beside a picture is the picture's.
    await runCommand(page, '/play bobing', { prizes: 'custom', pictures: 'false' });
    const form = page.locator('dialog#modal[open]');
    await form.waitFor();
    // Chan reads Discord in 한국어: the form is in Korean.
    expect(await form.textContent()).toMatch(/[\uac00-\ud7a3]/);
    await form.locator('input').first().fill('1/2/2/3/4/5');
    await form.locator('textarea').first().fill('状元=月饼礼盒\n一秀=小月饼');
    await shot(page, 'bobing-form');
    await form.locator('button[type="submit"]').click();
    await settled(page);
    await expect.poll(() => table(page).textContent()).toContain('1/2/2/3/4/5');
    await press(page, control(table(page), 'start'));
    await press(page, control(table(page), 'roll'));
    await expect.poll(() => table(page).textContent()).toMatch(/月饼礼盒|小月饼/);
    await shot(page, 'bobing-table');
    await context.close();
  });

  it('keeps every control reachable on a phone-width screen', async () => {
    const phone = { width: 375, height: 740 };
    const bo = await openAs(browser, playground.url, 'Bo', 'cards', phone);
    const dee = await openAs(browser, playground.url, 'Dee', 'cards', phone);
    await runCommand(bo.page, '/play holdem');
    await press(dee.page, control(table(dee.page), 'join'));
    await press(bo.page, control(table(bo.page), 'start'));
    await expect.poll(() => control(table(bo.page), 'panel').count()).toBe(1);
    await press(bo.page, control(table(bo.page), 'panel'));
    await expect.poll(() => panel(bo.page).count()).toBe(1);
    const { page } = bo;
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(phone.width);
    const controls = page.locator('button:visible, select:visible, input:visible, a:visible, summary:visible');
    const count = await controls.count();
    expect(count).toBeGreaterThan(20);
    const unreachable: string[] = [];
    for (let i = 0; i < count; i++) {
      const item = controls.nth(i);
      const reachable = await item.evaluate((node) => {
        // As a person would: scroll it to the middle of the screen, above the command box.
        node.scrollIntoView({ block: 'center', inline: 'center' });
        const box = node.getBoundingClientRect();
        if (box.width < 1 || box.left < 0 || box.right > window.innerWidth || box.top < 0 || box.bottom > window.innerHeight) return false;
        const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
        return hit !== null && (hit === node || node.contains(hit));
      });
      if (!reachable) unreachable.push(await item.evaluate((node) => node.outerHTML.slice(0, 120)));
    }
    expect(unreachable).toEqual([]);
    await page.evaluate(() => window.scrollTo(0, 0));
    await shot(page, 'phone-holdem', true);
    // The command box's list fits the screen too.
    await page.locator('#cmd-input').click();
    await page.locator('#cmd-input').fill('/play');
    const entry = page.locator('[data-command="/play xianqi"]');
    await entry.scrollIntoViewIfNeeded();
    const box = (await entry.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(phone.width);
    await shot(page, 'phone-commands');
    await bo.context.close();
    await dee.context.close();
  });

  it('draws a deferred reply as "thinking" and a failed interaction as Discord does, in the person’s language', async () => {
    const { context, page } = await openAs(browser, playground.url, 'Bo', 'general');
    // What the bridge sends for a deferred reply's placeholder, and then for a click answered too late.
    await page.evaluate(() => {
      const channelId = state.channelId;
      onServer({
        t: 'message',
        message: {
          id: '1999999999999999901',
          channelId,
          content: '',
          embeds: [],
          components: [],
          ephemeral: false,
          edited: false,
          thinking: true,
          pings: [],
          via: { userId: '100000000000000001', command: '/开桌 快艇骰子' },
        },
      });
      onServer({
        t: 'message',
        message: {
          id: '1999999999999999902',
          channelId,
          content: 'a table',
          embeds: [],
          components: [],
          ephemeral: false,
          edited: false,
          thinking: false,
          pings: [],
        },
      });
      state.pending.set('late-click', { messageId: '1999999999999999902' });
      onServer({ t: 'result', nonce: 'late-click', ok: false, reason: 'late', detail: 'the bot answered after 3.2 s' });
    });
    const thinking = page.locator('[data-message-id="1999999999999999901"]');
    expect(await thinking.locator('.thinking').textContent()).toBe('Parlor 正在思考…');
    expect(await thinking.locator('.via').textContent()).toBe('Ann 使用了 /开桌 快艇骰子');
    const failure = page.locator('[data-message-id="1999999999999999902"] .failure');
    expect(await failure.textContent()).toBe('❗ 此交互失败机器人在 3 秒后才回应，为时已晚。');
    await shot(page, 'deferred-and-late-zh');
    await context.close();
  });

  it('frames the page in the person’s language: a Korean page shows no English word of its own', async () => {
    const chan = await openAs(browser, playground.url, 'Chan', 'general');
    const ann = await openAs(browser, playground.url, 'Ann', 'general');
    // A private answer ("only you can see this"), and the command box with a command picked.
    for (const { page } of [chan, ann]) {
      await runCommand(page, '/hand');
      await expect.poll(() => page.locator('article.msg.ephemeral .ephemeral-note').count()).toBeGreaterThan(0);
      await page.locator('#cmd-input').click();
      await page.locator('#cmd-input').fill('/');
    }
    await shot(chan.page, 'frame-ko');
    const chanWords = await englishFrameWords(chan.page);
    expect(chanWords).toEqual([]);
    // The same look at Ann's page finds the English frame: the look can see a word left untranslated.
    expect(await englishFrameWords(ann.page)).toEqual(expect.arrayContaining(['Play', 'Only', 'Dismiss', 'Send']));
    // And the command a person used is named in the viewer's language.
    expect(await chan.page.locator('article.msg .via').last().textContent()).toContain('/내패널');
    await chan.context.close();
    await ann.context.close();
  });
});

/**
 * The Latin-letter words of the page's own frame: its text, titles, labels and placeholders,
 * outside what the bot wrote (messages, commands). Names of people, servers, channels, the bot and
 * language names (English, EN) are not the frame's words.
 */
function englishFrameWords(page: import('playwright-core').Page): Promise<string[]> {
  return page.evaluate(() => {
    // A server's own name (#server-name, and the server without the bot's .place-name) is its owners' words, not the frame's.
    const botContent =
      '.content, .embed, .container, .rows, #cmd-list, #cmd-options, dialog, #server-name, .place[data-place="server-without-bot"] .place-name';
    const names = new Set(['Ann', 'Bo', 'Chan', 'Dee', 'Parlor', 'Discord', 'general', 'dice', 'cards', 'games', 'English', 'UK', 'EN']);
    const texts = [document.title];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      if (!node.parentElement?.closest(`${botContent}, script`)) texts.push(node.textContent ?? '');
    }
    for (const element of Array.from(document.body.querySelectorAll('*'))) {
      if (element.closest(botContent)) continue;
      for (const attribute of ['title', 'aria-label', 'placeholder']) texts.push(element.getAttribute(attribute) ?? '');
    }
    return [...new Set(texts.join(' ').match(/[A-Za-z]{2,}/g) ?? [])].filter((word) => !names.has(word));
  });
}
