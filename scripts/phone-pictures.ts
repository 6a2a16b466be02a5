// The README's gallery: every game's table and private panel exactly as a phone shows them, 320 px
// wide, drawn from the golden states: `npm run pictures:phone` writes docs/phone/<game>-<case>.<locale>.png.
import { mkdirSync, writeFileSync } from 'node:fs';
import { createCanvas, loadImage } from '@napi-rs/canvas';
import type { Locale } from '../src/i18n/catalog.js';
import { PHONE_WIDTH } from '../src/render/legibility.js';
import { encode, paint } from '../src/render/picture.js';
import { RENDER_CASES } from '../test/support/render-cases.js';

const OUT = 'docs/phone';
/** Which golden state of each game, in which language: a busy table, and the panel where the game has one. */
const GALLERY: ReadonlyArray<readonly [game: string, name: string, locale: Locale]> = [
  ['holdem', 'nine-long-names', 'en'],
  ['holdem', 'panel', 'ko'],
  ['pirate', 'challenge', 'zh-CN'],
  ['pirate', 'panel', 'en'],
  ['yahtzee', 'eight-players', 'ko'],
  ['bobing', 'twelve-players', 'zh-CN'],
  ['xianqi', 'in-play', 'en'],
  ['xianqi', 'panel', 'zh-CN'],
];

mkdirSync(OUT, { recursive: true });
for (const [game, name, locale] of GALLERY) {
  const c = RENDER_CASES.find((r) => r.game === game && r.name === name);
  if (!c) throw new Error(`no golden state ${game}/${name}`);
  const picture = c.picture(locale);
  const full = await loadImage(await encode(paint(picture, locale), 'png'));
  const phone = createCanvas(PHONE_WIDTH, Math.round((picture.height * PHONE_WIDTH) / picture.width));
  const ctx = phone.getContext('2d');
  ctx.imageSmoothingQuality = 'high';
  ctx.drawImage(full, 0, 0, phone.width, phone.height);
  const path = `${OUT}/${game}-${name}.${locale}.png`;
  writeFileSync(path, await phone.encode('png'));
  console.log(`${path}  ${phone.width}×${phone.height}`);
}
