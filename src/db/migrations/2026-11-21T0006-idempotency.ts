import { sql, type Kysely } from 'kysely';

// Frozen in time: uses Kysely<any> and imports nothing from the application.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  const ts = sql`timestamptz(3)`;
  // One row per (scope, key): `a:<account>` for API keys, `v:<verification>` for end-client credentials.
  // A row without `response_status` is in flight; its `expires_at` is then the lock's end. The
  // response (headers and body) is kept encrypted: it may carry a webhook secret or an access token.
  await db.schema
    .createTable('idempotency_keys')
    .addColumn('scope', 'text', (c) => c.notNull())
    .addColumn('key', 'text', (c) => c.notNull())
    .addColumn('account_id', 'uuid', (c) => c.notNull().references('accounts.id').onDelete('cascade'))
    .addColumn('request_hash', 'text', (c) => c.notNull())
    .addColumn('body_hash', 'text', (c) => c.notNull())
    .addColumn('response_status', 'integer')
    .addColumn('response_sealed', 'text')
    .addColumn('created_at', ts, (c) => c.notNull())
    .addColumn('expires_at', ts, (c) => c.notNull())
    .addPrimaryKeyConstraint('idempotency_keys_pkey', ['scope', 'key'])
    .execute();
  await db.schema
    .createIndex('idempotency_keys_expires_idx')
    .on('idempotency_keys')
    .column('expires_at')
    .execute();
}
