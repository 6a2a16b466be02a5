import type { Session } from '../kernel/session.js';
import type { GameCatalog } from '../kernel/catalog.js';

/** A "your turn" ping: the turn it calls players to, and, once posted, its message. */
export interface TurnCall {
  sessionId: string;
  turnToken: string | null;
  players: string[];
}

/** A ping in the channel: its turn and its message. */
export type PostedPing = TurnCall & { messageId: string };

export const turnCall = (session: Session, players: string[]): TurnCall => ({ sessionId: session.id, turnToken: session.turnToken, players });

/**
 * Whether a ping still calls someone to the turn the table is at: the same game and turn, still
 * playing, and one of the pinged players still to act, present and seated. Otherwise it has
 * outlived its turn (the turn passed, the player sat out or left, the game ended or closed).
 */
export function stillDue(games: GameCatalog, call: TurnCall, now: Session | null): boolean {
  if (!now || now.id !== call.sessionId || now.phase !== 'playing' || now.closedBy || now.state === null) return false;
  if (now.turnToken === null || now.turnToken !== call.turnToken) return false;
  const engine = games.engine(now.game);
  const present = new Set(engine.present(now.state));
  const seated = new Set(now.players.map((p) => p.id));
  return engine.actors(now.state).some((p) => call.players.includes(p) && present.has(p) && seated.has(p));
}
