import { CompiledQuery } from 'kysely';
import PgBoss from 'pg-boss';
import type { Logger } from 'pino';
import type { Db, DatabaseHandle } from '../db/database';
import type { JobQueue, QueuedJob } from '../domain/jobs';
import { tolerateUnawaitedCompletion, type ReportingDb } from './pg-boss-patch';

/**
 * pg-boss on our own connections: every statement goes through kysely, so on PGlite (one connection)
 * it is serialised with the application's transactions instead of landing inside one of them.
 * Parameter-less, multi-statement SQL (pg-boss's migrations) goes to PGlite's `exec` (DESIGN.md 3).
 */
function adapter(
  database: DatabaseHandle,
  exec?: Db,
  onUnawaitedError?: (err: unknown) => void,
): PgBoss.Db & ReportingDb {
  return {
    onUnawaitedError,
    executeSql: async (text, values) => {
      if (!exec && database.kind === 'pglite' && (!values || values.length === 0)) {
        return database.db.connection().execute(async () => {
          const results = await database.pglite!.exec(text);
          return { rows: results[results.length - 1]?.rows ?? [] };
        });
      }
      const result = await (exec ?? database.db).executeQuery(CompiledQuery.raw(text, values ?? []));
      return { rows: result.rows as unknown[] };
    },
  };
}

export interface Worker<T> {
  (jobs: PgBoss.Job<T>[]): Promise<void>;
}

/** One queue's backlog: jobs ready to run, scheduled later, running, and how long the oldest ready one has waited. */
export interface QueueStats {
  name: string;
  ready: number;
  deferred: number;
  active: number;
  oldestReadySeconds: number;
}

export class BossQueue implements JobQueue {
  private readonly workers = new Map<string, string[]>();
  private readonly queues = new Set<string>();
  private running = true;

  private constructor(
    private readonly boss: PgBoss,
    private readonly database: DatabaseHandle,
  ) {}

  static async start(database: DatabaseHandle, logger: Logger, supervise: boolean): Promise<BossQueue> {
    tolerateUnawaitedCompletion();
    const boss = new PgBoss({
      db: adapter(database, undefined, (err) =>
        logger.warn({ err }, 'job batch not recorded; it will run again'),
      ),
      schema: 'pgboss',
      supervise,
      schedule: false,
      migrate: true,
      // Maintenance expires jobs of a worker that died; it also bounds how soon they run again.
      maintenanceIntervalSeconds: 30,
    });
    boss.on('error', (err) => logger.warn({ err }, 'job queue error'));
    await boss.start();
    return new BossQueue(boss, database);
  }

  async createQueue(name: string, options: Omit<PgBoss.Queue, 'name'>): Promise<void> {
    await this.boss.createQueue(name, { name, ...options });
    this.queues.add(name);
  }

  async sendMany(name: string, jobs: QueuedJob[], options: { trx?: Db } = {}): Promise<void> {
    if (jobs.length === 0) return;
    await this.boss.insert(
      jobs.map((j) => ({
        name,
        data: j.data,
        // pg-boss reads a start_after without a time zone as an interval from now (in seconds).
        ...(j.startAfterSeconds !== undefined && {
          startAfter: String(Math.max(0, Math.round(j.startAfterSeconds))),
        }),
      })),
      options.trx ? { db: adapter(this.database, options.trx) } : {},
    );
  }

  wake(name: string): void {
    for (const id of this.workers.get(name) ?? []) this.boss.notifyWorker(id);
  }

  async work<T>(
    name: string,
    options: { batchSize: number; concurrency: number },
    handler: Worker<T>,
  ): Promise<void> {
    for (let i = 0; i < options.concurrency; i++) {
      const id = await this.boss.work<T>(
        name,
        { batchSize: options.batchSize, pollingIntervalSeconds: 0.5 },
        handler,
      );
      this.workers.set(name, [...(this.workers.get(name) ?? []), id]);
    }
  }

  async size(name: string): Promise<number> {
    return this.boss.getQueueSize(name);
  }

  /** False once stopping began: this instance takes no more jobs. */
  get started(): boolean {
    return this.running;
  }

  /**
   * The backlog of every queue this instance created, in one statement over pg-boss's job table
   * (ready jobs are served by its fetch index). Queues without jobs answer zeros.
   */
  async stats(): Promise<QueueStats[]> {
    const names = [...this.queues];
    if (names.length === 0) return [];
    const { rows } = await this.database.db.executeQuery<{
      name: string;
      ready: number;
      deferred: number;
      active: number;
      oldest: number | null;
    }>(
      CompiledQuery.raw(
        `select name,
           count(*) filter (where state < 'active' and start_after <= now())::int as ready,
           count(*) filter (where state < 'active' and start_after > now())::int as deferred,
           count(*) filter (where state = 'active')::int as active,
           extract(epoch from now() - min(start_after) filter (where state < 'active' and start_after <= now()))::float8 as oldest
         from pgboss.job where name = any($1) and state <= 'active' group by name`,
        [names],
      ),
    );
    const byName = new Map(rows.map((r) => [r.name, r]));
    return names.map((name) => {
      const r = byName.get(name);
      return {
        name,
        ready: r?.ready ?? 0,
        deferred: r?.deferred ?? 0,
        active: r?.active ?? 0,
        oldestReadySeconds: Math.max(0, r?.oldest ?? 0),
      };
    });
  }

  /** Stops fetching jobs and lets those in flight finish within `timeoutMs` (then they are failed, to be retried). */
  async stop(timeoutMs = 10000): Promise<void> {
    this.running = false;
    await this.boss.stop({ graceful: true, close: false, wait: true, timeout: timeoutMs });
  }
}
