import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const SELF = relative(ROOT, fileURLToPath(import.meta.url));

function filesUnder(dir: string, ends: readonly string[]): string[] {
  return readdirSync(join(ROOT, dir), { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && ends.some((end) => entry.name.endsWith(end)))
    .map((entry) => relative(ROOT, join(entry.parentPath, entry.name)));
}

const CODE = [...filesUnder('src', ['.ts', '.js', '.mjs']), ...filesUnder('test', ['.ts']), ...filesUnder('bench', ['.ts'])].filter((f) => f !== SELF);
const PROSE = ['README.md', ...filesUnder('docs', ['.md'])];
const read = (file: string) => readFileSync(join(ROOT, file), 'utf8');

/** The headings of a markdown file, as written after the #s. */
const headings = (file: string) => new Set([...read(file).matchAll(/^#+ (.+)$/gm)].map((m) => m[1]!.trim()));

describe('the rules as played here are cited from the repository', () => {
  it('no code or document points at rule documents outside the repository', () => {
    const outside = /RULINGS|shared\/seeds|\.\.\/shared\//;
    expect([...CODE, ...PROSE].filter((file) => outside.test(read(file)))).toEqual([]);
  });

  it('every citation of docs/rules names a file and, where it quotes one, a heading that exists', () => {
    const broken: string[] = [];
    let cited = 0;
    for (const file of CODE) {
      for (const m of read(file).matchAll(/docs\/rules\/([\w-]+\.md)((?:,| and) "[^"]+"(?: and "[^"]+")*)?/g)) {
        cited++;
        const target = `docs/rules/${m[1]}`;
        if (!existsSync(join(ROOT, target))) {
          broken.push(`${file}: ${target}`);
          continue;
        }
        const known = headings(target);
        for (const [, heading] of (m[2] ?? '').matchAll(/"([^"]+)"/g)) if (!known.has(heading!)) broken.push(`${file}: ${target} "${heading}"`);
      }
    }
    expect(cited).toBeGreaterThan(20);
    expect(broken).toEqual([]);
  });
});
