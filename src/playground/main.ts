import { ConfigError } from '../config.js';
import { loadEnvFile } from '../env-file.js';
import { startPlayground } from './start.js';

/** `npm run playground` (and `npm run dev`, with --watch): the playground even when a token is set. */
loadEnvFile();
startPlayground({ watch: process.argv.includes('--watch') }).catch((error: unknown) => {
  console.error(error instanceof ConfigError ? error.message : `Parlor playground could not start: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
