/// <reference lib="dom" />
import { mkdirSync } from 'node:fs';
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';

export const SHOTS = 'test-results';

/** A new browser context with one page open as `person` in `channel`, once the bot is online. */
export async function openAs(
  browser: Browser,
  url: string,
  person: string,
  channel: string,
  viewport = { width: 1200, height: 860 },
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ viewport });
  const page = await context.newPage();
  page.on('pageerror', (error) => {
    throw error;
  });
  await page.goto(`${url}/?as=${encodeURIComponent(person)}`);
  await page.locator('.bot-status[data-online="true"]').waitFor();
  await page.locator(`[data-channel="${channel}"]`).click();
  await page.locator(`[data-channel="${channel}"][aria-current="true"]`).waitFor();
  return { context, page };
}

/** Waits until every interaction the page sent has its answer. */
export async function settled(page: Page): Promise<void> {
  await page.waitForFunction(() => (document.body.dataset.pending ?? '0') === '0');
}

/** Picks a command (by its English name) in the command box, fills its options and sends it. */
export async function runCommand(page: Page, command: string, options: Record<string, string> = {}): Promise<void> {
  await page.locator('#cmd-input').click();
  await page.locator('#cmd-input').fill(command);
  await page.locator(`[data-command="${command}"]`).click();
  for (const [name, value] of Object.entries(options)) {
    const field = page.locator(`[data-option="${name}"]`);
    if ((await field.evaluate((node) => node.tagName)) === 'SELECT') await field.selectOption(value);
    else await field.fill(value);
  }
  await page.locator('#cmd-send').click();
  await settled(page);
}

/** The latest public message with an embed or a V2 container in the open channel: the table. */
export function table(page: Page): Locator {
  return page
    .locator('article.msg:not(.ephemeral)')
    .filter({ has: page.locator('.embed, .container') })
    .last();
}

/** The person's own private panel in the open channel (the latest ephemeral message). */
export function panel(page: Page): Locator {
  return page
    .locator('article.msg.ephemeral')
    .filter({ has: page.locator('.embed, .container') })
    .last();
}

/** A control on a message by the end of its custom_id (the verb), whatever the language. */
export function control(message: Locator, verb: string): Locator {
  return message.locator(`[data-custom-id$=":${verb}"]`).first();
}

/** Clicks and waits for the bot's answer. */
export async function press(page: Page, target: Locator): Promise<void> {
  await target.click();
  await settled(page);
}

export async function shot(page: Page, name: string, fullPage = false): Promise<void> {
  mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage });
}
