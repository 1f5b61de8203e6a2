/** The closed list of error codes every face maps from; no HTTP status lives in the domain. */
export type ErrorCode =
  | 'VALIDATION_ERROR'
  | 'BAD_REQUEST'
  | 'UNAUTHORIZED'
  | 'FORBIDDEN'
  | 'NOT_FOUND'
  | 'CONFLICT'
  | 'DUPLICATE_RESOURCE'
  | 'METHOD_NOT_ALLOWED'
  | 'PAYLOAD_TOO_LARGE'
  | 'UNPROCESSABLE_ENTITY'
  | 'RATE_LIMITED'
  | 'INTERNAL_SERVER_ERROR'
  | 'SERVICE_UNAVAILABLE';

export interface FieldIssue {
  /** Dotted path of the offending field, e.g. `notaria.identidad.ui_order[1]`. */
  path: string;
  message: string;
}

/**
 * The one error domain code throws. `code` is from the closed list; `apiCode` optionally carries a
 * lower-case domain code that the REST layer shows instead (e.g. `items_not_provided`).
 */
export class DomainError extends Error {
  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly details?: FieldIssue[],
    readonly apiCode?: string,
  ) {
    super(message);
    this.name = 'DomainError';
  }
}

export const notFound = (what = 'Entity'): DomainError => new DomainError('NOT_FOUND', `${what} not found`);

export function validationError(details: FieldIssue[], apiCode?: string): DomainError {
  const first = details[0];
  const message = first
    ? `Validation failed: ${first.path ? `'${first.path}' ` : ''}${first.message}`
    : 'Validation failed';
  return new DomainError('VALIDATION_ERROR', message, details, apiCode);
}
