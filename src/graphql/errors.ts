import { unwrapResolverError } from '@apollo/server/errors';
import type { ApolloServerPlugin, BaseContext } from '@apollo/server';
import { GraphQLError, type GraphQLFormattedError } from 'graphql';
import type { Logger } from 'pino';
import { isDatabaseUnavailable } from '../db/unavailable';
import { DomainError, type ErrorCode } from '../domain/errors';
import { LIMIT_CODES, type LimitCode } from './limits';

const TOO_MANY_VARIABLE_ERRORS =
  'Too many errors processing variables, error limit reached. Execution aborted.';

/** Apollo's own codes mapped into the closed list shared with REST. */
function fromApolloCode(code: unknown): ErrorCode | LimitCode {
  if (LIMIT_CODES.includes(code as LimitCode)) return code as LimitCode;
  switch (code) {
    case 'GRAPHQL_VALIDATION_FAILED':
    case 'BAD_USER_INPUT':
    case 'VALIDATION_ERROR':
      return 'VALIDATION_ERROR';
    case 'GRAPHQL_PARSE_FAILED':
    case 'PERSISTED_QUERY_NOT_FOUND':
    case 'PERSISTED_QUERY_NOT_SUPPORTED':
    case 'OPERATION_RESOLUTION_FAILURE':
    case 'BAD_REQUEST':
      return 'BAD_REQUEST';
    case 'UNAUTHORIZED':
      return 'UNAUTHORIZED';
    case 'PAYLOAD_TOO_LARGE':
      return 'PAYLOAD_TOO_LARGE';
    case 'RATE_LIMITED':
      return 'RATE_LIMITED';
    default:
      return 'INTERNAL_SERVER_ERROR';
  }
}

/**
 * What the client is told of an error: its domain error, or a code from the closed list
 * (`apolloCode` is the error's code as Apollo has it, if any).
 */
function classify(error: unknown, apolloCode: unknown) {
  const original = unwrapResolverError(error);
  if (original instanceof DomainError) return { original, domain: original };
  // graphql-js stops coercing variables after 50 bad values with an error of its own that carries no
  // code (the 50 before it are BAD_USER_INPUT): still the client's input, not a server fault.
  if (original instanceof GraphQLError && original.message === TOO_MANY_VARIABLE_ERRORS)
    return { original, code: 'VALIDATION_ERROR' as const };
  if (isDatabaseUnavailable(original)) return { original, code: 'SERVICE_UNAVAILABLE' as const };
  return { original, code: fromApolloCode(apolloCode) };
}

/**
 * Unhandled errors of operations over HTTP, logged with their request's id. Errors no operation
 * reached (a context that could not be built) and errors of subscriptions are logged by
 * `formatError`, which sees every error but not the request.
 */
export function unhandledErrorLog<T extends BaseContext & { reqId?: string }>(
  logger: Logger,
  logged: WeakSet<object>,
): ApolloServerPlugin<T> {
  return {
    async requestDidStart({ contextValue }) {
      return {
        async didEncounterErrors({ errors }) {
          for (const error of errors) {
            const { original, code } = classify(error, error.extensions?.code);
            if (code !== 'INTERNAL_SERVER_ERROR') continue;
            logged.add(error);
            logger.error({ reqId: contextValue.reqId, err: original }, 'unhandled GraphQL error');
          }
        },
      };
    },
  };
}

/**
 * One formatter for every GraphQL error: domain errors keep their code, anything unknown is masked
 * (and logged, unless `unhandledErrorLog` has logged it with its request id).
 */
export function formatError(logger: Logger, logged: WeakSet<object> = new WeakSet()) {
  return (formatted: GraphQLFormattedError, error: unknown): GraphQLFormattedError => {
    const { original, domain, code } = classify(error, formatted.extensions?.code);
    if (domain) {
      return {
        message: domain.message,
        locations: formatted.locations,
        path: formatted.path,
        extensions: {
          code: domain.code,
          ...(domain.apiCode && { apiCode: domain.apiCode }),
          ...(domain.details && { details: domain.details }),
        },
      };
    }
    if (code === 'INTERNAL_SERVER_ERROR') {
      if (!(typeof error === 'object' && error !== null && logged.has(error)))
        logger.error({ err: original }, 'unhandled GraphQL error');
      return {
        message: 'Internal server error',
        locations: formatted.locations,
        path: formatted.path,
        extensions: { code },
      };
    }
    if (code === 'SERVICE_UNAVAILABLE') {
      logger.warn({ err: original }, 'database unavailable');
      return {
        message: 'The service is temporarily unavailable; retry shortly',
        locations: formatted.locations,
        path: formatted.path,
        extensions: { code },
      };
    }
    const kept = KEPT_EXTENSIONS.filter((k) => formatted.extensions?.[k] !== undefined);
    return {
      ...formatted,
      extensions: { code, ...Object.fromEntries(kept.map((k) => [k, formatted.extensions![k]])) },
    };
  };
}

/** What a refusal outside the domain may tell the client beside its code (limits, cost, fields). */
const KEPT_EXTENSIONS = ['details', 'limit', 'cost', 'maxCost', 'maxItems'];
