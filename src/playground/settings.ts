import { z } from 'zod';
import { ConfigError } from '../config.js';

const schema = z.object({
  PLAYGROUND_PORT: z.preprocess((v) => (v === '' ? undefined : v), z.coerce.number().int().min(0).max(65_535).default(3000)),
});

export interface PlaygroundSettings {
  /** The page's port on 127.0.0.1 (0: any free port). */
  port: number;
}

/** The playground's own settings; a bad value stops it with one line naming it. */
export function playgroundSettings(env: NodeJS.ProcessEnv): PlaygroundSettings {
  const parsed = schema.safeParse(env);
  if (!parsed.success) throw new ConfigError('Invalid configuration: PLAYGROUND_PORT must be a port number (0 to 65535)');
  return { port: parsed.data.PLAYGROUND_PORT };
}
