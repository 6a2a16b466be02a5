import { z } from 'zod';
import type { OwedPing } from '../table/session-store.js';

const owedSchema = z.object({ sessionId: z.string(), turnToken: z.string().nullable(), players: z.array(z.string()) });

/** The owed ping as a store keeps it (JSON), or null: none, or one that does not read as a ping. */
export function owedPingOf(stored: string | null | undefined): OwedPing | null {
  if (!stored) return null;
  try {
    const parsed = owedSchema.safeParse(JSON.parse(stored));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}
