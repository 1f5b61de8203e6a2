import { unwrapResolverError } from '@apollo/server/errors';
import type { GraphQLFormattedError } from 'graphql';
import type { Logger } from 'pino';
import { DomainError, type ErrorCode } from '../domain/errors';

/** Apollo's own codes mapped into the closed list shared with REST. */
function fromApolloCode(code: unknown): ErrorCode {
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
    default:
      return 'INTERNAL_SERVER_ERROR';
  }
}

/** One formatter for every GraphQL error: domain errors keep their code, anything unknown is masked. */
export function formatError(logger: Logger) {
  return (formatted: GraphQLFormattedError, error: unknown): GraphQLFormattedError => {
    const original = unwrapResolverError(error);
    if (original instanceof DomainError) {
      return {
        message: original.message,
        locations: formatted.locations,
        path: formatted.path,
        extensions: {
          code: original.code,
          ...(original.apiCode && { apiCode: original.apiCode }),
          ...(original.details && { details: original.details }),
        },
      };
    }
    const code = fromApolloCode(formatted.extensions?.code);
    if (code === 'INTERNAL_SERVER_ERROR') {
      logger.error({ err: original }, 'unhandled GraphQL error');
      return {
        message: 'Internal server error',
        locations: formatted.locations,
        path: formatted.path,
        extensions: { code },
      };
    }
    return { ...formatted, extensions: { code } };
  };
}
