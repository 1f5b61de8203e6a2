import type { ErrorRequestHandler, RequestHandler, Response } from 'express';
import type { Logger } from 'pino';
import { isDatabaseUnavailable, UNAVAILABLE_RETRY_AFTER_SECONDS } from '../db/unavailable';
import { DomainError, type ErrorCode, type FieldIssue } from '../domain/errors';

export function statusOf(code: ErrorCode): number {
  switch (code) {
    case 'VALIDATION_ERROR':
    case 'BAD_REQUEST':
      return 400;
    case 'UNAUTHORIZED':
      return 401;
    case 'FORBIDDEN':
      return 403;
    case 'NOT_FOUND':
      return 404;
    case 'METHOD_NOT_ALLOWED':
      return 405;
    case 'CONFLICT':
    case 'DUPLICATE_RESOURCE':
      return 409;
    case 'PAYLOAD_TOO_LARGE':
      return 413;
    case 'UNPROCESSABLE_ENTITY':
      return 422;
    case 'RATE_LIMITED':
      return 429;
    case 'INTERNAL_SERVER_ERROR':
      return 500;
    case 'SERVICE_UNAVAILABLE':
      return 503;
  }
}

/** The error body of DESIGN.md section 6. */
export function sendError(
  res: Response,
  code: ErrorCode,
  message: string,
  details?: FieldIssue[],
  apiCode?: string,
): void {
  res.status(statusOf(code)).json({
    success: false,
    code: apiCode ?? code,
    message,
    timestamp: new Date().toISOString(),
    // Each detail is `{path, message}` as documented, whatever else a domain issue carries.
    ...(details &&
      details.length > 0 && { details: details.map(({ path, message }) => ({ path, message })) }),
  });
}

/** Errors raised by express and body-parser before a handler runs (they carry an HTTP status). */
export function transportError(err: {
  status?: number;
  statusCode?: number;
  type?: string;
}): DomainError | null {
  const status = err.status ?? err.statusCode;
  if (typeof status !== 'number' || status < 400 || status >= 500) return null;
  if (status === 413) return new DomainError('PAYLOAD_TOO_LARGE', 'Request body is too large');
  if (err.type === 'entity.parse.failed')
    return new DomainError('BAD_REQUEST', 'Request body is not valid JSON');
  if (err.type === 'charset.unsupported' || err.type === 'encoding.unsupported') {
    return new DomainError('BAD_REQUEST', 'Request body must be UTF-8 encoded JSON');
  }
  return new DomainError('BAD_REQUEST', 'Bad request');
}

export function errorMiddleware(logger: Logger): ErrorRequestHandler {
  return (err: unknown, req, res, next) => {
    if (res.headersSent) return next(err);
    const known = err instanceof DomainError ? err : transportError(err as never);
    if (known) return sendError(res, known.code, known.message, known.details, known.apiCode);
    if (isDatabaseUnavailable(err)) {
      logger.warn({ reqId: req.id, err, method: req.method, path: req.path }, 'database unavailable');
      return sendUnavailable(res);
    }
    logger.error({ reqId: req.id, err, method: req.method, path: req.path }, 'unhandled error');
    sendError(res, 'INTERNAL_SERVER_ERROR', 'Internal server error');
  };
}

export const UNAVAILABLE_MESSAGE = 'The service is temporarily unavailable; retry after Retry-After seconds';

/** 503 with `Retry-After`: the database could not be reached or did not answer in time. */
export function sendUnavailable(res: Response): void {
  res.set('Retry-After', String(UNAVAILABLE_RETRY_AFTER_SECONDS));
  sendError(res, 'SERVICE_UNAVAILABLE', UNAVAILABLE_MESSAGE);
}

export const notFoundRoute: RequestHandler = (_req, res) => sendError(res, 'NOT_FOUND', 'Route not found');
