import { type Locale, translator } from '../i18n/catalog.js';
import { encodeControlId } from '../ids/custom-id.js';
import type { Session } from '../kernel/session.js';
import type { ViewContext } from '../kernel/views.js';

export function viewContext(session: Session, locale: Locale): ViewContext {
  return {
    session,
    locale,
    t: translator(locale),
    now: Date.now(),
    control: (verb, ...args) => encodeControlId({ sessionId: session.id, version: session.stateVersion, verb, args }),
  };
}
