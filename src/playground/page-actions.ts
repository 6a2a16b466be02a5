import { z } from 'zod';

/** What a page may ask of the bridge: each person's action, checked before anything is done with it. */
export const pageAction = z.discriminatedUnion('t', [
  /** Act as another person. */
  z.object({ t: z.literal('as'), userId: z.string() }),
  z.object({
    t: z.literal('slash'),
    nonce: z.string().max(40),
    channelId: z.string(),
    name: z.string().max(32),
    options: z.array(z.record(z.string(), z.unknown())).max(25),
  }),
  /** A button pressed, or options chosen in a select (`values`). */
  z.object({
    t: z.literal('click'),
    nonce: z.string().max(40),
    messageId: z.string(),
    customId: z.string().max(100),
    values: z.array(z.string().max(100)).max(25).optional(),
  }),
  /** A modal submitted; `messageId` when a button on that message opened it. */
  z.object({
    t: z.literal('submit'),
    nonce: z.string().max(40),
    channelId: z.string(),
    messageId: z.string().optional(),
    customId: z.string().max(100),
    values: z.record(z.string(), z.string().max(4000)),
  }),
  z.object({ t: z.literal('thread'), parentId: z.string(), name: z.string().trim().min(1).max(100) }),
  z.object({ t: z.literal('person'), name: z.string().trim().min(1).max(32), locale: z.string().max(10) }),
]);

export type PageAction = z.infer<typeof pageAction>;
