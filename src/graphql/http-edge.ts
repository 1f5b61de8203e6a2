import type { ErrorRequestHandler, RequestHandler, Response } from 'express';
import type { Logger } from 'pino';
import { isDatabaseUnavailable, UNAVAILABLE_RETRY_AFTER_SECONDS } from '../db/unavailable';
import { DomainError } from '../domain/errors';
import { RATE_LIMITED_MESSAGE, tokensForCost, type RateLimiter } from '../http/rate-limit';
import { statusOf, transportError, UNAVAILABLE_MESSAGE } from '../rest-compat/errors';
import type { GraphQLRequestBody, OperationGate } from './limits';

/** A GraphQL error answer outside Apollo (the same shape Apollo gives). */
export function sendGraphQLError(
  res: Response,
  status: number,
  code: string,
  message: string,
  extensions: Record<string, unknown> = {},
): void {
  res.status(status).json({ errors: [{ message, extensions: { ...extensions, code } }] });
}

function requestBody(
  method: string,
  body: unknown,
  query: Record<string, unknown>,
): GraphQLRequestBody | null {
  if (method === 'POST')
    return typeof body === 'object' && body !== null && !Array.isArray(body) ? body : null;
  if (method !== 'GET') return null;
  let variables: unknown;
  if (typeof query.variables === 'string') {
    try {
      variables = JSON.parse(query.variables);
    } catch {
      variables = undefined; // Apollo refuses it with its own 400
    }
  }
  return { query: query.query, variables, operationName: query.operationName };
}

/**
 * In front of Apollo: the operation's limits and cost (OperationGate), then the rate limit charged
 * by that cost (a refused operation pays one token). Refusals are 400s that no resolver, and so no
 * database statement, has seen; the cost is left in `res.locals.graphqlCost` for `extensions.cost`.
 */
export function graphqlGate(gate: OperationGate, limiter: RateLimiter): RequestHandler {
  return async (req, res, next) => {
    const body = requestBody(req.method, req.body, req.query as Record<string, unknown>);
    const verdict = body ? gate.check(body) : ({ ok: true, cost: 0 } as const);
    if (!(await limiter.charge(req, res, verdict.ok ? tokensForCost(verdict.cost) : 1)))
      return sendGraphQLError(res, 429, 'RATE_LIMITED', RATE_LIMITED_MESSAGE);
    if (!verdict.ok) {
      const { message, extensions } = verdict.error;
      return sendGraphQLError(res, 400, String(extensions.code), message, extensions);
    }
    res.locals.graphqlCost = verdict.cost;
    if (!limiter.limiting) return next();
    const charged = tokensForCost(verdict.cost);
    res.once('finish', () => {
      const bytes = Number(res.getHeader('content-length') ?? 0);
      limiter.settle(req, res, bytes, charged).catch(() => undefined);
    });
    next();
  };
}

/**
 * Errors raised on `/graphql` before Apollo answers (body parser, credential lookup, rate limiter),
 * in GraphQL's shape: the closed codes, 503 with Retry-After when the database is away.
 */
export function graphqlErrors(logger: Logger): ErrorRequestHandler {
  return (err: unknown, req, res, next) => {
    if (res.headersSent) return next(err);
    const known = err instanceof DomainError ? err : transportError(err as never);
    if (known)
      return sendGraphQLError(res, statusOf(known.code), known.code, known.message, {
        ...(known.details && { details: known.details }),
      });
    if (isDatabaseUnavailable(err)) {
      logger.warn({ reqId: req.id, err }, 'database unavailable');
      res.set('Retry-After', String(UNAVAILABLE_RETRY_AFTER_SECONDS));
      return sendGraphQLError(res, 503, 'SERVICE_UNAVAILABLE', UNAVAILABLE_MESSAGE);
    }
    logger.error({ reqId: req.id, err }, 'unhandled GraphQL transport error');
    sendGraphQLError(res, 500, 'INTERNAL_SERVER_ERROR', 'Internal server error');
  };
}
