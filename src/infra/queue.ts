import { CompiledQuery } from 'kysely';
import PgBoss from 'pg-boss';
import type { Logger } from 'pino';
import type { Db, DatabaseHandle } from '../db/database';
import type { JobQueue } from '../domain/jobs';

/**
 * pg-boss on our own connections: every statement goes through kysely, so on PGlite (one connection)
 * it is serialised with the application's transactions instead of landing inside one of them.
 * Parameter-less, multi-statement SQL (pg-boss's migrations) goes to PGlite's `exec` (DESIGN.md 3).
 */
function adapter(database: DatabaseHandle, exec?: Db): PgBoss.Db {
  return {
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

export class BossQueue implements JobQueue {
  private readonly workers = new Map<string, string[]>();

  private constructor(
    private readonly boss: PgBoss,
    private readonly database: DatabaseHandle,
  ) {}

  static async start(database: DatabaseHandle, logger: Logger, supervise: boolean): Promise<BossQueue> {
    const boss = new PgBoss({
      db: adapter(database),
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
  }

  async send(
    name: string,
    data: object,
    options: { startAfterSeconds?: number; trx?: Db } = {},
  ): Promise<void> {
    await this.boss.send(name, data, {
      ...(options.startAfterSeconds !== undefined && {
        startAfter: Math.max(0, Math.round(options.startAfterSeconds)),
      }),
      ...(options.trx && { db: adapter(this.database, options.trx) }),
    });
  }

  async sendMany(name: string, data: object[], options: { trx?: Db } = {}): Promise<void> {
    if (data.length === 0) return;
    await this.boss.insert(
      data.map((d) => ({ name, data: d })),
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

  async stop(): Promise<void> {
    await this.boss.stop({ graceful: true, close: false, wait: true, timeout: 10000 });
  }
}
