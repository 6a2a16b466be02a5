import { randomBytes } from 'node:crypto';
import type { PlayerId, SeatSight } from '../kernel/engine.js';
import type { GameCatalog } from '../kernel/catalog.js';
import { seededRng } from '../fair/seeded-rng.js';
import type { Rng } from '../rng.js';
import type { Session } from '../kernel/session.js';
import { isComputer } from './seats.js';
import { standsInFor } from './stand-in.js';

/**
 * What a computer seat sees: the engine's public view and its own player view, and nothing else.
 * Only this (plain JSON) travels to the policy, in this thread or a worker.
 */
export function sightOf(games: GameCatalog, session: Session, player: PlayerId): SeatSight<unknown, unknown> {
  const engine = games.engine(session.game);
  return { player, table: engine.publicView(session.state), own: engine.playerView(session.state, player) };
}

/**
 * The seats the computer must play now (in turn order, or all of a simultaneous step): computer
 * seats, and away people at a table where the computer plays for them (`away_computer`).
 */
export function computersToAct(games: GameCatalog, session: Session): PlayerId[] {
  if (session.phase !== 'playing' || session.state === null) return [];
  const seated = new Set(session.players.map((p) => p.id));
  const standIns = new Set(standsInFor(games, session));
  return games
    .engine(session.game)
    .actors(session.state)
    .filter((p) => (isComputer(p) && seated.has(p)) || standIns.has(p));
}

/** A fresh secret for a table's computers (hex, 32 bytes). */
export const newComputerSeed = (): string => randomBytes(32).toString('hex');

/**
 * Where a computer's random choices come from: the table's secret computer seed, read at the
 * moment it decides (session, state version, seat). The same table at the same moment always
 * gives the same choice; nobody at the table can know the seed, so nobody can predict a bluff.
 */
export interface Draw {
  seed: string;
  label: string;
}

export const drawFor = (session: Session, player: PlayerId): Draw => ({
  seed: session.computerSeed ?? '0'.repeat(64),
  label: `${session.id}/${session.stateVersion}/${player}`,
});

export const rngOf = (draw: Draw): Rng => seededRng(draw.seed, draw.label);
