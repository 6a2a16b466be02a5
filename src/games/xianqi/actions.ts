import { z } from 'zod';
import { PIECE_PATTERN } from './pieces.js';

export const xianqiConfigSchema = z.object({}).default({});
export type XianqiConfig = z.infer<typeof xianqiConfigSchema>;

const piece = z.string().regex(PIECE_PATTERN);
const pieces = z.array(piece).min(1).max(3);

export const xianqiActionSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('kou') }),
  z.object({ type: z.literal('nokou') }),
  z.object({ type: z.literal('xian') }),
  z.object({ type: z.literal('pass') }),
  z.object({ type: z.literal('play'), pieces }),
  z.object({ type: z.literal('discard'), pieces }),
  z.object({ type: z.literal('next') }),
  z.object({ type: z.literal('back') }),
]);
export type XianqiAction = z.infer<typeof xianqiActionSchema>;

const id = z.string();
const play = z.object({
  player: id,
  /** Beats are face up; a discard (垫) is face down: its pieces are kept in `secret.discards` only. */
  face: z.enum(['up', 'down']),
  pieces: z.array(piece),
  count: z.number().int().min(1).max(3),
});
export type Play = z.infer<typeof play>;

export const settlementSchema = z.object({
  gameNo: z.number().int(),
  reason: z.enum(['black', 'no-xian', 'ci', 'two-gou', 'played-out', 'abandoned']),
  zhu: z.record(id, z.number().int()),
  changes: z.record(id, z.number().int()),
  payments: z.array(z.object({ from: id, to: id, amount: z.number().int(), reason: z.enum(['gou', 'ci', 'xian']) })),
  blackHands: z.array(id),
  /** 够 players paid nothing for it: they lifted while already 够 and ended below 瓷. Absent on older records. */
  unpaidGou: z.array(id).optional(),
});
export type Settlement = z.infer<typeof settlementSchema>;

export const xianqiStateSchema = z.object({
  seats: z.array(id).length(3),
  ledger: z.record(id, z.number().int()),
  gameNo: z.number().int().min(1),
  firstStarter: id,
  phase: z.enum(['decide', 'ask', 'play', 'between', 'over']),
  starter: id,
  kou: id.nullable(),
  asking: z.array(id),
  activeXian: id.nullable(),
  relations: z.array(z.object({ xian: id, kou: id, wasGou: z.boolean() })),
  zhu: z.record(id, z.number().int().min(0)),
  roundNo: z.number().int().min(1),
  round: z.object({
    count: z.number().int().min(1).max(3).nullable(),
    plays: z.array(play),
    best: z.object({ player: id, rank: z.number().int() }).nullable(),
    toAct: id,
  }),
  lastRound: z.object({ winner: id, count: z.number().int(), plays: z.array(play) }).nullable(),
  lastSettlement: settlementSchema.nullable(),
  handSizes: z.record(id, z.number().int().min(0)),
  timeouts: z.record(id, z.number().int().min(0)),
  away: z.array(id),
  leavers: z.array(id).default([]),
  /** Table option: a computer plays away players' turns (absent on older tables: off). */
  awayComputer: z.literal(true).optional(),
  secret: z.object({ hands: z.record(id, z.array(piece)), discards: z.record(id, z.array(piece)) }),
});
export type XianqiState = z.infer<typeof xianqiStateSchema>;
