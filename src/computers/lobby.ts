import type { PlayerId } from '../kernel/engine.js';
import type { GameCatalog } from '../kernel/catalog.js';
import { message, type Message } from '../i18n/catalog.js';
import type { Seat, Session } from '../kernel/session.js';
import { isHuman, nextComputerSeat, withComputer, withoutComputer } from './seats.js';

export type LobbyChange = { ok: Session } | { code: string; rejection: Message };

/** How many computers a table of this game can seat beside one person: none for a game without a computer player. */
export const maxComputers = (games: GameCatalog, game: string): number => (games.plugin(game).computer ? games.engine(game).maxPlayers - 1 : 0);

/** The seats a new table starts with: its host, and `count` computers (refused past the seat limit). */
export function openingSeats(
  games: GameCatalog,
  host: Seat,
  game: string,
  count: number,
  locale: Session['locale'],
): { seats: Seat[] } | { rejection: Message } {
  const max = maxComputers(games, game);
  if (!Number.isInteger(count) || count < 0 || count > max) return { rejection: message('command.problem.computers', { max: max + 1, count: max }) };
  const seats: Seat[] = [host];
  for (let i = 0; i < count; i++) seats.push(nextComputerSeat({ players: seats, locale }));
  return { seats };
}

/** The host adds a computer player, or takes the last one away, before the game starts. */
export function changeComputers(games: GameCatalog, s: Session, caller: PlayerId, change: 'add' | 'remove', newSeed: () => string): LobbyChange {
  if (s.phase !== 'lobby') return { code: 'started', rejection: message('error.alreadyStarted') };
  if (s.hostId !== caller) return { code: 'not-host', rejection: message('error.notHost') };
  if (change === 'remove') {
    const fewer = withoutComputer(s);
    return fewer ? { ok: fewer } : { code: 'no-computer', rejection: message('error.noComputerSeated') };
  }
  const max = games.engine(s.game).maxPlayers;
  if (s.players.length >= max) return { code: 'full', rejection: message('error.tableFull', { max }) };
  return { ok: withComputer({ ...s, computerSeed: s.computerSeed ?? newSeed() }) };
}

/** Nobody but computers would be left: the table closes instead. */
export const onlyComputersLeft = (players: readonly Seat[]): boolean => !players.some((p) => isHuman(p.id));
