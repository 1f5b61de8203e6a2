import type { Request, RequestHandler, Response } from 'express';
import type { Caller, Deps } from '../domain/context';
import { sendError } from '../rest-compat/errors';
import { requestCaller } from './caller';

/** Requests per second refilled into each bucket, and the bucket's size (the largest burst). */
export interface RateLimitSettings {
  perSecond: number;
  burst: number;
}

export interface Verdict {
  allowed: boolean;
  /** Whole requests left in the bucket. */
  remaining: number;
  /** Seconds until the bucket is full again. */
  resetSeconds: number;
  /** Seconds until one request is allowed again (at least 1). */
  retryAfterSeconds: number;
}

const SWEEP_EVERY_MS = 10_000;

/** Token buckets in this process's memory: each instance limits on its own. */
export class TokenBuckets {
  private readonly buckets = new Map<string, { tokens: number; at: number }>();
  private lastSweep = 0;

  constructor(
    private readonly settings: RateLimitSettings,
    private readonly clockMs: () => number = () => performance.now(),
  ) {}

  take(key: string): Verdict {
    const { perSecond, burst } = this.settings;
    const now = this.clockMs();
    this.sweep(now);
    const tokens = this.tokensAt(this.buckets.get(key), now);
    const allowed = tokens >= 1;
    const left = allowed ? tokens - 1 : tokens;
    this.buckets.set(key, { tokens: left, at: now });
    return {
      allowed,
      remaining: Math.floor(left),
      resetSeconds: Math.ceil((burst - left) / perSecond),
      retryAfterSeconds: Math.max(1, Math.ceil((1 - left) / perSecond)),
    };
  }

  private tokensAt(bucket: { tokens: number; at: number } | undefined, now: number): number {
    const { perSecond, burst } = this.settings;
    return bucket ? Math.min(burst, bucket.tokens + ((now - bucket.at) / 1000) * perSecond) : burst;
  }

  // A bucket that has filled up again is the same as no bucket: dropping it bounds the memory.
  private sweep(now: number): void {
    if (now - this.lastSweep < SWEEP_EVERY_MS) return;
    this.lastSweep = now;
    for (const [key, bucket] of this.buckets) {
      if (this.tokensAt(bucket, now) >= this.settings.burst) this.buckets.delete(key);
    }
  }
}

/** One bucket per API key, per verification for end-client tokens, per address otherwise. */
const bucketOf = (caller: Caller | null, req: Request): string =>
  caller?.kind === 'account'
    ? `key:${caller.credentialId}`
    : caller
      ? `verification:${caller.verificationId}`
      : `ip:${req.ip ?? 'unknown'}`;

export interface RateLimiter {
  /** In front of the REST router: over the limit, 429 with the REST error body. */
  rest: RequestHandler;
  /** In front of `/graphql` over HTTP, before its body is read: Apollo never sees a limited request. */
  graphql: RequestHandler;
}

const MESSAGE = 'Too many requests; retry after the number of seconds in Retry-After';

/**
 * Authenticates the request once (see requestCaller) and, when limits are set, takes a token from the
 * caller's bucket; the answer carries `RateLimit-Limit`, `RateLimit-Remaining` and `RateLimit-Reset`.
 * REST and GraphQL share the buckets.
 */
export function createRateLimiter(deps: Deps, settings: RateLimitSettings | null): RateLimiter {
  const buckets = settings ? new TokenBuckets(settings) : null;
  const limit =
    (refuse: (res: Response) => void): RequestHandler =>
    async (req, res, next) => {
      const caller = await requestCaller(deps, req, res);
      if (!buckets || !settings || req.method === 'OPTIONS') return next();
      const verdict = buckets.take(bucketOf(caller, req));
      res.set({
        'RateLimit-Limit': String(settings.burst),
        'RateLimit-Remaining': String(verdict.remaining),
        'RateLimit-Reset': String(verdict.resetSeconds),
      });
      if (verdict.allowed) return next();
      res.set('Retry-After', String(verdict.retryAfterSeconds));
      refuse(res);
    };
  return {
    rest: limit((res) => sendError(res, 'RATE_LIMITED', MESSAGE)),
    graphql: limit((res) => {
      res.status(429).json({ errors: [{ message: MESSAGE, extensions: { code: 'RATE_LIMITED' } }] });
    }),
  };
}
