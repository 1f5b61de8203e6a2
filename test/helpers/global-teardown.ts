import pg from 'pg';

/** Drops whatever databases of this run a crashed test file left behind. */
export default async function globalTeardown(): Promise<void> {
  const url = process.env.TEST_DATABASE_URL;
  const run = process.env.BVS_TEST_RUN;
  if (!url || !run) return;
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<{ datname: string }>(
      'select datname from pg_database where datname like $1',
      [`${run}%`],
    );
    for (const { datname } of rows) await client.query(`drop database if exists "${datname}" with (force)`);
  } finally {
    await client.end();
  }
}
