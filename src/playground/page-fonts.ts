import { readFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

/**
 * The page's own fonts: the Noto packages the pictures are drawn with (Latin and more, Chinese,
 * Korean, emoji), so "中文", "한국어" and "🎲" read the same on a machine with no CJK or emoji font.
 * Each package's style sheet names its files by unicode range: a browser fetches only the few
 * files the page's characters need. The weights the page uses; 500 and 600 take the nearest.
 */
const PACKAGES: Record<string, readonly number[]> = {
  'noto-sans': [400, 700],
  'noto-sans-sc': [400, 700],
  'noto-sans-kr': [400, 700],
  'noto-emoji': [400],
};

const require = createRequire(import.meta.url);
const packageDir = (name: string): string => dirname(require.resolve(`@fontsource/${name}/package.json`));

let styles: string | null = null;

/**
 * `/fonts.css`: the packages' @font-face rules with their files served by the page's server
 * (`/fonts/<package>/<file>.woff2`; every browser the page runs in reads WOFF2, so the WOFF
 * fallbacks are left out).
 */
export function fontStyles(): string {
  styles ??= Object.entries(PACKAGES)
    .flatMap(([name, weights]) =>
      weights.map((weight) =>
        readFileSync(join(packageDir(name), `${weight}.css`), 'utf8').replace(
          /url\(\.\/files\/([\w-]+)\.woff2\) format\('woff2'\)(?:, url\(\.\/files\/[\w-]+\.woff\) format\('woff'\))?/g,
          (_, file: string) => `url(/fonts/${name}/${file}.woff2) format('woff2')`,
        ),
      ),
    )
    .join('\n');
  return styles;
}

/** The bytes of `/fonts/<package>/<file>.woff2` for one of the packages above; undefined for any other path. */
export function fontFile(pathname: string): Promise<Buffer> | undefined {
  const match = /^\/fonts\/([a-z-]+)\/([a-z0-9-]+\.woff2)$/.exec(pathname);
  if (!match || !Object.hasOwn(PACKAGES, match[1]!)) return undefined;
  return readFile(join(packageDir(match[1]!), 'files', match[2]!));
}
