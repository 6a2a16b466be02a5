import { z } from 'zod';
import { TIERS, ZHUANGYUAN_KINDS } from './classify.js';
import { prizePoolSchema, traditionalPool } from './prizes.js';

export const bobingConfigSchema = z.object({ prizes: prizePoolSchema.default(traditionalPool) });
export type BobingConfig = z.infer<typeof bobingConfigSchema>;

export const bobingActionSchema = z.discriminatedUnion('type', [z.object({ type: z.literal('roll') }), z.object({ type: z.literal('back') })]);
export type BobingAction = z.infer<typeof bobingActionSchema>;

const die = z.number().int().min(1).max(6);
const tier = z.enum(TIERS);

export const rollRecordSchema = z.object({
  seq: z.number().int().min(1),
  player: z.string(),
  dice: z.array(die).length(6),
  tier: tier.nullable(),
  kind: z.enum(ZHUANGYUAN_KINDS).nullable(),
  /** won: took a prize · used-up: its tier was empty · held: became a 状元 holder · took-over: took 状元 from `from` · not-enough: a 状元 that beat no holder · no-prize: a 状元 at a table with no 状元 prize */
  result: z.enum(['none', 'won', 'used-up', 'held', 'took-over', 'not-enough', 'no-prize']),
  from: z.string().nullable(),
  /** Rolled for the player: `away` when they were away, else their timer ran out. */
  auto: z.boolean(),
  away: z.boolean().default(false),
});
export type RollRecord = z.infer<typeof rollRecordSchema>;

export const holderSchema = z.object({
  player: z.string(),
  seq: z.number().int(),
  dice: z.array(die),
  kind: z.enum(ZHUANGYUAN_KINDS),
  tiebreak: z.array(z.number().int()),
});
export type Holder = z.infer<typeof holderSchema>;

export const bobingStateSchema = z.object({
  order: z.array(z.string()).min(1).max(12),
  current: z.number().int().min(0),
  prizes: prizePoolSchema,
  left: z.record(tier, z.number().int().min(0)),
  holders: z.array(holderSchema),
  zhuangyuanRolled: z.number().int().min(0),
  winnings: z.record(z.string(), z.partialRecord(tier, z.number().int().min(0))),
  recent: z.array(rollRecordSchema).max(10),
  rolls: z.number().int().min(0),
  timeouts: z.record(z.string(), z.number().int().min(0)),
  away: z.array(z.string()),
  leavers: z.array(z.string()).default([]),
  /** Table option: a computer plays away players' turns (absent on older tables: off). */
  awayComputer: z.literal(true).optional(),
  finished: z.boolean(),
  champion: holderSchema.nullable(),
});
export type BobingState = z.infer<typeof bobingStateSchema>;
