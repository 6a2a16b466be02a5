import { gameCatalog } from '../../src/app/catalog.js';

/** The built-in games, as the app assembles them: what the tests hand to the parts that look a game up. */
export const GAMES = gameCatalog();
