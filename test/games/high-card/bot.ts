/**
 * The bot process with High Card added: the composition root (src/app/start.ts) started with the
 * test's game passed in beside the built-in ones. No registration by import: the app assembles its
 * catalog from what it is given.
 */
import { startApp } from '../../../src/app/start.js';
import { highCardPlugin } from './plugin.js';

await startApp({ extraGames: [highCardPlugin] });
