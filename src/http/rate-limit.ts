import type { Request, RequestHandler, Response } from 'express';
import type { DatabaseHandle } from '../db/database';
import type { Caller, Deps } from '../domain/context';
import { sendError } from '../rest-compat/errors';
import { requestCaller } from './caller';
import { MemoryBuckets, PostgresBuckets, type BucketStore, type RateLimitSettings } from './rate-limit-store';

export type { RateLimitSettings, Verdict } from './rate-limit-store';

/** One bucket per API key, per verification for end-client tokens, per address otherwise. */
export const bucketOf = (caller: Caller | null, address: string | undefined): string =>
  caller?.kind === 'account'
    ? `key:${caller.credentialId}`
    : caller
      ? `verification:${caller.verificationId}`
      : `ip:${address ?? 'unknown'}`;

/** GraphQL cost units one token pays for: a cheap operation costs what a REST request does. */
export const COST_PER_TOKEN = 100;
export const tokensForCost = (cost: number): number => Math.max(1, Math.ceil(cost / COST_PER_TOKEN));
/** Bytes of a GraphQL answer one token pays for, once it has been sent (see `RateLimiter.settle`). */
export const BYTES_PER_TOKEN = 10 * 1024;

export const RATE_LIMITED_MESSAGE = 'Too many requests; retry after the number of seconds in Retry-After';

export interface RateLimiter {
  /** In front of the REST router: one token per request; over the limit, 429 with the REST error body. */
  rest: RequestHandler;
  /**
   * Takes `tokens` from the request's bucket and sets the `RateLimit-*` headers (and `Retry-After`
   * when refused); true when allowed or when limiting is off. GraphQL charges an operation's cost.
   */
  charge(req: Request, res: Response, tokens: number): Promise<boolean>;
  /** The same for a caller without an HTTP request (graphql-ws); the verdict's headers are dropped. */
  chargeCaller(caller: Caller, tokens: number): Promise<boolean>;
  /**
   * After an answer was sent: charges what its bytes cost beyond the tokens already taken, even into
   * debt, so an answer heavier than its computed cost holds the caller back for its real size.
   */
  settle(req: Request, res: Response, bytes: number, charged: number): Promise<void>;
}

/**
 * Postgres holds the buckets when there is one (every instance shares them); the embedded database
 * is one process, whose memory is then exact.
 */
export function bucketStore(database: Pick<DatabaseHandle, 'kind' | 'db'>, settings: RateLimitSettings) {
  return database.kind === 'postgres'
    ? new PostgresBuckets(database.db, settings)
    : new MemoryBuckets(settings);
}

/**
 * Authenticates the request once (see requestCaller) and, when limits are set, takes tokens from the
 * caller's bucket; the answer carries `RateLimit-Limit`, `RateLimit-Remaining` and `RateLimit-Reset`.
 * REST, GraphQL over HTTP and graphql-ws share the buckets.
 */
export function createRateLimiter(
  deps: Deps,
  settings: RateLimitSettings | null,
  store: BucketStore | null,
): RateLimiter {
  const charge = async (req: Request, res: Response, tokens: number): Promise<boolean> => {
    const caller = await requestCaller(deps, req, res);
    if (!store || !settings || req.method === 'OPTIONS') return true;
    const verdict = await store.take(bucketOf(caller, req.ip), tokens);
    res.set({
      'RateLimit-Limit': String(settings.burst),
      'RateLimit-Remaining': String(verdict.remaining),
      'RateLimit-Reset': String(verdict.resetSeconds),
    });
    if (!verdict.allowed) res.set('Retry-After', String(verdict.retryAfterSeconds));
    return verdict.allowed;
  };
  return {
    charge,
    chargeCaller: async (caller, tokens) =>
      !store || (await store.take(bucketOf(caller, undefined), tokens)).allowed,
    settle: async (req, res, bytes, charged) => {
      const extra = Math.floor(bytes / BYTES_PER_TOKEN) - charged;
      if (!store || extra <= 0) return;
      await store.debit(bucketOf(await requestCaller(deps, req, res), req.ip), extra);
    },
    rest: async (req, res, next) => {
      if (await charge(req, res, 1)) return next();
      sendError(res, 'RATE_LIMITED', RATE_LIMITED_MESSAGE);
    },
  };
}
