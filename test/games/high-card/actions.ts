import { z } from 'zod';
import { DECK } from './cards.js';

export const highCardConfigSchema = z.object({ acesLow: z.boolean().default(false) });
export type HighCardConfig = z.infer<typeof highCardConfigSchema>;

export const highCardActionSchema = z.discriminatedUnion('type', [z.object({ type: z.literal('draw') })]);
export type HighCardAction = z.infer<typeof highCardActionSchema>;

const card = z.enum(DECK as [string, ...string[]]);

/** Nothing is hidden: every card is drawn face up, and what is left of the deck is what nobody drew. */
export const highCardStateSchema = z.object({
  acesLow: z.boolean(),
  order: z.array(z.string()).min(2),
  /** Whose turn it is to draw, as an index into `order`. */
  turn: z.number().int().min(0),
  cards: z.record(z.string(), card),
  leavers: z.array(z.string()),
  winners: z.array(z.string()).nullable(),
});
export type HighCardState = z.infer<typeof highCardStateSchema>;
