import { sql, type Kysely } from 'kysely';

// Frozen in time: uses Kysely<any> and imports nothing from the application.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  const ts = sql`timestamptz(3)`;
  // What a failed or inconclusive check means (issue 18): one row per finding, open until the system
  // resolves it (a new document fixes the check) or a person accepts or dismisses it.
  await db.schema
    .createTable('findings')
    .addColumn('id', 'uuid', (c) => c.primaryKey())
    .addColumn('account_id', 'uuid', (c) => c.notNull())
    .addColumn('verification_id', 'uuid', (c) =>
      c.notNull().references('verifications.id').onDelete('cascade'),
    )
    // `<item>:<code>:<field or rule>`: the check and place the finding is about.
    .addColumn('key', 'text', (c) => c.notNull())
    .addColumn('code', 'text', (c) => c.notNull())
    .addColumn('severity', 'text', (c) => c.notNull().check(sql`severity in ('info', 'warning', 'critical')`))
    .addColumn('status', 'text', (c) =>
      c.notNull().check(sql`status in ('open', 'accepted', 'dismissed', 'resolved')`),
    )
    .addColumn('message', 'jsonb', (c) => c.notNull())
    .addColumn('item_id', 'bigint', (c) => c.references('verification_items.id').onDelete('cascade'))
    .addColumn('item_type', 'text')
    .addColumn('field', 'text')
    .addColumn('evidence', 'jsonb', (c) => c.notNull())
    .addColumn('created_at', ts, (c) => c.notNull())
    .addColumn('updated_at', ts, (c) => c.notNull())
    .addColumn('resolved_at', ts)
    .addColumn('resolved_by', 'jsonb')
    .addColumn('reason', 'text')
    .execute();
  await db.schema
    .createIndex('findings_verification_idx')
    .on('findings')
    .columns(['verification_id', 'created_at'])
    .execute();
  // At most one finding per check and place that is not resolved: the system never opens it twice.
  await sql`create unique index findings_live_key on findings (verification_id, key) where status <> 'resolved'`.execute(
    db,
  );

  // Every change of a finding, a decision or a slot, by a person or by the system.
  await db.schema
    .createTable('audit_entries')
    .addColumn('id', 'bigint', (c) => c.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('account_id', 'uuid', (c) => c.notNull())
    .addColumn('verification_id', 'uuid', (c) =>
      c.notNull().references('verifications.id').onDelete('cascade'),
    )
    .addColumn('at', ts, (c) => c.notNull())
    // `{type: api_key | staff_session | system, id, name}`.
    .addColumn('actor', 'jsonb', (c) => c.notNull())
    .addColumn('action', 'text', (c) => c.notNull())
    // `{type: finding | decision | item, id}`.
    .addColumn('target', 'jsonb', (c) => c.notNull())
    .addColumn('before', 'jsonb')
    .addColumn('after', 'jsonb')
    .addColumn('reason', 'text')
    .execute();
  await db.schema
    .createIndex('audit_entries_verification_idx')
    .on('audit_entries')
    .columns(['verification_id', 'id'])
    .execute();

  await db.schema
    .alterTable('verifications')
    .addColumn('decision', 'text', (c) => c.check(sql`decision in ('approved', 'needs_review', 'rejected')`))
    .addColumn('decision_reason', 'text')
    // Set by a person: who, and the open findings it was set on (it holds until they change).
    .addColumn('decision_by', 'jsonb')
    .addColumn('decision_signature', 'text')
    .addColumn('open_findings', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('critical_findings', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  // Staff asked the end client for another document: the item's document no longer fills its slot.
  await db.schema
    .alterTable('verification_items')
    .addColumn('replacement_requested_at', ts)
    .addColumn('replacement_reason', 'text')
    .execute();
}
