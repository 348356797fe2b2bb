import pino, { type Logger } from 'pino';

/** JSON lines; credentials never logged even if an object carrying them slips into a log call. */
export function createLogger(level: string): Logger {
  return pino({
    level,
    base: undefined,
    redact: {
      paths: ['password', '*.password', 'token', '*.token', 'accessToken', '*.accessToken', 'refreshToken', '*.refreshToken',
        'authorization', '*.authorization', 'headers.authorization', 'req.headers.authorization', 'passwordHash', '*.passwordHash'],
      censor: '[redacted]',
    },
  });
}

export type { Logger };
