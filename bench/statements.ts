import { randomBytes } from 'node:crypto';
import { createApp } from '../src/app';
import { loadConfig } from '../src/config';
import { openDatabase } from '../src/db/database';

/**
 * SQL statements per request, counted on an in-process API-only instance (no dispatcher, no workers)
 * on the bench database, so that only the request's own statements count.
 */
export async function statementCounter(databaseUrl: string) {
  const handle = await openDatabase({ kind: 'postgres', url: databaseUrl, maxConnections: 4 });
  const config = loadConfig(
    {
      DATABASE_URL: databaseUrl,
      PORT: '0',
      SECRET_KEY: randomBytes(32).toString('base64url'),
      LOG_LEVEL: 'silent',
      RATE_LIMIT_PER_SECOND: '0',
    },
    'api',
  );
  const app = await createApp(config, { database: handle });
  return {
    url: app.url,
    /** Statements the database saw while `run` ran against this instance's URL. */
    count: async (run: (base: string) => Promise<unknown>): Promise<number> => {
      const before = handle.stats.queries;
      await run(app.url);
      return handle.stats.queries - before;
    },
    /** The same, in the steady state: `run` goes once uncounted first, so the API key is already known. */
    steady: async (run: (base: string) => Promise<unknown>): Promise<number> => {
      await run(app.url);
      const before = handle.stats.queries;
      await run(app.url);
      return handle.stats.queries - before;
    },
    /** The text of the last statement the database saw from this instance. */
    lastSql: () => handle.stats.lastSql,
    stop: async () => {
      await app.stop();
      await handle.close();
    },
  };
}
