import pino, { type Logger } from 'pino';

/** An interaction's token in a REST address (`/interactions/{id}/{token}/…`, `/webhooks/{app}/{token}/…`). */
const TOKEN_IN_URL = /\/(interactions|webhooks)\/(\d+)\/[^/?]+/g;

/**
 * Errors from Discord's REST client carry the request body, which can be a private panel
 * (someone's dice or cards), and the address, which for an interaction holds its token. Log lines
 * keep the error, never that body nor the token.
 */
export function errorWithoutBody(error: unknown): unknown {
  const serialized = pino.stdSerializers.err(error as Error) as unknown as Record<string, unknown>;
  if (serialized && typeof serialized === 'object') {
    delete serialized.requestBody;
    if (typeof serialized.url === 'string') serialized.url = serialized.url.replace(TOKEN_IN_URL, '/$1/$2/[token]');
  }
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
