import { type Locale, translator } from '../i18n/catalog.js';
import { encodeControlId } from '../ids/custom-id.js';
import type { GameCatalog } from '../kernel/catalog.js';
import type { Session } from '../kernel/session.js';
import type { ViewContext } from '../kernel/views.js';

/** A view's context as the platform's own views read it: a game's, plus the catalog to find the table's game in. */
export interface TableViewContext extends ViewContext {
  games: GameCatalog;
}

export function viewContext(games: GameCatalog, session: Session, locale: Locale): TableViewContext {
  return {
    games,
    session,
    locale,
    t: translator(locale),
    now: Date.now(),
    control: (verb, ...args) => encodeControlId({ sessionId: session.id, version: session.stateVersion, verb, args }),
  };
}
