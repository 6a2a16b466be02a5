import { readFileSync } from 'node:fs';
import pixelmatch from 'pixelmatch';
import { PNG } from 'pngjs';

/** Differing pixels beyond pixelmatch's colour threshold, and how many pixels were compared. */
export function pixelDifference(goldenPath: string, actual: Buffer): { differing: number; total: number; sizeMatches: boolean } {
  const expected = PNG.sync.read(readFileSync(goldenPath));
  const got = PNG.sync.read(actual);
  if (expected.width !== got.width || expected.height !== got.height) return { differing: Infinity, total: got.width * got.height, sizeMatches: false };
  const differing = pixelmatch(expected.data, got.data, null, got.width, got.height, { threshold: 0.1 });
  return { differing, total: got.width * got.height, sizeMatches: true };
}
