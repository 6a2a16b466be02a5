import pino, { type Logger } from 'pino';

/** Pretty output when a person watches a terminal, JSON lines otherwise (or as configured). */
export function createLogger(level: string, format: 'pretty' | 'json' | 'auto'): Logger {
  const pretty = format === 'pretty' || (format === 'auto' && process.stdout.isTTY === true);
  return pino({
    level,
    base: { app: 'parlor' },
    redact: { paths: ['token', '*.token', 'config.DISCORD_TOKEN'], censor: '[redacted]' },
    ...(pretty ? { transport: { target: 'pino-pretty', options: { translateTime: 'HH:MM:ss', ignore: 'pid,hostname,app' } } } : {}),
  });
}
