// Copies what the compiled bot reads beside its modules (Lua scripts, the equity worker's entry,
// the playground's page) from src/ to dist/, keeping the layout: `tsc` emits only the TypeScript.
import { cpSync, readdirSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';

const SRC = 'src';
const OUT = process.argv[2] ?? 'dist';
const isAsset = (path) => !/\.ts$/.test(path);

function copy(dir) {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) copy(path);
    else if (isAsset(path)) cpSync(path, join(OUT, relative(SRC, path)));
  }
}
copy(SRC);
