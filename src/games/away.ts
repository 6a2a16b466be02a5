import type { PlayerId, Rejection } from './engine.js';

/** RULINGS: a player who times out this many turns in a row is treated as away. */
export const AWAY_AFTER = 3;

/** The part of a game's state that tracks timeouts in a row and away players. */
export interface AwayTracking {
  timeouts: Record<PlayerId, number>;
  away: PlayerId[];
}

/** Counts a timeout; the third in a row marks the player away. */
export function struck<S extends AwayTracking>(s: S, player: PlayerId): S {
  const strikes = (s.timeouts[player] ?? 0) + 1;
  const away = strikes >= AWAY_AFTER && !s.away.includes(player) ? [...s.away, player] : s.away;
  return { ...s, away, timeouts: { ...s.timeouts, [player]: strikes } };
}

/** A move by the player themselves: their run of timeouts starts over. */
export const acted = <S extends AwayTracking>(s: S, player: PlayerId): S => ({ ...s, timeouts: { ...s.timeouts, [player]: 0 } });

/** "I'm back": returns the state with the player present again, or a rejection if they were not away. */
export function cameBack<S extends AwayTracking>(s: S, player: PlayerId): { ok: true; state: S } | { ok: false; rejection: Rejection } {
  if (!s.away.includes(player)) return { ok: false, rejection: { code: 'not-away', key: 'error.notAway' } };
  return { ok: true, state: acted({ ...s, away: s.away.filter((p) => p !== player) }, player) };
}
