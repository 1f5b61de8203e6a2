import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { Kysely, PostgresDialect, type LogEvent, type PostgresPool, type PostgresPoolClient } from 'kysely';
import { PGliteDialect } from 'kysely-pglite-dialect';
import pg from 'pg';
import lockfile from 'proper-lockfile';
import type { Database } from './schema';
import { isDatabaseUnavailable } from './unavailable';

export type Db = Kysely<Database>;

export interface DatabaseHandle {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** The embedded engine, when `kind` is pglite (LISTEN/NOTIFY and the job queue use it directly). */
  pglite?: PGlite;
  /** The pool, when `kind` is postgres. */
  pool?: pg.Pool;
  /**
   * Statements executed so far (tests assert that GraphQL batching keeps it constant), and the text of
   * the last one (the bench checks that its ceiling runs the service's own statement).
   */
  stats: QueryStats;
  close(): Promise<void>;
}

export interface QueryStats {
  queries: number;
  lastSql: string | null;
}

/** Counts every statement kysely runs into `stats`. */
function counting(stats: QueryStats) {
  return (event: LogEvent) => {
    if (event.level !== 'query') return;
    stats.queries++;
    stats.lastSql = event.query.sql;
  };
}

export type DatabaseTarget =
  | {
      kind: 'postgres';
      url: string;
      maxConnections?: number;
      /**
       * Bounds on every wait for Postgres, so that a database that is down or never answers fails a
       * request within seconds (503) instead of holding it: opening a connection or waiting for one
       * from the pool (`connectMs`), and one statement (`statementMs`, on the server, and on the
       * client for a database that does not answer at all). Unset: no bounds (migrations, tools).
       */
      timeouts?: { connectMs: number; statementMs: number };
    }
  | { kind: 'pglite'; dataDir: string | null };

const INT8 = 20;

export class DataDirLockedError extends Error {
  constructor(dir: string) {
    super(
      `the embedded database in ${dir} is in use by another bvs process; ` +
        'stop it, choose another DATA_DIR, or set DATABASE_URL to share a Postgres between instances',
    );
    this.name = 'DataDirLockedError';
  }
}

/** How much longer than `statement_timeout` the client waits before it gives the connection up. */
const CLIENT_TIMEOUT_GRACE_MS = 500;

/**
 * The pool as kysely sees it, except that a connection whose statement failed for want of an answer
 * (client-side timeout, broken socket) is destroyed on release instead of going back to the pool:
 * `pg` would otherwise queue the next statement behind the one that never got its answer.
 */
function droppingBroken(pool: pg.Pool): PostgresPool {
  return {
    connect: async (): Promise<PostgresPoolClient> => {
      const client = await pool.connect();
      let broken: Error | undefined;
      return {
        query: ((...args: unknown[]) => {
          const result = (client.query as (...a: unknown[]) => unknown)(...args);
          // A cursor (kysely's stream()) is not a promise; its errors end the stream on their own.
          if (!(result instanceof Promise)) return result;
          return result.catch((err: unknown) => {
            if (isDatabaseUnavailable(err)) broken = err as Error;
            throw err;
          });
        }) as PostgresPoolClient['query'],
        release: () => client.release(broken),
      };
    },
    end: () => pool.end(),
  };
}

/** Opens Postgres through `pg`, or PGlite in a data directory (null: in memory). */
export async function openDatabase(target: DatabaseTarget): Promise<DatabaseHandle> {
  const stats: QueryStats = { queries: 0, lastSql: null };
  const log = counting(stats);
  if (target.kind === 'postgres') {
    const { timeouts } = target;
    const pool = new pg.Pool({
      connectionString: target.url,
      max: target.maxConnections ?? 10,
      ...(timeouts && {
        connectionTimeoutMillis: timeouts.connectMs,
        statement_timeout: timeouts.statementMs,
        // The server cancels a slow statement itself; this is for a server that never answers.
        query_timeout: timeouts.statementMs + CLIENT_TIMEOUT_GRACE_MS,
      }),
      types: {
        // Integer ids (bigserial) fit in a JS number; parse them as such on both engines.
        getTypeParser: ((oid: number, format?: 'text' | 'binary') =>
          oid === INT8 ? (v: string) => Number(v) : pg.types.getTypeParser(oid, format)) as never,
      },
    });
    // An idle client's error (e.g. Postgres restarting) must not crash the process; the pool replaces it.
    pool.on('error', () => undefined);
    // Nor a checked-out client's: pg emits 'error' on it when its connection drops (its query fails on
    // its own), and the pool drops the broken client when it is released.
    pool.on('connect', (client) => client.on('error', () => undefined));
    const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool: droppingBroken(pool) }), log });
    return { db, kind: 'postgres', pool, stats, close: () => db.destroy() };
  }
  let release: (() => Promise<void>) | undefined;
  if (target.dataDir !== null) {
    const dir = path.resolve(target.dataDir);
    await mkdir(dir, { recursive: true });
    try {
      release = await lockfile.lock(dir, { lockfilePath: path.join(dir, 'bvs.lock'), stale: 15000 });
    } catch (err) {
      if ((err as { code?: string }).code === 'ELOCKED') throw new DataDirLockedError(dir);
      throw err;
    }
  }
  const pglite = new PGlite(
    target.dataDir === null ? undefined : path.join(path.resolve(target.dataDir), 'pg'),
  );
  await pglite.waitReady;
  const db = new Kysely<Database>({ dialect: new PGliteDialect(pglite), log });
  return {
    db,
    kind: 'pglite',
    pglite,
    stats,
    close: async () => {
      await db.destroy();
      await release?.();
    },
  };
}

/**
 * A second handle on an open database (same engine or pool) with its own statement counter, for a
 * second in-process instance; closing it leaves the database open for its owner.
 */
export function shareDatabase(handle: DatabaseHandle): DatabaseHandle {
  const stats: QueryStats = { queries: 0, lastSql: null };
  const log = counting(stats);
  const dialect =
    handle.kind === 'postgres'
      ? new PostgresDialect({ pool: droppingBroken(handle.pool!) })
      : new PGliteDialect(handle.pglite!);
  const db = new Kysely<Database>({ dialect, log });
  return { ...handle, db, stats, close: async () => undefined };
}
