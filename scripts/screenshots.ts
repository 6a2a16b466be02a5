/// <reference lib="dom" />
/**
 * README screenshots: `npx tsx scripts/screenshots.ts` starts the playground (the real bot, in
 * memory, against the stand-in), opens each game at a phone-width table with computer players,
 * makes a few moves as a person would and saves the table to `docs/screenshots/<game>.png`, plus
 * two private panels (`holdem-panel.png`, `pirate-dice-panel.png`). Chromium: CHROME_PATH, else the
 * one on PATH. `npx tsx scripts/screenshots.ts holdem bobing` redoes only those games. Emoji in the
 * words come from the machine's fonts: without an emoji font they are boxes (FONTCONFIG_FILE can
 * name a config adding one; the shots in docs/ used Noto Emoji, monochrome, from @fontsource/noto-emoji).
 */
import { mkdirSync } from 'node:fs';
import type { Browser, Locator, Page } from 'playwright-core';
import { PlaygroundProcess, launchChromium } from '../test/browser/support/playground.js';
import { openAs, runCommand, settled } from '../test/browser/support/page.js';

const OUT = 'docs/screenshots';
/** A phone's screen: a message's picture then shows about 320 px wide, as on Discord's phone apps. */
const PHONE = { width: 390, height: 844 };
/** Hides the command box so it does not cover the message in the shot. */
const SHOT_STYLE = '#command-box { visibility: hidden !important; }';

/** The latest public message with a layout or an embed in the open channel: the table. */
const table = (page: Page): Locator =>
  page
    .locator('article.msg:not(.ephemeral)')
    .filter({ has: page.locator('.container, .embed') })
    .last();
/** The person's latest private panel. */
const panel = (page: Page): Locator =>
  page
    .locator('article.msg.ephemeral')
    .filter({ has: page.locator('.container, .embed') })
    .last();
/** Enabled controls of `message` whose custom id ends with one of `verbs`. */
const controls = (message: Locator, verbs: string[]): Locator =>
  message.locator(verbs.map((v) => `button[data-custom-id$=":${v}"]:not([disabled])`).join(', '));

/** Clicks and waits for the bot's answer; a refusal (a new private message without a layout) is printed. */
async function press(page: Page, target: Locator): Promise<void> {
  const notes = page.locator('article.msg.ephemeral');
  const before = await notes.count();
  const label = (await target.first().innerText()).replace(/\s+/g, ' ');
  await target.first().click();
  await settled(page);
  const texts = await notes.evaluateAll(
    (nodes, from) =>
      nodes
        .slice(from)
        .filter((n) => !n.querySelector('.container, .embed'))
        .map((n) => (n as HTMLElement).innerText.replace(/\s+/g, ' ')),
    before,
  );
  for (const text of texts) console.log(`  [${label}] answered privately: ${text}`);
}

/** Waits until one of `verbs` is offered on `message` (the person's turn came back); false on timeout. */
async function offered(message: Locator, verbs: string[], timeout = 30_000): Promise<boolean> {
  try {
    await controls(message, verbs).first().waitFor({ timeout });
    return true;
  } catch {
    return false;
  }
}

/**
 * Each table's turn line for `person`, in the table's language (beside the picture the table has no
 * ▶ seat marker: its words say whose turn it is).
 */
const TURN_LINES = {
  yahtzee: (person: string) => `@${person}(, roll the dice|: roll \\d of 3|: last roll done)`,
  pirate: (person: string) => `@${person}님이 (베팅 또는 도전할|첫 베팅할) 차례`,
  holdem: (person: string) => `@${person} to act`,
  bobing: (person: string) => `@${person}，该你博了`,
  xianqi: (person: string) => `@${person} 为回合起始玩家|@${person}，掀不掀|由 @${person} 首出|@${person}：压过`,
};

/** Waits until the table's text matches `pattern` (a turn line: its player's turn), or stops matching it when `wanted` is false; false on timeout. */
async function myTurn(page: Page, pattern: string, timeout = 40_000, wanted = true): Promise<boolean> {
  try {
    await page.waitForFunction(
      ([source, want]) => {
        const tables = [...document.querySelectorAll('article.msg:not(.ephemeral)')].filter((n) => n.querySelector('.container, .embed'));
        const text = (tables.at(-1) as HTMLElement | undefined)?.innerText ?? '';
        return new RegExp(source as string, 'u').test(text) === want;
      },
      [pattern, wanted] as const,
      { timeout },
    );
    return true;
  } catch {
    return false;
  }
}

/** Waits until every picture in `message` has loaded. */
async function picturesLoaded(message: Locator): Promise<void> {
  await message.locator('img').first().waitFor({ timeout: 15_000 });
  await message.evaluate((node) =>
    Promise.all([...node.querySelectorAll('img')].map((img) => (img.complete ? null : new Promise((r) => img.addEventListener('load', r, { once: true }))))),
  );
}

async function save(page: Page, message: Locator, name: string): Promise<void> {
  await settled(page);
  await picturesLoaded(message);
  await message.scrollIntoViewIfNeeded();
  await message.screenshot({ path: `${OUT}/${name}.png`, style: SHOT_STYLE, animations: 'disabled' });
  console.log(`${OUT}/${name}.png`);
}

/** Opens `/play <game> computers:N` as `person` in `channel`, adds nothing else and starts it. */
async function openTable(browser: Browser, url: string, person: string, channel: string, game: string, computers: number): Promise<Page> {
  const { page } = await openAs(browser, url, person, channel, PHONE);
  await runCommand(page, `/play ${game}`, { computers: String(computers) });
  await controls(table(page), ['start']).first().waitFor();
  await press(page, controls(table(page), ['start']));
  return page;
}

async function yahtzee(browser: Browser, url: string): Promise<void> {
  const page = await openTable(browser, url, 'Ann', 'general', 'yahtzee', 2);
  for (let turn = 0; turn < 2; turn++) {
    if (!(await myTurn(page, TURN_LINES.yahtzee('Ann')))) break;
    await press(page, controls(table(page), ['g:roll']));
    // Hold the first die from the one menu of dice to hold, then roll again.
    const hold = table(page).locator('details[data-custom-id$=":keep"]');
    await hold.locator('summary').click();
    await hold.locator('input[type=checkbox]').first().check();
    await hold.locator('button').click();
    await settled(page);
    await press(page, controls(table(page), ['g:roll']));
    if (turn === 1) break;
    await table(page).locator('select[data-custom-id$=":score"]').selectOption({ index: 1 });
    await settled(page);
    await myTurn(page, TURN_LINES.yahtzee('Ann'), 10_000, false);
  }
  await save(page, table(page), 'yahtzee');
}

async function pirate(browser: Browser, url: string): Promise<void> {
  const page = await openTable(browser, url, 'Chan', 'dice', 'pirate-dice', 2);
  await offered(table(page), ['panel']);
  await press(page, controls(table(page), ['panel']));
  await panel(page).waitFor();
  // Chan's panel does not follow the table: once it is Chan's turn, "My dice" again, then the smallest bet.
  for (let bet = 0; bet < 2; bet++) {
    if (!(await myTurn(page, TURN_LINES.pirate('Chan')))) break;
    await press(page, controls(table(page), ['panel']));
    await press(page, panel(page).locator('button[data-custom-id*=":g:min:"]:not([disabled])'));
    await myTurn(page, TURN_LINES.pirate('Chan'), 10_000, false);
  }
  await page.waitForTimeout(2500);
  await save(page, table(page), 'pirate-dice');
  await save(page, panel(page), 'pirate-dice-panel');
}

async function holdem(browser: Browser, url: string): Promise<void> {
  const page = await openTable(browser, url, 'Ann', 'cards', 'holdem', 3);
  await offered(table(page), ['panel']);
  await press(page, controls(table(page), ['panel']));
  await panel(page).waitFor();
  for (let move = 0; move < 3; move++) {
    if (!(await myTurn(page, TURN_LINES.holdem('Ann')))) break;
    await press(page, controls(panel(page), ['g:check', 'g:call']));
    await myTurn(page, TURN_LINES.holdem('Ann'), 10_000, false);
  }
  await page.waitForTimeout(1500);
  await save(page, table(page), 'holdem');
  await save(page, panel(page), 'holdem-panel');
}

async function bobing(browser: Browser, url: string): Promise<void> {
  const page = await openTable(browser, url, 'Bo', '茶馆', 'bobing', 3);
  for (let roll = 0; roll < 2; roll++) {
    if (!(await myTurn(page, TURN_LINES.bobing('Bo')))) break;
    await press(page, controls(table(page), ['g:roll']));
    await myTurn(page, TURN_LINES.bobing('Bo'), 10_000, false);
  }
  await page.waitForTimeout(1500);
  await save(page, table(page), 'bobing');
}

async function xianqi(browser: Browser, url: string): Promise<void> {
  // A thread of its own under #茶馆, where the 博饼 table is still open.
  const { page } = await openAs(browser, url, 'Bo', '茶馆', PHONE);
  await page.locator('#new-thread input[name="name"]').fill('掀棋');
  await page.locator('#new-thread button[type="submit"]').click();
  await page.locator('[data-channel="掀棋"]').click();
  await page.locator('[data-channel="掀棋"][aria-current="true"]').waitFor();
  await runCommand(page, '/play xianqi', { computers: '2' });
  await press(page, controls(table(page), ['start']));
  await offered(table(page), ['panel']);
  await press(page, controls(table(page), ['panel']));
  await panel(page).waitFor();
  // Bo's panel does not follow the table either: at each of Bo's turns, "My pieces" again, then
  // lead without proposing to settle (不扣) and play the first combination offered.
  for (let move = 0; move < 3; move++) {
    if (!(await myTurn(page, TURN_LINES.xianqi('Bo')))) break;
    await press(page, controls(table(page), ['panel']));
    const noKou = controls(panel(page), ['g:nokou']);
    if ((await noKou.count()) > 0) await press(page, noKou);
    const play = panel(page).locator('select[data-custom-id*=":g:"]:not([disabled])');
    if ((await play.count()) > 0) {
      await play.first().selectOption({ index: 1 });
      await settled(page);
    } else {
      const choice = panel(page).locator('button[data-custom-id*=":g:"]:not([disabled])');
      if ((await choice.count()) === 0) {
        console.log('  xianqi: nothing to play in the panel:', (await panel(page).innerText()).replace(/\s+/g, ' '));
        console.log('  table:', (await table(page).innerText()).replace(/\s+/g, ' '));
        break;
      }
      await press(page, choice);
    }
    await myTurn(page, TURN_LINES.xianqi('Bo'), 10_000, false);
  }
  await page.waitForTimeout(1500);
  await save(page, table(page), 'xianqi');
  await press(page, controls(table(page), ['panel']));
  await save(page, panel(page), 'xianqi-panel');
}

mkdirSync(OUT, { recursive: true });
const playground = await new PlaygroundProcess().start();
const browser = await launchChromium();
try {
  const only = process.argv.slice(2);
  const games: Record<string, (b: Browser, u: string) => Promise<void>> = { yahtzee, pirate, holdem, bobing, xianqi };
  for (const [name, run] of Object.entries(games)) if (only.length === 0 || only.includes(name)) await run(browser, playground.url);
} finally {
  await browser.close();
  await playground.stop();
}
