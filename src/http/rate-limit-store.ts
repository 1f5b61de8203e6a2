import { sql } from 'kysely';
import type { Db } from '../db/database';

/** Tokens per second refilled into each bucket, and the bucket's size (the largest burst). */
export interface RateLimitSettings {
  perSecond: number;
  burst: number;
}

export interface Verdict {
  allowed: boolean;
  /** Whole tokens left in the bucket. */
  remaining: number;
  /** Seconds until the bucket is full again. */
  resetSeconds: number;
  /** Seconds until the refused take would be allowed (at least 1). */
  retryAfterSeconds: number;
}

/** Where the buckets live: in this process (embedded database) or in Postgres (every instance). */
export interface BucketStore {
  /** Takes `tokens` (at most the burst) from the key's bucket, if it holds that many. */
  take(key: string, tokens: number): Promise<Verdict>;
  /**
   * Takes `tokens` whatever the bucket holds, down to a debt of `MAX_DEBT_BURSTS` bursts: for work
   * measured after it was done (the bytes of an answer), which later requests wait out.
   */
  debit(key: string, tokens: number): Promise<void>;
}

/** The deepest a bucket may go into debt, in bursts. */
export const MAX_DEBT_BURSTS = 10;

function verdictOf(settings: RateLimitSettings, allowed: boolean, left: number, wanted: number): Verdict {
  return {
    allowed,
    remaining: Math.max(0, Math.floor(left)),
    resetSeconds: Math.ceil((settings.burst - left) / settings.perSecond),
    retryAfterSeconds: Math.max(1, Math.ceil(((allowed ? 1 : wanted) - left) / settings.perSecond)),
  };
}

const SWEEP_EVERY_MS = 10_000;

/**
 * Token buckets in this process's memory: exact for the one process the embedded database allows,
 * and no database round trip per request.
 */
export class MemoryBuckets implements BucketStore {
  private readonly buckets = new Map<string, { tokens: number; at: number }>();
  private lastSweep = 0;

  constructor(
    private readonly settings: RateLimitSettings,
    private readonly clockMs: () => number = () => performance.now(),
  ) {}

  async take(key: string, tokens: number): Promise<Verdict> {
    return this.takeNow(key, tokens);
  }

  takeNow(key: string, tokens: number): Verdict {
    const wanted = Math.min(tokens, this.settings.burst);
    const now = this.clockMs();
    this.sweep(now);
    const held = this.tokensAt(this.buckets.get(key), now);
    const allowed = held >= wanted;
    const left = allowed ? held - wanted : held;
    this.buckets.set(key, { tokens: left, at: now });
    return verdictOf(this.settings, allowed, left, wanted);
  }

  async debit(key: string, tokens: number): Promise<void> {
    const now = this.clockMs();
    const held = this.tokensAt(this.buckets.get(key), now);
    this.buckets.set(key, {
      tokens: Math.max(-MAX_DEBT_BURSTS * this.settings.burst, held - tokens),
      at: now,
    });
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

/** Rows deleted per sweep: buckets that have been full for a while (a missing row is a full bucket). */
const SWEEP_LIMIT = 500;

/**
 * Token buckets in Postgres, shared by every instance: one statement refills and takes atomically
 * (the row lock of the upsert orders concurrent takes), on the database's clock.
 */
export class PostgresBuckets implements BucketStore {
  private lastSweep = 0;

  constructor(
    private readonly db: Db,
    private readonly settings: RateLimitSettings,
  ) {}

  async take(key: string, tokens: number): Promise<Verdict> {
    const { perSecond, burst } = this.settings;
    const wanted = Math.min(tokens, burst);
    this.sweep();
    const held = sql<number>`least(${burst}::float8,
      b.tokens + extract(epoch from clock_timestamp() - b.updated_at)::float8 * ${perSecond}::float8)`;
    const { rows } = await sql<{ tokens: number; allowed: boolean }>`
      insert into rate_limit_buckets as b (key, tokens, allowed, updated_at)
      values (${key}, ${burst - wanted}::float8, true, clock_timestamp())
      on conflict (key) do update set
        tokens = case when ${held} >= ${wanted}::float8 then ${held} - ${wanted}::float8 else ${held} end,
        allowed = ${held} >= ${wanted}::float8,
        updated_at = clock_timestamp()
      returning tokens, allowed`.execute(this.db);
    const row = rows[0]!;
    return verdictOf(this.settings, row.allowed, row.tokens, wanted);
  }

  async debit(key: string, tokens: number): Promise<void> {
    const { perSecond, burst } = this.settings;
    const held = sql<number>`least(${burst}::float8,
      b.tokens + extract(epoch from clock_timestamp() - b.updated_at)::float8 * ${perSecond}::float8)`;
    const floor = -MAX_DEBT_BURSTS * burst;
    await sql`
      insert into rate_limit_buckets as b (key, tokens, allowed, updated_at)
      values (${key}, greatest(${floor}::float8, ${burst - tokens}::float8), true, clock_timestamp())
      on conflict (key) do update set
        tokens = greatest(${floor}::float8, ${held} - ${tokens}::float8),
        updated_at = clock_timestamp()`.execute(this.db);
  }

  private sweep(): void {
    const now = Date.now();
    if (now - this.lastSweep < SWEEP_EVERY_MS) return;
    this.lastSweep = now;
    const fullAfter = this.settings.burst / this.settings.perSecond;
    void sql`delete from rate_limit_buckets where key in (
        select key from rate_limit_buckets
        where updated_at < clock_timestamp() - make_interval(secs => ${fullAfter}::float8)
        limit ${SWEEP_LIMIT})`
      .execute(this.db)
      .catch(() => undefined);
  }
}

/**
 * Leases on each bucket's one heavy operation at a time, shared by every instance (the per-process
 * queue of `HeavyTurns` decides the order inside an instance; this decides between instances).
 */
export interface HeavyTurnLeases {
  /** Takes the bucket's lease for `holder` unless another holder's is still valid; whether it did. */
  acquire(bucket: string, holder: string, ttlMs: number): Promise<boolean>;
  /** Gives the lease back, if `holder` still holds it. */
  release(bucket: string, holder: string): Promise<void>;
}

/** Leases in the `heavy_turns` table: one statement to take (or take over an expired one), one to give back. */
export class PostgresHeavyTurns implements HeavyTurnLeases {
  constructor(private readonly db: Db) {}

  async acquire(bucket: string, holder: string, ttlMs: number): Promise<boolean> {
    const { rows } = await sql<{ holder: string }>`
      insert into heavy_turns as t (bucket, holder, expires_at)
      values (${bucket}, ${holder}, clock_timestamp() + make_interval(secs => ${ttlMs / 1000}::float8))
      on conflict (bucket) do update set holder = excluded.holder, expires_at = excluded.expires_at
        where t.expires_at < clock_timestamp()
      returning holder`.execute(this.db);
    return rows.length === 1;
  }

  async release(bucket: string, holder: string): Promise<void> {
    await this.db
      .deleteFrom('heavy_turns')
      .where('bucket', '=', bucket)
      .where('holder', '=', holder)
      .execute();
  }
}
