import pino, { type DestinationStream, type Logger } from 'pino';

/**
 * Structured logs; credentials and secrets are redacted wherever they may appear (the request
 * serializer of src/infra/request-logging.ts also cuts them before any logger sees them).
 */
export function createLogger(level: string, destination?: DestinationStream): Logger {
  return pino(
    {
      level,
      redact: {
        paths: [
          'req.headers["x-api-key"]',
          'req.headers.authorization',
          'req.headers.cookie',
          'req.headers["x-access-token"]',
          'req.headers["x-file-password"]',
          'res.headers["set-cookie"]',
          'api_key',
          'apiKey',
          'accessToken',
          'access_token',
          'token',
          'secret',
          'password',
          'file_password',
          '*.secret',
          '*.api_key',
          '*.apiKey',
          '*.accessToken',
          '*.access_token',
          '*.token',
          '*.password',
          '*.file_password',
        ],
        censor: '[redacted]',
      },
    },
    destination,
  );
}
