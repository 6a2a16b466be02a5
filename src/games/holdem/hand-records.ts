import { z } from 'zod';
import { handStepSchema, type HandStep } from './history-steps.js';
import { dealtPlayers, pokerStarsHand } from './history.js';
import type { PlayerId } from '../../kernel/engine.js';

/** A finished Hold'em hand as shelved per table (the last 200): every step, hole cards included; render it per reader. */
export const handRecordSchema = z.object({
  handId: z.string().regex(/^\d+$/),
  channelId: z.string(),
  players: z.array(z.string()),
  steps: z.array(handStepSchema).min(2),
});
export type HandRecord = z.infer<typeof handRecordSchema>;

export const HANDS_SHELF = 'hands';
export const HANDS_KEPT = 200;
export const handLog = (sessionId: string, handNo: number): string => `hand:${sessionId}:${handNo}`;

/** One move's steps as appended to the hand's open log; `version` orders moves however they arrived. */
export const movedStepsSchema = z.object({ version: z.number().int(), steps: z.array(handStepSchema) });

/**
 * A hand number a tracker can use: digits only, from the time the hand was dealt and the table,
 * so hands of different tables and games do not collide.
 */
export function handIdOf(channelId: string, at: number, handNo: number): string {
  let hash = 0x811c9dc5;
  for (const ch of channelId) hash = Math.imul(hash ^ ch.charCodeAt(0), 0x01000193) >>> 0;
  return `${Math.floor(at / 1000)}${String(hash % 1000).padStart(3, '0')}${String(handNo % 100).padStart(2, '0')}`;
}

export function parseHandRecord(raw: string): HandRecord | null {
  try {
    const parsed = handRecordSchema.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/** The hand's number at its table ("hand #4"), as the table showed it. */
export const handNoOf = (record: HandRecord): number => {
  const start = record.steps[0]!;
  return start.kind === 'start' ? start.handNo : 0;
};

/** The table's name in a history: "Parlor" and the channel. */
export const tableNameOf = (record: HandRecord): string => `Parlor ${record.channelId}`;

/** One hand as `viewer` saw it, in the PokerStars format. */
export const handText = (record: HandRecord, viewer: PlayerId): string => pokerStarsHand(record.steps, record.handId, tableNameOf(record), viewer);

export const recordOf = (channelId: string, steps: HandStep[]): HandRecord => {
  const start = steps[0]!;
  if (start.kind !== 'start') throw new Error('recordOf: not a hand');
  return { handId: handIdOf(channelId, start.at, start.handNo), channelId, players: dealtPlayers(start), steps };
};
