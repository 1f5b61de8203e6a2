import { sql, type Selectable, type Transaction } from 'kysely';
import type { Db } from '../../db/database';
import type { Database } from '../../db/schema';
import type { DocumentPageTable, ItemFileTable } from './document.table';
import type { PageRead } from './reader';
import type { InternalStatus } from '../verifications/verification';

export type DocumentPage = Selectable<DocumentPageTable>;

/** Every stored page of a file, in page order. */
export async function pagesOf(db: Db, fileId: string): Promise<DocumentPage[]> {
  return db.selectFrom('document_pages').selectAll().where('file_id', '=', fileId).orderBy('page').execute();
}

/**
 * A file's plan: pages already read (text layers) as done, pages to OCR as pending. Answers false,
 * inserting nothing, when the file was planned before (a second run of its document job).
 */
export async function insertPlan(
  db: Db,
  fileId: string,
  read: PageRead[],
  pending: number[],
  now: Date,
): Promise<boolean> {
  const existing = await db
    .selectFrom('document_pages')
    .select('page')
    .where('file_id', '=', fileId)
    .limit(1)
    .executeTakeFirst();
  if (existing) return false;
  const rows = [
    ...read.map((r) => ({
      file_id: fileId,
      page: r.page.page,
      status: 'done' as const,
      text: JSON.stringify(r.page),
      qr_codes: JSON.stringify(r.qrCodes),
      created_at: now,
      updated_at: now,
    })),
    ...pending.map((page) => ({
      file_id: fileId,
      page,
      status: 'pending' as const,
      created_at: now,
      updated_at: now,
    })),
  ];
  // Large plans in slices: one statement's parameters are limited (65535 in Postgres).
  for (let i = 0; i < rows.length; i += 500) {
    await db
      .insertInto('document_pages')
      .values(rows.slice(i, i + 500))
      .onConflict((oc) => oc.doNothing())
      .execute();
  }
  return true;
}

/**
 * One more attempt at a pending page; null when the page is no longer pending (read or failed by an
 * earlier run of its job). Counted before the work, so a run cut short by a dying instance counts.
 */
export async function startAttempt(db: Db, fileId: string, page: number, now: Date) {
  const row = await db
    .updateTable('document_pages')
    .set({ attempts: sql`attempts + 1`, updated_at: now })
    .where('file_id', '=', fileId)
    .where('page', '=', page)
    .where('status', '=', 'pending')
    .returning('attempts')
    .executeTakeFirst();
  return row ? row.attempts : null;
}

/** Stores a page's read if it is still pending; false when another run stored or failed it first. */
export async function storePage(db: Db, fileId: string, read: PageRead, now: Date): Promise<boolean> {
  const row = await db
    .updateTable('document_pages')
    .set({
      status: 'done',
      text: JSON.stringify(read.page),
      qr_codes: JSON.stringify(read.qrCodes),
      error: null,
      updated_at: now,
    })
    .where('file_id', '=', fileId)
    .where('page', '=', read.page.page)
    .where('status', '=', 'pending')
    .returning('page')
    .executeTakeFirst();
  return row !== undefined;
}

export async function failPage(db: Db, fileId: string, page: number, error: string, now: Date) {
  const row = await db
    .updateTable('document_pages')
    .set({ status: 'failed', error, updated_at: now })
    .where('file_id', '=', fileId)
    .where('page', '=', page)
    .where('status', '=', 'pending')
    .returning('page')
    .executeTakeFirst();
  return row !== undefined;
}

/**
 * Counts one more page read, under the file row's lock: exactly one caller sees `done === total`.
 * `reported` says this call took the turn to report progress (at most once per `intervalMs`, never
 * for the last page, which completion reports).
 */
export async function countPage(db: Db, fileId: string, now: Date, intervalMs: number) {
  const since = new Date(now.getTime() - intervalMs);
  const row = await db
    .updateTable('item_files')
    .set({
      pages_done: sql`coalesce(pages_done, 0) + 1`,
      progress_reported_at: sql`case when coalesce(pages_done, 0) + 1 < pages_total
        and (progress_reported_at is null or progress_reported_at <= ${since})
        then ${now}::timestamptz else progress_reported_at end`,
    })
    .where('id', '=', fileId)
    .returning(['pages_done', 'pages_total', 'progress_reported_at'])
    .executeTakeFirstOrThrow();
  return {
    done: row.pages_done ?? 0,
    total: row.pages_total ?? 0,
    reported: row.progress_reported_at?.getTime() === now.getTime(),
  };
}

/** The status of a file still current on its item, its row locked for the transaction; undefined once replaced. */
export async function lockCurrentFile(trx: Transaction<Database>, accountId: string, fileId: string) {
  const row = await trx
    .selectFrom('item_files')
    .innerJoin('verification_items', 'verification_items.file_id', 'item_files.id')
    .select('item_files.status')
    .where('item_files.account_id', '=', accountId)
    .where('item_files.id', '=', fileId)
    .forUpdate()
    .executeTakeFirst();
  return row?.status;
}

/**
 * Sets pages done and total on the item's value while the item is still in `status` with this file,
 * never going backwards; undefined when nothing was updated.
 */
export async function setItemProgress(
  db: Db,
  file: Pick<Selectable<ItemFileTable>, 'account_id' | 'item_id' | 'id'>,
  status: InternalStatus,
  progress: { pages_done: number; pages_total: number },
) {
  return db
    .updateTable('verification_items')
    .set({
      item_value: sql`jsonb_set(coalesce(item_value, '{}'::jsonb), '{progress}', ${JSON.stringify(progress)}::jsonb)`,
    })
    .where('account_id', '=', file.account_id)
    .where('id', '=', file.item_id)
    .where('file_id', '=', file.id)
    .where('item_internal_status', '=', status)
    .where(sql<number>`coalesce((item_value->'progress'->>'pages_done')::int, -1)`, '<', progress.pages_done)
    .returning(['id', 'item_type'])
    .executeTakeFirst();
}
