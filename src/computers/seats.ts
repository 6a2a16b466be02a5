import type { PlayerId } from '../kernel/engine.js';
import { translator, type Locale } from '../i18n/catalog.js';
import type { Seat, Session } from '../kernel/session.js';

/**
 * Computer seats: ids `c1`, `c2`, ... A Discord id is digits only, so a computer's id can never be a
 * person's (the session's seat schema accepts exactly these two forms).
 */
const COMPUTER_ID = /^c\d{1,2}$/;

export const isComputer = (id: PlayerId): boolean => COMPUTER_ID.test(id);
export const isHuman = (id: PlayerId): boolean => !isComputer(id);

/**
 * Whether a table waits for its people, from a game's own lists of who is present and who is away:
 * nobody is present, or no person is while one who is away may come back. Computers never keep a
 * table of absent people going.
 */
export function waitsForPeople(present: readonly PlayerId[], away: readonly PlayerId[]): boolean {
  if (present.length === 0) return true;
  return !present.some(isHuman) && away.some(isHuman);
}

export const computerSeats = (session: Pick<Session, 'players'>): Seat[] => session.players.filter((p) => isComputer(p.id));
export const humanSeats = (session: Pick<Session, 'players'>): Seat[] => session.players.filter((p) => isHuman(p.id));
export const hasComputers = (session: Pick<Session, 'players'>): boolean => session.players.some((p) => isComputer(p.id));

/** The names computers take at a table in `locale`, in seat order. */
export function computerNames(locale: Locale): string[] {
  return translator(locale)('computer.names').split('|');
}

/**
 * The next computer's seat: the lowest free number, named in the table's language ("🤖 Ada"). The
 * name is kept in the seat like a person's display name, so every view and picture finds it there.
 */
export function nextComputerSeat(session: Pick<Session, 'players' | 'locale'>): Seat {
  const taken = new Set(session.players.map((p) => p.id));
  let n = 1;
  while (taken.has(`c${n}`)) n++;
  return { id: `c${n}`, name: seatNameOf(`c${n}`, session.locale) };
}

/** The name a computer seat takes at a table in `locale` (`c2`: the second name of the list). */
export function seatNameOf(id: PlayerId, locale: Locale): string {
  const names = computerNames(locale);
  const n = Number(id.slice(1));
  return translator(locale)('computer.seat', { name: names[(n - 1) % names.length]! });
}

/** The table with one more computer seated (the caller checks the seat limit). */
export function withComputer<S extends Pick<Session, 'players' | 'locale'>>(session: S): S {
  return { ...session, players: [...session.players, nextComputerSeat(session)] };
}

/** The table with its last seated computer gone, or null when none is seated. */
export function withoutComputer<S extends Pick<Session, 'players'>>(session: S): S | null {
  const last = computerSeats(session).at(-1);
  if (!last) return null;
  return { ...session, players: session.players.filter((p) => p.id !== last.id) };
}
