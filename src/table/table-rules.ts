import { randomBytes } from 'node:crypto';
import type { PlayerId } from '../kernel/engine.js';
import { isHuman } from '../computers/seats.js';
import type { Session } from '../kernel/session.js';
import type { StaleReason } from './requests.js';

// Each person's language is noted with their moves (player-locales.ts); the runner finds it with the table's other rules.
export { heard } from '../views/player-locales.js';

/**
 * Whether a control rendered for `target` no longer matches the table, and why: the one rule for
 * staleness, for every change and every look. Null: it matches.
 */
export function staleness(session: Session, target: { sessionId?: string; version?: number; messageId?: string }): StaleReason | null {
  if (target.sessionId !== undefined && session.id !== target.sessionId) return 'other-table';
  if (target.version !== undefined && session.stateVersion !== target.version) return 'moved-on';
  if (target.messageId !== undefined && session.tableMessageId !== null && session.tableMessageId !== target.messageId) return 'other-message';
  return null;
}

export const newSessionId = (): string => randomBytes(5).toString('hex');

export const isSeated = (session: Session, player: PlayerId): boolean => session.players.some((p) => p.id === player);

/** Who hosts once a player has left: the same host, or, when the host left, the first player still seated. */
export const nextHost = (s: Session, remaining: Session['players']): string =>
  remaining.some((p) => p.id === s.hostId) ? s.hostId : (remaining.find((p) => isHuman(p.id))?.id ?? s.hostId);

/**
 * The table back in its lobby after a finished game, hosted by whoever asked: the same seats and
 * options, a new id (so the last game's panels know they are over), nothing of the last game.
 */
export const rematchOf = (s: Session, host: PlayerId): Session => ({
  ...s,
  id: newSessionId(),
  phase: 'lobby',
  hostId: host,
  state: null,
  turnToken: null,
  deadline: null,
  computerPlayedFor: undefined,
  leftNames: undefined,
});

/** The seats without `leaver`, and the names of those who left the game with theirs added (the pictures keep naming them). */
export const withoutLeaver = (s: Session, leaver: PlayerId): { players: Session['players']; leftNames: Record<PlayerId, string> } => ({
  players: s.players.filter((p) => p.id !== leaver),
  leftNames: { ...s.leftNames, [leaver]: s.players.find((p) => p.id === leaver)?.name ?? '' },
});
