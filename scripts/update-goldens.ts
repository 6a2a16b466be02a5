// Regenerates the golden pictures (test/golden/) after a deliberate change to a picture:
// `npm run golden:update`, then look at every changed file before committing it.
// With PREVIEW_DIR set, also writes each picture scaled to 400 px wide there (how a phone shows it).
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { createCanvas, loadImage } from '@napi-rs/canvas';
import { encode, paint } from '../src/render/picture.js';
import { GOLDEN_LOCALES, goldenPath, RENDER_CASES } from '../test/support/render-cases.js';

const only = process.argv[2];
const previews = process.env.PREVIEW_DIR;
for (const c of RENDER_CASES.filter((c) => !only || c.game === only)) {
  for (const locale of GOLDEN_LOCALES) {
    const picture = c.picture(locale);
    const bytes = await encode(paint(picture, locale), 'png');
    const path = goldenPath(c, locale);
    mkdirSync(dirname(path), { recursive: true });
    writeFileSync(path, bytes);
    if (previews) {
      const small = createCanvas(400, Math.round((picture.height * 400) / picture.width));
      small.getContext('2d').drawImage(await loadImage(bytes), 0, 0, small.width, small.height);
      mkdirSync(previews, { recursive: true });
      writeFileSync(join(previews, `${c.game}-${c.name}.${locale}.400.png`), await small.encode('png'));
    }
    console.log(`${path}  ${bytes.length} bytes  ${picture.alt}`);
  }
}
