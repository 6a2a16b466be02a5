/// <reference lib="dom" />
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { PlaygroundProcess, launchChromium } from './support/playground.js';
import { control, openAs, press, runCommand, table } from './support/page.js';

const DELAY_MS = 700;
const DEADLINE_MS = 250;

interface Case {
  game: string;
  person: string;
  channel: string;
  computers: number;
  /** In a new thread of `channel` of this name. */
  thread?: string;
}

const CASES: Case[] = [
  { game: 'pirate-dice', person: 'Chan', channel: 'dice', computers: 2 },
  { game: 'yahtzee', person: 'Ann', channel: 'general', computers: 1 },
  { game: 'holdem', person: 'Bo', channel: 'cards', computers: 2 },
  { game: 'bobing', person: 'Bo', channel: '茶馆', computers: 1 },
  { game: 'xianqi', person: 'Chan', channel: 'dice', computers: 2, thread: 'xianqi' },
];

/** The engine's name of a game, as the log names it. */
const ENGINE: Record<string, string> = { 'pirate-dice': 'pirate', yahtzee: 'yahtzee', holdem: 'holdem', bobing: 'bobing', xianqi: 'xianqi' };

/** Whether the table message shows a picture that loaded, drawn at the pictures' width. */
const pictureShown = (page: Page): Promise<boolean> =>
  table(page)
    .locator('img')
    .evaluateAll((imgs) => imgs.some((img) => (img as HTMLImageElement).complete && (img as HTMLImageElement).naturalWidth >= 400));

/**
 * On a machine too busy to draw within the deadline (here every picture is made ready
 * TEST_PICTURE_DELAY_MS after it is drawn, past PICTURE_DEADLINE_MS), the first table after Start
 * goes as words and its picture is edited in once drawn: every game's first table carries its
 * picture, before anything moves the table on (the computers wait COMPUTER_PAUSE_MS).
 */
describe('the first table after Start carries its picture on a busy machine', () => {
  let playground: PlaygroundProcess;
  let browser: Browser;

  beforeAll(async () => {
    playground = await new PlaygroundProcess({
      TEST_PICTURE_DELAY_MS: String(DELAY_MS),
      PICTURE_DEADLINE_MS: String(DEADLINE_MS),
      COMPUTER_PAUSE_MS: '15000',
      LOG_LEVEL: 'debug',
    }).start();
    // Warming is not what is tried here: the drawing is slow on purpose.
    await playground.waitForLine(/"msg":"picture workers warmed/, 90_000);
    browser = await launchChromium();
  });
  afterAll(async () => {
    await browser?.close();
    await playground?.stop();
  });

  for (const c of CASES) {
    it(c.game, async () => {
      const { context, page } = await openAs(browser, playground.url, c.person, c.channel, { width: 400, height: 860 });
      if (c.thread) {
        await page.locator('#new-thread input[name="name"]').fill(c.thread);
        await page.locator('#new-thread button[type="submit"]').click();
        await page.locator(`[data-channel="${c.thread}"]`).click();
        await page.locator(`[data-channel="${c.thread}"][aria-current="true"]`).waitFor();
      }
      await runCommand(page, `/play ${c.game}`, { computers: String(c.computers) });
      const before = playground.logs().length;
      await press(page, control(table(page), 'start'));
      const sinceStart = () => playground.logs().slice(before);
      const game = ENGINE[c.game];

      // The first table went as words: its picture was late.
      await expect
        .poll(() => sinceStart().some((l) => l.msg === 'picture late: published as text until drawn' && l.game === game && l.picture === 'table'), {
          timeout: 20_000,
        })
        .toBe(true);
      const channelId = sinceStart().find((l) => l.msg === 'picture late: published as text until drawn' && l.game === game)!.channelId as string;

      // Then its picture came, on the same table, before any computer moved it on.
      await expect.poll(() => pictureShown(page), { timeout: 14_000 }).toBe(true);
      expect(sinceStart().filter((l) => l.msg === 'computer move' && l.channelId === channelId)).toEqual([]);
      expect(sinceStart().filter((l) => l.level >= 40)).toEqual([]);
      await context.close();
    });
  }
});
