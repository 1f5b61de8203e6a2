import { sql, type Kysely } from 'kysely';

// Frozen in time: uses Kysely<any> and imports nothing from the application.
// A delivery claim counts each webhook's sends in flight and takes its oldest due pending deliveries;
// both read only the (few) rows in that state, whatever the webhook's history.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await sql`create index webhook_deliveries_sending_idx on webhook_deliveries (webhook_id, lease_until) where status = 'sending'`.execute(
    db,
  );
  await sql`create index webhook_deliveries_due_idx on webhook_deliveries (webhook_id, next_attempt_at, created_at, id) where status = 'pending'`.execute(
    db,
  );
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop index webhook_deliveries_due_idx`.execute(db);
  await sql`drop index webhook_deliveries_sending_idx`.execute(db);
}
