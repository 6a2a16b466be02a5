import { z } from 'zod';
import { BOXES } from './scoring.js';

export const yahtzeeConfigSchema = z.object({
  /** free: free choice; forced: Hasbro's Forced Joker rule (docs/rules/yahtzee.md, the Joker rules). */
  joker: z.enum(['free', 'forced']).default('free'),
});
export type YahtzeeConfig = z.infer<typeof yahtzeeConfigSchema>;

export const yahtzeeActionSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('roll') }),
  z.object({ type: z.literal('hold'), index: z.number().int().min(0).max(4) }),
  /** The dice to hold, all at once (the table's menu): every other die is rolled again. */
  z.object({ type: z.literal('keep'), held: z.array(z.number().int().min(0).max(4)).max(5) }),
  z.object({ type: z.literal('score'), box: z.enum(BOXES) }),
  z.object({ type: z.literal('back') }),
]);
export type YahtzeeAction = z.infer<typeof yahtzeeActionSchema>;

const die = z.number().int().min(1).max(6);
const card = z.partialRecord(z.enum(BOXES), z.number().int().min(0).max(50));

export const yahtzeeStateSchema = z.object({
  joker: z.enum(['free', 'forced']),
  order: z.array(z.string()).min(1).max(8),
  current: z.number().int().min(0),
  round: z.number().int().min(1).max(13),
  turn: z.object({
    rolls: z.number().int().min(0).max(3),
    dice: z.array(die).length(5).or(z.array(die).length(0)),
    held: z.array(z.boolean()).length(5),
  }),
  cards: z.record(z.string(), card),
  extraYahtzees: z.record(z.string(), z.number().int().min(0)),
  timeouts: z.record(z.string(), z.number().int().min(0)),
  away: z.array(z.string()),
  leavers: z.array(z.string()).default([]),
  /** Table option: a computer plays away players' turns (absent on older tables: off). */
  awayComputer: z.literal(true).optional(),
  last: z
    .object({
      player: z.string(),
      box: z.enum(BOXES),
      points: z.number().int(),
      extra: z.boolean(),
      auto: z.boolean(),
      away: z.boolean().optional(),
      dice: z.array(die),
    })
    .nullable(),
  finished: z.boolean(),
});
export type YahtzeeState = z.infer<typeof yahtzeeStateSchema>;
