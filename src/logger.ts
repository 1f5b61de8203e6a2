import pino, { type Logger } from 'pino';

/** Structured logs; credentials and secrets are redacted wherever they may appear. */
export function createLogger(level: string): Logger {
  return pino({
    level,
    redact: {
      paths: [
        'req.headers["x-api-key"]',
        'req.headers.authorization',
        'req.headers.cookie',
        'req.headers["x-access-token"]',
        'req.headers["x-file-password"]',
        'api_key',
        'apiKey',
        'secret',
        '*.secret',
        '*.api_key',
      ],
      censor: '[redacted]',
    },
  });
}
