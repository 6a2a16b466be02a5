// Starts the computers' worker. Compiled (dist/, `node dist/index.js`), computer-worker.js sits beside this
// file and is loaded as it is. From source, under `npm start`, the thread inherits tsx's loader from
// the process; under a runner that transforms TypeScript by itself (vitest) it does not, and tsx is
// registered here first.
import { existsSync } from 'node:fs';

const compiled = new URL('./computer-worker.js', import.meta.url);
if (existsSync(compiled)) await import(compiled.href);
else {
  try {
    await import('./computer-worker.ts');
  } catch (error) {
    if (error?.code !== 'ERR_UNKNOWN_FILE_EXTENSION') throw error;
    const { register } = await import('tsx/esm/api');
    register();
    // A new specifier: the failed import above stays cached under the old one.
    await import('./computer-worker.ts?tsx');
  }
}
