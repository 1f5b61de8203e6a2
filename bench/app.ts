import { randomBytes } from 'node:crypto';
import { createApp, type App } from '../src/app';
import { loadConfig } from '../src/config';
import { openDatabase } from '../src/db/database';
import { freshPostgres } from './events';

const ADMIN = 'bench-admin-token-123456';

/** The service on a fresh Postgres database, with one account; `stop()` drops the database. */
export async function benchApp(env: Record<string, string> = {}) {
  const base =
    process.env.BENCH_DATABASE_URL ??
    process.env.TEST_DATABASE_URL ??
    'postgres://postgres@127.0.0.1:5432/test';
  const db = await freshPostgres(base);
  const config = loadConfig({
    DATABASE_URL: db.url,
    PORT: '0',
    SECRET_KEY: randomBytes(32).toString('base64url'),
    ADMIN_TOKEN: ADMIN,
    LOG_LEVEL: 'silent',
    ...env,
  });
  const handle = await openDatabase({ kind: 'postgres', url: db.url, maxConnections: 20 });
  const app: App = await createApp(config, { database: handle });
  const account = (await (
    await fetch(`${app.url}/admin/accounts`, {
      method: 'POST',
      headers: { authorization: `Bearer ${ADMIN}`, 'content-type': 'application/json' },
      body: '{"name":"Bench"}',
    })
  ).json()) as { id: string; api_key: string };
  return {
    app,
    handle,
    account,
    stop: async () => {
      await app.stop();
      await handle.close();
      await db.drop();
    },
  };
}
