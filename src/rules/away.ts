import type { ApplyResult, BackEvent, PlayerId, Rejection } from '../kernel/engine.js';
import { reject } from './reject.js';

/** docs/rules/README.md, "Away players": a player who times out this many turns in a row is treated as away. */
export const AWAY_AFTER = 3;

/** The part of a game's state that tracks timeouts in a row, away players and players who left. */
export interface AwayTracking {
  timeouts: Record<PlayerId, number>;
  away: PlayerId[];
  /** Players who left the game for good: never ranked or named winner, given nothing more. */
  leavers: PlayerId[];
  /** Table option: away players' turns wait for the computer that plays for them (absent: played at once, automatically). */
  awayComputer?: true;
}

/** The table option as a game's state keeps it, from the setup's table options. */
export const awayComputerOf = (table: { awayComputer?: boolean } | undefined): { awayComputer?: true } => (table?.awayComputer ? { awayComputer: true } : {});

/**
 * Whether an away player's turn is played at once by the automatic move: only while someone is
 * present (otherwise the table waits), and never when a computer plays for away players (their
 * turn then waits for it, like any turn).
 */
export const playsAwayAtOnce = (s: AwayTracking, players: readonly PlayerId[]): boolean => !s.awayComputer && presentAmong(s, players).length > 0;

/** The mark beside an away player's name: 💤, and 🤖 while the computer plays for them (`away_computer`). */
export const awayMark = (s: Pick<AwayTracking, 'away' | 'awayComputer'>, player: PlayerId): string =>
  s.away.includes(player) ? (s.awayComputer ? '💤🤖' : '💤') : '';

/** Counts a timeout; the third in a row marks the player away. */
export function struck<S extends AwayTracking>(s: S, player: PlayerId): S {
  const strikes = (s.timeouts[player] ?? 0) + 1;
  const away = strikes >= AWAY_AFTER && !s.away.includes(player) ? [...s.away, player] : s.away;
  return { ...s, away, timeouts: { ...s.timeouts, [player]: strikes } };
}

/** A move by the player themselves: their run of timeouts starts over. A move the computer made for them (`standIn`) changes nothing. */
export const acted = <S extends AwayTracking>(s: S, player: PlayerId, standIn = false): S => (standIn ? s : { ...s, timeouts: { ...s.timeouts, [player]: 0 } });

/** The player leaves for good: no longer away (they are gone), listed as left. */
export const leftGame = <S extends AwayTracking>(s: S, player: PlayerId): S => ({
  ...s,
  away: s.away.filter((p) => p !== player),
  leavers: [...s.leavers, player],
});

/** Of `players`, those still in the game and not away. When none are, the table pauses. */
export const presentAmong = (s: AwayTracking, players: readonly PlayerId[]): PlayerId[] => players.filter((p) => !s.away.includes(p) && !s.leavers.includes(p));

/** "I'm back": returns the state with the player present again, or a rejection if they were not away. */
export function cameBack<S extends AwayTracking>(s: S, player: PlayerId): { ok: true; state: S } | { ok: false; rejection: Rejection } {
  if (s.leavers.includes(player)) return { ok: false, rejection: { code: 'left', key: 'error.youLeft' } };
  if (!s.away.includes(player)) return { ok: false, rejection: { code: 'not-away', key: 'error.notAway' } };
  return { ok: true, state: acted({ ...s, away: s.away.filter((p) => p !== player) }, player) };
}

/**
 * The checks a turn-based engine makes before a move, in a fixed order: the game is over, the
 * player left it, the player is not in it, "I'm back" (answered here), not their turn.
 * Null: go on with the move.
 */
export function checkTurn<S extends AwayTracking>(
  s: S,
  player: PlayerId,
  action: { type: string },
  facts: { over: boolean; seated: boolean; toAct: PlayerId | null },
): ApplyResult<S, BackEvent> | null {
  if (facts.over) return reject('finished', 'error.gameOver');
  if (s.leavers.includes(player)) return reject('left', 'error.youLeft');
  if (!facts.seated) return reject('not-playing', 'error.notInGame');
  if (action.type === 'back') {
    const back = cameBack(s, player);
    return back.ok ? { ok: true, state: back.state, events: [{ type: 'back', player }] } : back;
  }
  if (facts.toAct !== player) return reject('not-your-turn', 'error.notYourTurn');
  return null;
}
