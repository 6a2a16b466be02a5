import type { FakeMessage } from '../../src/standin/model.js';
import { allControls } from './fake-discord/driver.js';
import type { World } from './world.js';
import { GAMES } from './games.js';

/**
 * Waits until the stored table waits on `player` (their turn, or nobody's: between hands), or the
 * game is over, and the table message shows that moment; returns the stored table.
 */
/** `table`: the table message, or how to find it (a table posted anew below each hand's summary). */
export async function turnOf(
  world: World,
  channelId: string,
  player: string,
  table: FakeMessage | (() => FakeMessage),
  timeoutMs = 45_000,
  options: { shown?: boolean } = {},
): Promise<any> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const s = await world.session(channelId);
    const actors: string[] = s?.phase === 'playing' ? GAMES.engine(s.game).actors(s.state) : [];
    if (
      s &&
      (s.phase !== 'playing' || actors.length === 0 || actors.includes(player)) &&
      (options.shown === false || shows(typeof table === 'function' ? table() : table, s))
    )
      return s;
    if (Date.now() > deadline) {
      const shown = typeof table === 'function' ? table() : table;
      throw new Error(
        `never ${player}'s turn (table message ${shown.id} shows ${allControls(shown).join(' ')}; refused: ${JSON.stringify(world.fake.violations).slice(0, 400)}): ${JSON.stringify(s).slice(0, 600)}`,
      );
    }
    await new Promise((r) => setTimeout(r, 25));
  }
}

/** The table message's controls are those of the stored version (or it has none left). */
function shows(table: FakeMessage, s: any): boolean {
  const versions = allControls(table).flatMap((id) => (id.startsWith(`p1:${s.id}:`) ? [parseInt(id.split(':')[2]!, 36)] : []));
  return versions.length === 0 ? s.phase !== 'playing' : versions.every((v) => v === s.stateVersion);
}
