import { z } from 'zod';

/**
 * custom_id layout: `p1:<session id>:<version, base 36>:<verb>[:<arg>...]`.
 * Compact (always well under Discord's 100 characters) and versioned, so a click
 * on an old message is recognised as stale. Nothing in it is trusted: the runner
 * re-checks seat, turn and version against the stored table.
 */
export const VERBS = ['join', 'leave', 'start', 'cancel', 'panel', 'again', 'g'] as const;
export type Verb = (typeof VERBS)[number];

export interface ControlId {
  sessionId: string;
  version: number;
  verb: Verb;
  args: string[];
}

const PREFIX = 'p1';
const part = z.string().regex(/^[a-z0-9-]{1,16}$/);
const controlIdSchema = z.object({
  prefix: z.literal(PREFIX),
  sessionId: z.string().regex(/^[a-z0-9]{4,16}$/),
  version: z.string().regex(/^[0-9a-z]{1,8}$/).transform((v) => parseInt(v, 36)),
  verb: z.enum(VERBS),
  args: z.array(part).max(4),
});

export function encodeControlId(id: ControlId): string {
  const encoded = [PREFIX, id.sessionId, id.version.toString(36), id.verb, ...id.args].join(':');
  if (encoded.length > 100) throw new Error(`custom_id too long: ${encoded}`);
  return encoded;
}

/** Returns the decoded control, or null for anything that is not one of ours. */
export function decodeControlId(raw: string): ControlId | null {
  if (raw.length > 100) return null;
  const [prefix, sessionId, version, verb, ...args] = raw.split(':');
  const parsed = controlIdSchema.safeParse({ prefix, sessionId, version, verb, args });
  if (!parsed.success) return null;
  const { prefix: _prefix, ...control } = parsed.data;
  return control;
}
