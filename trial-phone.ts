/// <reference lib="dom" />
import type { Page } from 'playwright-core';
import { PlaygroundProcess, launchChromium } from './test/browser/support/playground.js';
import { control, openAs, press, runCommand, table, panel, settled } from './test/browser/support/page.js';

const PHONE = { width: 390, height: 844 };
const GROUP = 'Ann, Bo, Chan';
const out = (n: string) => `/tmp/trial/${n}.png`;
const playground = await new PlaygroundProcess().start();
const browser = await launchChromium();
try {
  const ann = await openAs(browser, playground.url, 'Ann', GROUP, PHONE);
  const bo = await openAs(browser, playground.url, 'Bo', GROUP, PHONE);
  const chan = await openAs(browser, playground.url, 'Chan', GROUP, PHONE);
  const shot = async (p: Page, n: string) => { await settled(p); await p.waitForTimeout(400); await p.screenshot({ path: out(n) }); };
  // Chan (no install) tries a command
  await chan.page.locator('#cmd-input').fill('/play');
  await chan.page.waitForTimeout(500);
  await chan.page.screenshot({ path: out('00-chan-command') });
  await chan.page.keyboard.press('Escape');
  await chan.page.locator('#cmd-input').fill('');
  await chan.page.keyboard.press('Escape');
  await runCommand(ann.page, '/play pirate-dice');
  await table(ann.page).waitFor();
  await shot(ann.page, '01-ann-lobby');
  await press(bo.page, control(table(bo.page), 'join'));
  await press(chan.page, control(table(chan.page), 'join'));
  await shot(bo.page, '02-bo-lobby-joined');
  await press(ann.page, control(table(ann.page), 'start'));
  await ann.page.waitForTimeout(1500);
  await shot(ann.page, '03-ann-started');
  await shot(bo.page, '04-bo-started');
  await shot(chan.page, '05-chan-started');
  await press(bo.page, control(table(bo.page), 'panel'));
  await bo.page.waitForTimeout(800);
  await shot(bo.page, '06-bo-panel');
  await press(chan.page, control(table(chan.page), 'panel'));
  await chan.page.waitForTimeout(800);
  await shot(chan.page, '07-chan-panel');
  const texts = await chan.page.locator('article.msg').evaluateAll((ns) => ns.map((n) => (n as HTMLElement).innerText.replace(/\s+/g, ' ').slice(0, 300)));
  console.log('chan sees:\n' + texts.join('\n---\n'));
  const bt = await bo.page.locator('article.msg').evaluateAll((ns) => ns.map((n) => (n as HTMLElement).innerText.replace(/\s+/g, ' ').slice(0, 300)));
  console.log('bo sees:\n' + bt.join('\n---\n'));
  void panel;
} finally {
  await browser.close();
  await playground.stop();
}
