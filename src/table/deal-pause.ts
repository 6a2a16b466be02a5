import type { AnyGame } from '../kernel/engine.js';
import { isHuman } from '../computers/seats.js';
import type { Session } from '../kernel/session.js';

/** The pause before the next deal when no person needs time (ms), unless the bot is configured otherwise. */
export const DEFAULT_DEAL_PAUSE_MS = 4000;

/**
 * How long the turn now starting lasts (ms): the table's turn time, or, between deals when no person
 * may want time (nobody sitting out or out of chips), the short deal pause, never longer than the turn.
 */
export function turnLengthMs(engine: AnyGame, state: unknown, turnSeconds: number, dealPauseMs: number): number {
  const full = turnSeconds * 1000;
  const wanting = engine.betweenDeals?.(state);
  if (!wanting || wanting.some(isHuman)) return full;
  return Math.min(full, dealPauseMs);
}

/**
 * The deadline after a change: a new turn gets its full length from now; the same turn keeps its
 * deadline, brought forward when its length shrank (the last person who needed time no longer does).
 */
export function nextDeadline(previous: { token: string | null; deadline: number | null }, token: string | null, now: number, lengthMs: number): number | null {
  if (token === null) return null;
  if (token !== previous.token || previous.deadline === null) return now + lengthMs;
  return Math.min(previous.deadline, now + lengthMs);
}

/** The turn's deadline after the engine moved to `state` with turn token `token` (null: no timer). */
export function deadlineAfter(
  engine: AnyGame,
  state: unknown,
  before: Pick<Session, 'turnToken' | 'deadline' | 'turnSeconds'>,
  token: string | null,
  now: number,
  dealPauseMs = DEFAULT_DEAL_PAUSE_MS,
): number | null {
  return nextDeadline({ token: before.turnToken, deadline: before.deadline }, token, now, turnLengthMs(engine, state, before.turnSeconds, dealPauseMs));
}
