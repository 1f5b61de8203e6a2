import { sql, type Kysely } from 'kysely';

// Frozen in time: uses Kysely<any> and imports nothing from the application.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  const ts = sql`timestamptz(3)`;
  // The default blob store (DESIGN.md 2): bytes in Postgres, so every instance sees every file.
  await db.schema
    .createTable('blobs')
    .addColumn('id', 'uuid', (c) => c.primaryKey())
    .addColumn('account_id', 'uuid', (c) => c.notNull().references('accounts.id').onDelete('cascade'))
    .addColumn('sha256', 'text', (c) => c.notNull())
    .addColumn('size_bytes', 'integer', (c) => c.notNull())
    .addColumn('content_type', 'text', (c) => c.notNull())
    .addColumn('data', 'bytea', (c) => c.notNull())
    .addColumn('created_at', ts, (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('item_files')
    .addColumn('id', 'uuid', (c) => c.primaryKey())
    .addColumn('account_id', 'uuid', (c) => c.notNull())
    .addColumn('verification_id', 'uuid', (c) =>
      c.notNull().references('verifications.id').onDelete('cascade'),
    )
    .addColumn('item_id', 'bigint', (c) =>
      c.notNull().references('verification_items.id').onDelete('cascade'),
    )
    .addColumn('blob_id', 'uuid', (c) => c.references('blobs.id').onDelete('set null'))
    .addColumn('origin', 'text', (c) => c.notNull().check(sql`origin in ('upload', 'file_url')`))
    .addColumn('source_url', 'text')
    .addColumn('file_name', 'text')
    .addColumn('mime_type', 'text')
    .addColumn('sha256', 'text')
    .addColumn('size_bytes', 'integer')
    .addColumn('page_count', 'integer')
    .addColumn('password_encrypted', 'text')
    .addColumn('duplicate_of_item_id', 'bigint')
    // An operator's "accept as this type": processing takes it instead of the classifier's answer.
    .addColumn('forced_type', 'text')
    .addColumn('status', 'text', (c) =>
      c.notNull().check(sql`status in ('fetching', 'received', 'processed', 'failed', 'superseded')`),
    )
    .addColumn('error', 'text')
    // A worker's claim on the file: a second run of the same job (a retry, a duplicate) backs off.
    .addColumn('claimed_until', ts)
    .addColumn('processing_ms', 'integer')
    .addColumn('created_at', ts, (c) => c.notNull())
    .addColumn('processed_at', ts)
    .execute();
  await db.schema
    .createIndex('item_files_item_idx')
    .on('item_files')
    .columns(['item_id', 'created_at'])
    .execute();
  await db.schema
    .createIndex('item_files_verification_sha_idx')
    .on('item_files')
    .columns(['verification_id', 'sha256'])
    .execute();

  await db.schema
    .alterTable('verification_items')
    .addColumn('file_id', 'uuid', (c) => c.references('item_files.id').onDelete('set null'))
    .execute();
  await db.schema.alterTable('verification_items').addColumn('invalidated_at', ts).execute();

  // Every operator action on an item, kept for audit: who, when, what it was before and after.
  await db.schema
    .createTable('item_reviews')
    .addColumn('id', 'bigint', (c) => c.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('account_id', 'uuid', (c) => c.notNull())
    .addColumn('verification_id', 'uuid', (c) =>
      c.notNull().references('verifications.id').onDelete('cascade'),
    )
    .addColumn('item_id', 'bigint', (c) =>
      c.notNull().references('verification_items.id').onDelete('cascade'),
    )
    .addColumn('action', 'text', (c) =>
      c.notNull().check(sql`action in ('correct_field', 'accept_as_type', 'invalidate', 'reprocess')`),
    )
    .addColumn('field', 'text')
    .addColumn('before', 'jsonb')
    .addColumn('after', 'jsonb')
    .addColumn('reason', 'text')
    .addColumn('actor_kind', 'text', (c) => c.notNull())
    .addColumn('actor_id', 'text', (c) => c.notNull())
    .addColumn('created_at', ts, (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('item_reviews_item_idx')
    .on('item_reviews')
    .columns(['item_id', 'id'])
    .execute();
}
