import { z } from 'zod';
import type { HistoryStore } from '../kernel/history-store.js';
import type { Session } from '../kernel/session.js';
import { revealedDrawSchema, type RevealedDraw } from '../kernel/fair-record.js';

/** Every revealed seed of a channel, newest first: the Verify button, /history and game logs read them after the table moved on. */
export const FAIR_SHELF = 'fair';
const FAIR_KEPT = 200;
/** No open log feeds this shelf; `shelve` deletes this (absent) one. */
const NO_LOG = 'fair-none';

const entrySchema = z.object({ sessionId: z.string(), game: z.string(), at: z.number(), revealed: revealedDrawSchema });
export type RevealEntry = z.infer<typeof entrySchema>;

/** The seed a committed change revealed, if it revealed one. */
export function newlyRevealed(previous: Session, next: Session): RevealedDraw | null {
  const revealed = next.fair?.revealed;
  return revealed && revealed.seed !== previous.fair?.revealed?.seed ? revealed : null;
}

export async function shelveReveal(store: HistoryStore, previous: Session, next: Session, at: number): Promise<void> {
  const revealed = newlyRevealed(previous, next);
  if (!revealed) return;
  const entry: RevealEntry = { sessionId: previous.id, game: next.game, at, revealed };
  await store.shelve(next.channelId, FAIR_SHELF, JSON.stringify(entry), FAIR_KEPT, NO_LOG);
}

/** The channel's newest reveals (up to `count` read), newest first; unreadable entries are left out. */
export async function recentReveals(store: HistoryStore, channelId: string, count: number): Promise<RevealEntry[]> {
  return (await store.recent(channelId, FAIR_SHELF, count)).flatMap((raw) => {
    try {
      const parsed = entrySchema.safeParse(JSON.parse(raw));
      return parsed.success ? [parsed.data] : [];
    } catch {
      return [];
    }
  });
}
