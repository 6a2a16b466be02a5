import { z } from 'zod';

export const pirateConfigSchema = z.object({
  /** Natural 1s count as any face (docs/rules/pirate.md, "Counting"). Off: only exact faces plus the red die. */
  onesWild: z.boolean().default(true),
});
export type PirateConfig = z.infer<typeof pirateConfigSchema>;

const face = z.number().int().min(1).max(6);
const count = z.number().int().min(1).max(100);

export const pirateActionSchema = z.discriminatedUnion('type', [z.object({ type: z.literal('bet'), face, count }), z.object({ type: z.literal('challenge') })]);
export type PirateAction = z.infer<typeof pirateActionSchema>;

const playerBet = z.object({ player: z.string(), face, count });
const cups = z.record(z.string(), z.array(face));

export const pirateStateSchema = z.object({
  onesWild: z.boolean(),
  seats: z.array(z.string()).min(2),
  orderRoll: z.array(z.array(z.object({ player: z.string(), dice: z.array(face) }))),
  dice: z.record(z.string(), z.number().int().min(0)),
  centre: z.number().int().min(0),
  round: z.number().int().min(1),
  starter: z.string(),
  turn: z.string().nullable(),
  bet: playerBet.nullable(),
  history: z.array(playerBet),
  lastReveal: z
    .object({
      round: z.number().int(),
      bet: playerBet,
      challenger: z.string(),
      cups,
      actual: z.number().int(),
      losses: z.record(z.string(), z.number().int()),
      eliminated: z.array(z.string()),
    })
    .nullable(),
  lastAuto: z
    .object({ player: z.string(), kind: z.enum(['bet', 'challenge', 'timed-out', 'left']), face: face.optional(), count: count.optional() })
    .nullable(),
  timeouts: z.record(z.string(), z.number().int().min(0)),
  out: z.array(z.string()),
  /** Players who left the game (their dice, if any, went to the centre). */
  leavers: z.array(z.string()).default([]),
  winner: z.string().nullable(),
  secret: z.object({ cups }),
});
export type PirateState = z.infer<typeof pirateStateSchema>;
export type PlayerBet = z.infer<typeof playerBet>;
