import { createCanvas, loadImage } from '@napi-rs/canvas';
import { readFileSync, writeFileSync, mkdirSync } from 'node:fs';
mkdirSync('/tmp/prev320', { recursive: true });
const files = process.argv.slice(2);
// side by side, 320 wide each
const imgs = await Promise.all(files.map((f) => loadImage(readFileSync(f))));
const hs = imgs.map((i) => Math.round((i.height * 320) / i.width));
const c = createCanvas(330 * imgs.length, Math.max(...hs));
const ctx = c.getContext('2d');
ctx.fillStyle = '#fff'; ctx.fillRect(0, 0, c.width, c.height);
imgs.forEach((img, i) => ctx.drawImage(img, i * 330, 0, 320, hs[i]!));
writeFileSync('/tmp/prev320/out.png', await c.encode('png'));
