import { z } from 'zod';

/**
 * Where a table is shown, chosen at /play and kept with the session: absent, in a channel the bot
 * posts in; `interactions`, on the interactions of the people at it (a group DM, a DM, a server
 * without the bot), written only through their tokens (discord/hosted-tables.ts).
 */
export const hostingFields = {
  hostedOn: z.literal('interactions').optional(),
};
