import type { Insertable, Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import type { DocTemplateTable, ExportTable } from './export.table';

type Exec = Kysely<Database>;

export async function insertTemplate(db: Exec, row: Insertable<DocTemplateTable>) {
  return db.insertInto('doc_templates').values(row).returningAll().executeTakeFirstOrThrow();
}

/** An account's templates, newest first. */
export async function listTemplates(db: Exec, accountId: string) {
  return db
    .selectFrom('doc_templates')
    .selectAll()
    .where('account_id', '=', accountId)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .execute();
}

export async function findTemplate(db: Exec, accountId: string, id: string) {
  return db
    .selectFrom('doc_templates')
    .selectAll()
    .where('account_id', '=', accountId)
    .where('id', '=', id)
    .executeTakeFirst();
}

export async function deleteTemplate(db: Exec, accountId: string, id: string): Promise<void> {
  await db.deleteFrom('doc_templates').where('account_id', '=', accountId).where('id', '=', id).execute();
}

export async function insertExport(db: Exec, row: Insertable<ExportTable>): Promise<void> {
  await db.insertInto('exports').values(row).execute();
}

/** What a signed export link points at (by id alone: the signed link is the credential). */
export async function findExportBlobRef(db: Exec, id: string) {
  return db
    .selectFrom('exports')
    .select(['account_id', 'blob_id', 'file_name'])
    .where('id', '=', id)
    .executeTakeFirst();
}
