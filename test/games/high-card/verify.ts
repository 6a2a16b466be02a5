/** `npm run verify` with High Card added: the verifier over the built-in games and the test's game, passed in. */
import { gameCatalog } from '../../../src/app/catalog.js';
import { verifyCli } from '../../../src/app/verify-cli.js';
import { highCardPlugin } from './plugin.js';

process.exitCode = verifyCli(gameCatalog([highCardPlugin]), process.argv.slice(2));
