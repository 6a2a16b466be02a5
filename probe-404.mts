import { PlaygroundProcess, launchChromium } from './test/browser/support/playground.ts';
import { control, openAs, press, runCommand, table } from './test/browser/support/page.ts';
const pg = await new PlaygroundProcess({ PICTURE_DEADLINE_MS: '2500' }).start();
const browser = await launchChromium();
const { context, page } = await openAs(browser, pg.url, 'Ann', 'general', { width: 400, height: 860 });
const bad: string[] = [];
page.on('console', (m) => { if (m.type() === 'error' || m.type() === 'warning') bad.push(`console ${m.type()}: ${m.text()} @ ${m.location().url}`); });
page.on('response', (r) => { if (r.status() >= 400) bad.push(`response ${r.status()} ${r.url()}`); });
page.on('requestfailed', (r) => bad.push(`failed ${r.url()} ${r.failure()?.errorText}`));
await page.reload();
await page.locator('.bot-status[data-online="true"]').waitFor();
await page.locator('[data-channel="general"]').click();
await page.locator('[data-channel="茶馆"]').click();
await page.evaluate(() => document.fonts.ready);
await page.waitForTimeout(1500);
console.log(await page.evaluate(() => [...document.fonts].filter((f) => f.status === 'loaded').map((f) => `${f.family} ${f.weight} ${f.unicodeRange.slice(0, 30)}`)));
await page.screenshot({ path: '/tmp/arrive/fonts.png' });
await page.locator('[data-channel="general"]').click();
await runCommand(page, '/play holdem', { computers: '2' });
await press(page, control(table(page), 'start'));
const until = Date.now() + 30_000;
let clicks = 0;
while (Date.now() < until) {
  let done = false;
  for (const verb of ['check', 'call', 'next', 'panel']) {
    const c = control(table(page), verb);
    if (await c.count() && await c.isEnabled().catch(() => false)) { await press(page, c).catch(() => undefined); clicks++; done = true; break; }
  }
  await page.waitForTimeout(done ? 300 : 1000);
}
console.log('clicks', clicks);
console.log(bad.join('\n'));
console.log('count', bad.length);
await context.close(); await browser.close(); await pg.stop();
