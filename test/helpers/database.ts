import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { openDatabase, type DatabaseHandle } from '../../src/db/database';

export const usingPostgres = (): boolean => Boolean(process.env.TEST_DATABASE_URL);

/** A fresh database for one test file: PGlite in memory, or a new Postgres database dropped afterwards. */
export async function freshDatabase(): Promise<{
  handle: DatabaseHandle;
  url?: string;
  drop(): Promise<void>;
}> {
  const base = process.env.TEST_DATABASE_URL;
  if (!base) {
    const handle = await openDatabase({ kind: 'pglite', dataDir: null });
    return { handle, drop: () => handle.close() };
  }
  const name = `${process.env.BVS_TEST_RUN ?? 'bvs_test'}_${randomBytes(4).toString('hex')}`;
  await adminQuery(base, `create database "${name}"`);
  const url = new URL(base);
  url.pathname = `/${name}`;
  const handle = await openDatabase({ kind: 'postgres', url: url.toString() });
  return {
    handle,
    url: url.toString(),
    drop: async () => {
      await handle.close();
      await adminQuery(base, `drop database if exists "${name}" with (force)`);
    },
  };
}

async function adminQuery(url: string, text: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(text);
  } finally {
    await client.end();
  }
}
