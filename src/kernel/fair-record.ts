import { z } from 'zod';

/** A seed, a commitment, a hash: 32 bytes in lowercase hex. */
export const HEX_64 = /^[0-9a-f]{64}$/;
/** A Discord snowflake (an interaction's or a message's id). */
export const DISCORD_ID = /^\d{17,20}$/;

/** One seed's life: drawn and committed, then put to use with a public value, then revealed. */
export const fairDrawSchema = z.object({
  seed: z.string().regex(HEX_64),
  commitment: z.string().regex(HEX_64),
  /** Fixed when the game (hand) starts: the id of the interaction that started it. Null until then. */
  publicValue: z.string().max(100).nullable(),
  /** Words read from the stream so far: the next change goes on from here. */
  draws: z.number().int().min(0),
  /**
   * The id Discord gave the first message posted after this seed was committed that shows its
   * fingerprint: the public value of a game (hand) the turn timer starts. Absent on older records.
   */
  witness: z.string().regex(DISCORD_ID).nullable().optional(),
});
export type FairDraw = z.infer<typeof fairDrawSchema>;

export const revealedDrawSchema = fairDrawSchema.extend({
  publicValue: z.string().max(100),
  /** Hold'em's hand number or 掀棋's game number; null for games played once per table. */
  round: z.number().int().min(0).nullable(),
});
export type RevealedDraw = z.infer<typeof revealedDrawSchema>;

/**
 * The session's fairness record. `current` is hidden (its seed never leaves the store before it is
 * revealed); `revealed` is the last finished game's (hand's) seed, public from then on.
 */
export const fairRecordSchema = z.object({
  current: fairDrawSchema,
  revealed: revealedDrawSchema.nullable(),
});
export type FairRecord = z.infer<typeof fairRecordSchema>;

/** What anyone may see: the current seed's commitment and the last revealed seed. Views read only this. */
export interface PublicFairness {
  commitment: string;
  revealed: RevealedDraw | null;
}

export const publicFairness = (fair: FairRecord | undefined): PublicFairness | null =>
  fair ? { commitment: fair.current.commitment, revealed: fair.revealed } : null;
