import { plugins } from '../games/registry.js';
import { choice } from '../i18n/localized.js';

/** One choice per game, named in each reader's language. */
export const gameChoices = () => plugins().map((p) => choice(p.engine.id, (t) => p.name(t)));
