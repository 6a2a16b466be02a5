/**
 * PNG from a canvas's raw pixels, compressed by Node's zlib at a low level. Skia's own PNG encoder
 * (`canvas.encode('png')`) tries every row filter at zlib level 6: for these flat pictures that
 * costs two to three times the CPU for files no smaller (bench:render prints both).
 */
import { crc32, deflate } from 'node:zlib';
import { promisify } from 'node:util';

const deflateAsync = promisify(deflate);

/** Level 3: past it zlib starts lazy matching, which doubles the time for about a tenth fewer bytes here. */
export const PNG_LEVEL = 3;

const SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

function chunk(type: string, data: Buffer): Buffer {
  const out = Buffer.alloc(12 + data.length);
  out.writeUInt32BE(data.length, 0);
  out.write(type, 4, 'latin1');
  data.copy(out, 8);
  out.writeUInt32BE(crc32(out.subarray(4, 8 + data.length)), 8 + data.length);
  return out;
}

/** The rows as PNG stores them: each row's filter byte (0, none) and its RGBA bytes. */
function scanlines(rgba: Uint8Array, width: number, height: number): Buffer {
  const stride = width * 4;
  const rows = Buffer.alloc((stride + 1) * height);
  const source = Buffer.from(rgba.buffer, rgba.byteOffset, rgba.byteLength);
  for (let y = 0; y < height; y++) source.copy(rows, y * (stride + 1) + 1, y * stride, (y + 1) * stride);
  return rows;
}

/**
 * A PNG (8-bit RGBA, no interlace) of `width` × `height` straight-alpha pixels. Compression runs
 * on libuv's thread pool. The same pixels always give the same bytes.
 */
export async function pngOf(rgba: Uint8Array, width: number, height: number): Promise<Buffer> {
  if (rgba.length !== width * height * 4) throw new RangeError(`expected ${width * height * 4} bytes of RGBA, got ${rgba.length}`);
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8; // bits per channel
  header[9] = 6; // RGBA
  const compressed = await deflateAsync(scanlines(rgba, width, height), { level: PNG_LEVEL });
  return Buffer.concat([SIGNATURE, chunk('IHDR', header), chunk('IDAT', compressed), chunk('IEND', Buffer.alloc(0))]);
}
