import type { GameEvent, GameId, PlayerId, Rejection } from '../kernel/engine.js';
import type { GameCatalog } from '../kernel/catalog.js';
import { rejection } from '../rules/reject.js';
import type { Rng } from '../rng.js';
import type { Session } from '../kernel/session.js';
import { isHuman } from './seats.js';

/** The action every game names "I'm back": a computer playing for someone never sends it for them. */
const BACK = 'back';

/**
 * Whether a table of `game` can have the computer play for its away players (`away_computer`): the
 * game has a computer player, and it plays an away player's turns for them (the automatic move) for
 * the computer to take over. At Hold'em an away player sits out (is dealt no cards); at Pirate Dice
 * nobody is ever away (the third timeout puts a player out).
 */
export const offersAwayComputer = (games: GameCatalog, game: GameId): boolean =>
  games.plugin(game).computer !== undefined && games.engine(game).playsAwayTurns === true;

/** The away people the computer must play for now: the table has the option on, and it is their turn. */
export function standsInFor(games: GameCatalog, session: Session): PlayerId[] {
  if (!session.awayComputer || session.phase !== 'playing' || session.state === null) return [];
  const engine = games.engine(session.game);
  const away = new Set(engine.away?.(session.state) ?? []);
  const seated = new Set(session.players.map((p) => p.id));
  return engine.actors(session.state).filter((p) => isHuman(p) && away.has(p) && seated.has(p));
}

export type StandInMove = { ok: true; table: Session; state: unknown; events: GameEvent[] } | { ok: false; rejection: Rejection };

/**
 * The computer's move for an away person: played as theirs, but not as them acting (the engine's
 * `standIn`), so they stay away with their run of timeouts; never their "I'm back". The table
 * notes whom the computer played for in this game (such a game counts in no stats).
 */
export function standInMove(games: GameCatalog, s: Session, player: PlayerId, rawAction: unknown, rng: Rng, now: number): StandInMove {
  if (!standsInFor(games, s).includes(player)) return { ok: false, rejection: rejection('not-away', 'error.notAway') };
  const engine = games.engine(s.game);
  const action = engine.actionSchema.safeParse(rawAction);
  if (!action.success || action.data.type === BACK) return { ok: false, rejection: rejection('bad-action', 'error.unknownButton') };
  const result = engine.apply(s.state, player, action.data, rng, now, true);
  if (!result.ok) return result;
  const playedFor = s.computerPlayedFor?.includes(player) ? s.computerPlayedFor : [...(s.computerPlayedFor ?? []), player];
  return { ok: true, table: { ...s, computerPlayedFor: playedFor }, state: result.state, events: result.events };
}

/**
 * The table once a computer gave up its move: it stops trying this turn, and the turn timer plays
 * the automatic move. For an away person that move is played at once, as without the option: the
 * turn's timer is due now.
 */
export function gaveUp(games: GameCatalog, s: Session, now: number): Session {
  const playNow = standsInFor(games, s).length > 0 && s.deadline !== null && s.deadline > now;
  return { ...s, computerDue: null, ...(playNow ? { deadline: now } : {}) };
}
