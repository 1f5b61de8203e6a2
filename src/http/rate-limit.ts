import { randomUUID } from 'node:crypto';
import type { Request, RequestHandler, Response } from 'express';
import type { DatabaseHandle } from '../db/database';
import type { Caller, Deps } from '../domain/context';
import { sendError } from '../rest-compat/errors';
import { requestCaller } from './caller';
import {
  MemoryBuckets,
  PostgresBuckets,
  PostgresHeavyTurns,
  type BucketStore,
  type HeavyTurnLeases,
  type RateLimitSettings,
} from './rate-limit-store';

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
/** Bytes of a JSON answer (GraphQL or REST) one token pays for, once sent (`RateLimiter.settle`). */
export const BYTES_PER_TOKEN = 10 * 1024;

/**
 * A GraphQL operation charged at least this many tokens (cost 901 and up) is heavy: it waits for the
 * caller's previous heavy operation to be sent and settled before it is charged, so that a caller
 * cannot start several large answers before the first one's bytes are charged; on any instance, when
 * the instances share Postgres (`HeavyTurnLeases`).
 */
export const HEAVY_TOKENS = 10;
/** Heavy operations of one bucket queued in this process (the running one included); more get 429. */
export const MAX_HEAVY_QUEUED = 5;
/** If an answer finished but was never settled, its turn ends after this long anyway. */
const TURN_FALLBACK_MS = 5000;
/**
 * A shared lease outlives its turn's longest life (an operation's statements, its answer, the
 * fallback above) with room to spare; it only matters when the instance holding it died.
 */
export const HEAVY_LEASE_MS = 30_000;
/** How long a turn waits for another instance's lease before it is refused (429, Retry-After 1). */
export const HEAVY_LEASE_WAIT_MS = 10_000;
/** Polling for another instance's lease: from the first pause, doubling, up to the last. */
const LEASE_POLL_MS = [20, 320] as const;

/**
 * One heavy operation at a time per bucket, in arrival order within the process, with a bounded
 * queue; between instances, the head of each process's queue takes the bucket's shared lease
 * (`leases`, absent when bvs runs alone on its embedded database), waiting for it at most
 * `HEAVY_LEASE_WAIT_MS`.
 */
export class HeavyTurns {
  private readonly queues = new Map<string, { tail: Promise<void>; queued: number }>();

  constructor(
    private readonly leases: HeavyTurnLeases | null = null,
    private readonly waitMs = HEAVY_LEASE_WAIT_MS,
  ) {}

  /** Waits for the bucket's turn; resolves with its (idempotent) release, or null when the queue is full. */
  async turn(key: string): Promise<(() => void) | null> {
    const queue = this.queues.get(key) ?? { tail: Promise.resolve(), queued: 0 };
    if (queue.queued >= MAX_HEAVY_QUEUED) return null;
    this.queues.set(key, queue);
    queue.queued++;
    let done!: () => void;
    const previous = queue.tail;
    queue.tail = new Promise<void>((resolve) => (done = resolve));
    await previous;
    let released = false;
    const holder = randomUUID();
    const release = (shared: boolean) => {
      if (released) return;
      released = true;
      if (--queue.queued === 0) this.queues.delete(key);
      done();
      // A lease that cannot be given back (the database is away) expires by itself.
      if (shared) this.leases?.release(key, holder).catch(() => undefined);
    };
    if (this.leases) {
      let leased: boolean;
      try {
        leased = await this.lease(this.leases, key, holder);
      } catch (err) {
        release(false);
        throw err;
      }
      if (!leased) {
        release(false);
        return null;
      }
    }
    return () => release(true);
  }

  /** Takes the bucket's shared lease, polling while another instance holds it; false after `waitMs`. */
  private async lease(leases: HeavyTurnLeases, key: string, holder: string): Promise<boolean> {
    const deadline = Date.now() + this.waitMs;
    for (let pause: number = LEASE_POLL_MS[0]; ; pause = Math.min(pause * 2, LEASE_POLL_MS[1])) {
      if (await leases.acquire(key, holder, HEAVY_LEASE_MS)) return true;
      const left = deadline - Date.now();
      if (left <= 0) return false;
      await new Promise((resolve) => setTimeout(resolve, Math.min(pause, left)));
    }
  }

  /** Buckets with an operation running or queued (for tests). */
  get size(): number {
    return this.queues.size;
  }
}

export const RATE_LIMITED_MESSAGE = 'Too many requests; retry after the number of seconds in Retry-After';

export interface RateLimiter {
  /** False when limits are off: nothing is charged, so an answer's bytes need not be measured. */
  readonly limiting: boolean;
  /**
   * In front of the REST router: one token per request; over the limit, 429 with the REST error body.
   * A JSON answer is settled by its bytes like a GraphQL one.
   */
  rest: RequestHandler;
  /**
   * Takes `tokens` from the request's bucket and sets the `RateLimit-*` headers (and `Retry-After`
   * when refused); true when allowed or when limiting is off. GraphQL charges an operation's cost;
   * a heavy one (`HEAVY_TOKENS`) first waits until the caller's previous heavy one was settled.
   */
  charge(req: Request, res: Response, tokens: number): Promise<boolean>;
  /**
   * The same for a caller without an HTTP request (graphql-ws), the verdict's headers dropped: null
   * when refused, else the end of the operation's heavy turn (a no-op for a light one), to call once
   * its answer was sent and settled, or when it ended without one. `turn: false` (a subscription,
   * whose answers are events without end) charges without waiting for a turn.
   */
  chargeCaller(caller: Caller, tokens: number, turn?: boolean): Promise<(() => void) | null>;
  /**
   * After an answer was sent: charges what its bytes cost beyond the tokens already taken, even into
   * debt, so an answer heavier than its computed cost holds the caller back for its real size.
   */
  settle(req: Request, res: Response, bytes: number, charged: number): Promise<void>;
  /** The same for a caller without an HTTP request: a graphql-ws answer sent over its socket. */
  settleCaller(caller: Caller, bytes: number, charged: number): Promise<void>;
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

/** Heavy operations' leases in Postgres when there is one; alone on the embedded database, none needed. */
export function heavyTurnLeases(database: Pick<DatabaseHandle, 'kind' | 'db'>): HeavyTurnLeases | null {
  return database.kind === 'postgres' ? new PostgresHeavyTurns(database.db) : null;
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
  leases: HeavyTurnLeases | null = null,
): RateLimiter {
  const turns = new HeavyTurns(leases);
  /** Ends the request's heavy turn, if it holds one (after its settle, or when it was not admitted). */
  const endTurn = (res: Response) => (res.locals.endHeavyTurn as (() => void) | undefined)?.();
  /**
   * Takes `tokens` from `key`'s bucket, a heavy amount (when `turn`) after waiting for the bucket's
   * turn: null when the turn's queue is full; else the verdict and the end of the turn (a no-op for a
   * light amount; already ended when refused or when the store failed).
   */
  const take = async (key: string, tokens: number, turn: boolean) => {
    const release = turn && tokens >= HEAVY_TOKENS ? await turns.turn(key) : () => undefined;
    if (!release) return null;
    const verdict = await store!.take(key, tokens).catch((err: unknown) => {
      release();
      throw err;
    });
    if (!verdict.allowed) release();
    return { verdict, release };
  };
  const charge = async (req: Request, res: Response, tokens: number): Promise<boolean> => {
    const caller = await requestCaller(deps, req, res);
    if (!store || !settings || req.method === 'OPTIONS') return true;
    const taken = await take(bucketOf(caller, req.ip), tokens, true);
    if (!taken) {
      res.set({ 'RateLimit-Limit': String(settings.burst), 'Retry-After': '1' });
      return false;
    }
    const { verdict, release } = taken;
    if (verdict.allowed && tokens >= HEAVY_TOKENS) {
      res.locals.endHeavyTurn = release;
      // An answer cut short is never settled; one that finished is, but its turn ends regardless.
      if (req.socket.destroyed) release();
      else
        res.once('close', () =>
          res.writableFinished ? setTimeout(release, TURN_FALLBACK_MS).unref() : release(),
        );
    }
    res.set({
      'RateLimit-Limit': String(settings.burst),
      'RateLimit-Remaining': String(verdict.remaining),
      'RateLimit-Reset': String(verdict.resetSeconds),
    });
    if (!verdict.allowed) res.set('Retry-After', String(verdict.retryAfterSeconds));
    return verdict.allowed;
  };
  /** Debits what an answer's bytes cost beyond the tokens its request already took, even into debt. */
  const debitBytes = async (key: () => Promise<string>, bytes: number, charged: number) => {
    const extra = Math.floor(bytes / BYTES_PER_TOKEN) - charged;
    if (store && extra > 0) await store.debit(await key(), extra);
  };
  const settle: RateLimiter['settle'] = async (req, res, bytes, charged) => {
    try {
      await debitBytes(async () => bucketOf(await requestCaller(deps, req, res), req.ip), bytes, charged);
    } finally {
      endTurn(res);
    }
  };
  const limiting = store !== null && settings !== null;
  return {
    limiting,
    charge,
    chargeCaller: async (caller, tokens, turn = true) => {
      if (!store || !settings) return () => undefined;
      const taken = await take(bucketOf(caller, undefined), tokens, turn);
      return taken?.verdict.allowed ? taken.release : null;
    },
    settle,
    settleCaller: (caller, bytes, charged) =>
      debitBytes(async () => bucketOf(caller, undefined), bytes, charged),
    rest: async (req, res, next) => {
      if (!(await charge(req, res, 1))) return sendError(res, 'RATE_LIMITED', RATE_LIMITED_MESSAGE);
      if (!limiting) return next();
      // A JSON answer (a page of verifications with their metadata) is charged by its bytes too.
      res.once('finish', () => {
        if (!String(res.getHeader('content-type') ?? '').startsWith('application/json')) return;
        settle(req, res, Number(res.getHeader('content-length') ?? 0), 1).catch(() => undefined);
      });
      next();
    },
  };
}
