import type { MessageBody } from '../kernel/views.js';
import type { Session } from '../kernel/session.js';
import { isComputer, seatNameOf } from './seats.js';

const COMPUTER_MENTION = /<@!?(c\d{1,2})>/g;

/** Every string in a body, wherever it sits (embeds, fields, components' text), passed through `change`; a copy (tables are built for every click: a plain loop). */
function mapStrings<T>(value: T, change: (text: string) => string): T {
  if (typeof value === 'string') return change(value) as T;
  if (Array.isArray(value)) return value.map((v) => mapStrings(v, change)) as T;
  if (value !== null && typeof value === 'object') {
    const copy: Record<string, unknown> = {};
    for (const key of Object.keys(value)) {
      const v = (value as Record<string, unknown>)[key];
      copy[key] = key === 'custom_id' ? v : mapStrings(v, change);
    }
    return copy as T;
  }
  return value;
}

/**
 * Views write every seat as a mention (`<@id>`), which Discord shows as the person. A computer is no
 * Discord user: its mention becomes its seat's name ("🤖 Ada") here, in every text of the body, and
 * it is never in the body's allowed mentions.
 */
export function withSeatNames(body: MessageBody, session: Pick<Session, 'players' | 'locale'>): MessageBody {
  const names = new Map(session.players.filter((p) => isComputer(p.id)).map((p) => [p.id, p.name]));
  // A computer no longer seated (a finished game read later) is named as its seat number names it.
  const named = mapStrings({ ...body, allowed_mentions: undefined }, (text) =>
    text.includes('<@') ? text.replace(COMPUTER_MENTION, (_whole, id: string) => names.get(id) ?? seatNameOf(id, session.locale)) : text,
  );
  const users = body.allowed_mentions.users?.filter((id) => !isComputer(id));
  return { ...named, allowed_mentions: { parse: [], ...(users ? { users } : {}) } };
}
