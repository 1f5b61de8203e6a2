import { sql, type Kysely } from 'kysely';

// Frozen in time: uses Kysely<any> and imports nothing from the application.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  const ts = sql`timestamptz(3)`;
  // A long document read as one job per page: each page's read is kept here until the last one is in.
  await db.schema
    .createTable('document_pages')
    .addColumn('file_id', 'uuid', (c) => c.notNull().references('item_files.id').onDelete('cascade'))
    .addColumn('page', 'integer', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull().check(sql`status in ('pending', 'done', 'failed')`))
    // The page's PageText (words included) and the QR codes found on it, once read.
    .addColumn('text', 'jsonb')
    .addColumn('qr_codes', 'jsonb')
    .addColumn('error', 'text')
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', ts, (c) => c.notNull())
    .addColumn('updated_at', ts, (c) => c.notNull())
    .addPrimaryKeyConstraint('document_pages_pkey', ['file_id', 'page'])
    .execute();
  // Progress of the file's read, shown on the item while it is processed.
  await db.schema
    .alterTable('item_files')
    .addColumn('pages_total', 'integer')
    .addColumn('pages_done', 'integer')
    .addColumn('progress_reported_at', ts)
    // The PDF producer, kept from the plan for the document assembled from its pages.
    .addColumn('producer', 'text')
    .execute();
}
