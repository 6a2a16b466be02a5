/**
 * The bot process with High Card added: registers the test's game, then runs the composition root
 * (src/index.ts) unchanged. Commands are built from the registry when the root is loaded, so the
 * game is registered first.
 */
import { registerGame } from '../../../src/games/registry.js';
import { highCardPlugin } from './plugin.js';

registerGame(highCardPlugin);
await import('../../../src/index.js');
