import { randomBytes } from 'node:crypto';
import pg from 'pg';

/** One run id, inherited by the workers, names every database this run creates. */
export default async function globalSetup(): Promise<void> {
  process.env.BVS_TEST_RUN = `bvs_test_${randomBytes(4).toString('hex')}`;
  const url = process.env.TEST_DATABASE_URL;
  if (!url) return;
  const client = new pg.Client({ connectionString: url });
  try {
    await client.connect();
    await client.query('select 1');
  } catch (err) {
    throw new Error(`TEST_DATABASE_URL=${url} does not answer: ${(err as Error).message}`);
  } finally {
    await client.end().catch(() => undefined);
  }
}
