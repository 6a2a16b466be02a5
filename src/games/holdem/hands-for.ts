import type { HistoryStore } from '../../kernel/history-store.js';
import { HANDS_KEPT, HANDS_SHELF, parseHandRecord, type HandRecord } from './hand-records.js';

/** The newest `count` hands at a table that `player` was dealt into, newest first. */
export async function handsOf(history: HistoryStore, channelId: string, player: string, count: number): Promise<HandRecord[]> {
  const shelved = await history.recent(channelId, HANDS_SHELF, HANDS_KEPT);
  return shelved
    .map(parseHandRecord)
    .filter((r): r is HandRecord => r !== null && r.players.includes(player))
    .slice(0, count);
}
