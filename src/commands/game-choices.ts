import type { GameCatalog } from '../kernel/catalog.js';
import { choice } from '../i18n/localized.js';

/** One choice per game, named in each reader's language. */
export const gameChoices = (games: GameCatalog) => games.list().map((p) => choice(p.engine.id, (t) => p.name(t)));
