/**
 * Whether an error means the database could not be reached or did not answer in time (as opposed
 * to a statement it refused): the faces answer 503 with Retry-After for these, not 500.
 */

const NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
]);

/** SQLSTATEs of a server that is going away, not accepting connections, or out of time. */
const UNAVAILABLE_SQLSTATES = new Set([
  '57P01', // admin_shutdown
  '57P02', // crash_shutdown
  '57P03', // cannot_connect_now
  '53300', // too_many_connections
  '57014', // query_canceled: statement_timeout
  '55P03', // lock_not_available: lock_timeout
]);

/** Messages of `pg` and `pg-pool` for a connection that failed, broke or timed out. */
const MESSAGES = [
  /^timeout exceeded when trying to connect$/i,
  /^Connection terminated/i,
  /^Query read timeout$/i,
  /^Client has encountered a connection error and is not queryable$/i,
  /^Client was closed and is not queryable$/i,
  /^Connection ended unexpectedly$/i,
  /the database system is (starting up|shutting down|in recovery mode)/i,
];

export function isDatabaseUnavailable(err: unknown, depth = 0): boolean {
  if (typeof err !== 'object' || err === null || depth > 3) return false;
  const e = err as { code?: unknown; message?: unknown; errors?: unknown; cause?: unknown };
  if (typeof e.code === 'string') {
    if (NETWORK_CODES.has(e.code) || UNAVAILABLE_SQLSTATES.has(e.code) || e.code.startsWith('08'))
      return true;
  }
  if (typeof e.message === 'string' && MESSAGES.some((m) => m.test(e.message as string))) return true;
  // Node reports a refused connection to every address of a name as an AggregateError.
  if (Array.isArray(e.errors) && e.errors.some((inner) => isDatabaseUnavailable(inner, depth + 1)))
    return true;
  return e.cause !== undefined && isDatabaseUnavailable(e.cause, depth + 1);
}

/** Seconds a client is told to wait (Retry-After) when the database is unavailable. */
export const UNAVAILABLE_RETRY_AFTER_SECONDS = 5;
