/** `npm run verify` with High Card added: registers the test's game, then runs the verifier unchanged. */
import { registerGame } from '../../../src/games/registry.js';
import { highCardPlugin } from './plugin.js';

registerGame(highCardPlugin);
await import('../../../src/fair/verify-cli.js');
