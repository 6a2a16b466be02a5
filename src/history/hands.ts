import type { PlayerId } from '../kernel/engine.js';
import type { HandText } from '../kernel/plugin.js';
import type { GameCatalog } from '../kernel/catalog.js';
import type { HistoryStore } from '../kernel/history-store.js';

/** The newest `count` hands at a table that `player` was dealt into, at every game that keeps hand histories, newest first. */
export async function recentHands(games: GameCatalog, history: HistoryStore, channelId: string, player: PlayerId, count: number): Promise<HandText[]> {
  const byGame = await Promise.all(games.list().flatMap((p) => (p.hands ? [p.hands.recent(history, channelId, player, count)] : [])));
  return byGame
    .flat()
    .sort((a, b) => b.at - a.at)
    .slice(0, count);
}
