import { sql, type Kysely } from 'kysely';

// Frozen in time: uses Kysely<any> and imports nothing from the application.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  const ts = sql`timestamptz(3)`;
  await db.schema
    .createTable('doc_templates')
    .addColumn('id', 'uuid', (c) => c.primaryKey())
    .addColumn('account_id', 'uuid', (c) => c.notNull().references('accounts.id').onDelete('cascade'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('file_name', 'text')
    .addColumn('blob_id', 'uuid', (c) => c.notNull().references('blobs.id'))
    .addColumn('size_bytes', 'integer', (c) => c.notNull())
    .addColumn('tags', 'jsonb', (c) => c.notNull())
    .addColumn('created_at', ts, (c) => c.notNull())
    .addColumn('updated_at', ts, (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('doc_templates_account_idx')
    .on('doc_templates')
    .columns(['account_id', 'created_at desc', 'id desc'])
    .execute();
  await db.schema
    .createTable('exports')
    .addColumn('id', 'uuid', (c) => c.primaryKey())
    .addColumn('account_id', 'uuid', (c) => c.notNull())
    .addColumn('verification_id', 'uuid', (c) =>
      c.notNull().references('verifications.id').onDelete('cascade'),
    )
    .addColumn('template_id', 'uuid', (c) => c.references('doc_templates.id').onDelete('set null'))
    .addColumn('blob_id', 'uuid', (c) => c.notNull().references('blobs.id'))
    .addColumn('format', 'text', (c) => c.notNull().check(sql`format in ('docx', 'pdf')`))
    .addColumn('file_name', 'text', (c) => c.notNull())
    .addColumn('size_bytes', 'integer', (c) => c.notNull())
    .addColumn('key_people', 'jsonb', (c) => c.notNull())
    .addColumn('created_by', 'text', (c) => c.notNull())
    .addColumn('created_at', ts, (c) => c.notNull())
    .execute();
}
