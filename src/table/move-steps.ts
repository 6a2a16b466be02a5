import type { Logger } from 'pino';
import type { GameId } from '../kernel/engine.js';
import type { AnyMoveStep, StartedMoveStep } from '../kernel/plugin.js';
import type { GameCatalog } from '../kernel/catalog.js';

/** Every registered game's move step, started once for this process (the runner calls a table's own game's only). */
export function startMoveSteps(games: GameCatalog, services: { log: Logger }): { byGame: ReadonlyMap<GameId, AnyMoveStep>; close(): Promise<void> } {
  const started = new Map<GameId, StartedMoveStep<unknown>>();
  for (const plugin of games.list()) {
    const step = plugin.moveStep?.(services);
    if (step) started.set(plugin.engine.id, step);
  }
  return {
    byGame: new Map([...started].map(([game, s]) => [game, s.step])),
    close: async () => {
      await Promise.all([...started.values()].map((s) => s.close()));
    },
  };
}
