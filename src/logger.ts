import pino, { type Logger } from 'pino';

/**
 * Errors from Discord's REST client carry the request body, which can be a private panel
 * (someone's dice or cards). Log lines keep the error, never that body.
 */
function errorWithoutBody(error: unknown): unknown {
  const serialized = pino.stdSerializers.err(error as Error) as unknown as Record<string, unknown>;
  if (serialized && typeof serialized === 'object') delete serialized.requestBody;
  return serialized;
}

/** Pretty output when a person watches a terminal (one line an entry; an error's stack below it), JSON lines otherwise (or as configured). */
export function createLogger(level: string, format: 'pretty' | 'json' | 'auto'): Logger {
  const pretty = format === 'pretty' || (format === 'auto' && process.stdout.isTTY === true);
  return pino({
    level,
    base: { app: 'parlor' },
    serializers: { err: errorWithoutBody },
    redact: { paths: ['token', '*.token', 'config.DISCORD_TOKEN'], censor: '[redacted]' },
    ...(pretty ? { transport: { target: 'pino-pretty', options: { translateTime: 'HH:MM:ss', ignore: 'pid,hostname,app', singleLine: true } } } : {}),
  });
}
