import { sql, type Kysely } from 'kysely';

// Frozen in time: uses Kysely<any> and imports nothing from the application.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  const ts = sql`timestamptz(3)`;
  await db.schema
    .createTable('verifications')
    .addColumn('id', 'uuid', (c) => c.primaryKey())
    .addColumn('account_id', 'uuid', (c) => c.notNull().references('accounts.id').onDelete('cascade'))
    .addColumn('flow_id', 'text')
    .addColumn('flow_ref', 'uuid', (c) => c.references('flows.id').onDelete('set null'))
    .addColumn('record_validation_schema', 'jsonb')
    .addColumn('checkout', 'jsonb')
    .addColumn('disabled_requirements', sql`text[]`, (c) => c.notNull().defaultTo(sql`'{}'`))
    .addColumn('country', 'text', (c) => c.notNull())
    .addColumn('tag', 'text', (c) => c.notNull())
    .addColumn('tax_id', 'text', (c) => c.notNull())
    .addColumn('email', 'text')
    .addColumn('signatory_email', 'text')
    .addColumn('friendly_name', 'text')
    .addColumn('business_name', 'text')
    .addColumn('notification_hint', 'text')
    .addColumn('metadata', 'jsonb')
    .addColumn('options', 'jsonb')
    .addColumn('validation_options', 'jsonb')
    .addColumn('onboarding_terms_and_conditions', 'jsonb')
    .addColumn('key_people', 'jsonb', (c) => c.notNull().defaultTo(sql`'[]'::jsonb`))
    .addColumn('status', 'text', (c) => c.notNull().check(sql`status in ('pending', 'finished', 'error')`))
    .addColumn('documents_status', 'text', (c) =>
      c.check(sql`documents_status in ('pending_upload', 'partial_upload', 'full_upload')`),
    )
    .addColumn('created_by', 'text')
    .addColumn('created_at', ts, (c) => c.notNull())
    .addColumn('updated_at', ts, (c) => c.notNull())
    .addColumn('finished_at', ts)
    .execute();
  await db.schema
    .createIndex('verifications_account_created_idx')
    .on('verifications')
    .columns(['account_id', 'created_at desc', 'id desc'])
    .execute();
  await db.schema
    .createIndex('verifications_account_tag_idx')
    .on('verifications')
    .columns(['account_id', 'tag', 'created_at desc', 'id desc'])
    .execute();
  await db.schema
    .createIndex('verifications_account_status_idx')
    .on('verifications')
    .columns(['account_id', 'status', 'created_at desc', 'id desc'])
    .execute();

  await db.schema
    .createTable('verification_items')
    .addColumn('id', 'bigint', (c) => c.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('verification_id', 'uuid', (c) =>
      c.notNull().references('verifications.id').onDelete('cascade'),
    )
    .addColumn('account_id', 'uuid', (c) => c.notNull())
    .addColumn('item_order', 'integer', (c) => c.notNull())
    .addColumn('item_type', 'text', (c) => c.notNull())
    .addColumn('requested_type', 'text', (c) => c.notNull())
    .addColumn('requirement_key', 'text')
    .addColumn('requirement_group', 'text', (c) =>
      c.check(sql`requirement_group in ('required', 'optional')`),
    )
    .addColumn('item_status', 'text', (c) => c.notNull().check(sql`item_status in ('pending', 'complete')`))
    .addColumn('item_internal_status', 'text')
    .addColumn('item_value', 'jsonb', (c) => c.notNull().defaultTo(sql`'{}'::jsonb`))
    .addColumn('item_error', 'text')
    .addColumn('item_options', 'jsonb')
    .addColumn('item_ui_options', 'jsonb')
    .addColumn('validation_result', 'jsonb')
    .addColumn('item_scope', 'text', (c) => c.notNull())
    .addColumn('tag', 'text')
    .addColumn('tags', 'jsonb', (c) => c.notNull().defaultTo(sql`'{}'::jsonb`))
    .addColumn('user_event_completed_at', ts)
    .addColumn('user_event_name', 'text')
    .addColumn('user_event_reason', 'text')
    .addColumn('file_received_at', ts)
    .addColumn('created_at', ts, (c) => c.notNull())
    .addColumn('updated_at', ts, (c) => c.notNull())
    .addColumn('completed_at', ts)
    .addUniqueConstraint('verification_items_order_key', ['verification_id', 'item_order'])
    .execute();

  await db.schema
    .createTable('outbox_events')
    .addColumn('id', 'bigint', (c) => c.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('event_id', 'uuid', (c) => c.notNull().unique())
    .addColumn('account_id', 'uuid', (c) => c.notNull().references('accounts.id').onDelete('cascade'))
    .addColumn('verification_id', 'uuid')
    .addColumn('item_id', 'bigint')
    .addColumn('event_name', 'text', (c) => c.notNull())
    .addColumn('data', 'jsonb', (c) => c.notNull())
    .addColumn('occurred_at', ts, (c) => c.notNull())
    .addColumn('dispatched_at', ts)
    .execute();
  await sql`create index outbox_events_pending_idx on outbox_events (id) where dispatched_at is null`.execute(
    db,
  );
  await db.schema
    .createIndex('outbox_events_verification_idx')
    .on('outbox_events')
    .columns(['verification_id', 'id'])
    .execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  for (const t of ['outbox_events', 'verification_items', 'verifications'])
    await db.schema.dropTable(t).execute();
}
