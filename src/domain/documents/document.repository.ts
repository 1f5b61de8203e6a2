import type { Insertable, Selectable, Updateable } from 'kysely';
import type { Db } from '../../db/database';
import type { ItemFileTable, ItemReviewTable } from './document.table';

export type ItemFile = Selectable<ItemFileTable>;
export type ItemReview = Selectable<ItemReviewTable>;

export async function insertFile(db: Db, row: Insertable<ItemFileTable>): Promise<ItemFile> {
  return db.insertInto('item_files').values(row).returningAll().executeTakeFirstOrThrow();
}

/** Jobs carry only the file id; the account comes from the row itself. */
export async function findFile(db: Db, id: string): Promise<ItemFile | undefined> {
  return db.selectFrom('item_files').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function findFileOfAccount(db: Db, accountId: string, id: string) {
  return db
    .selectFrom('item_files')
    .selectAll()
    .where('account_id', '=', accountId)
    .where('id', '=', id)
    .executeTakeFirst();
}

export async function updateFile(db: Db, id: string, patch: Updateable<ItemFileTable>): Promise<ItemFile> {
  return db
    .updateTable('item_files')
    .set(patch)
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** How long a worker's claim on a file lasts (longer than the slowest whole read; long scans go to page jobs). */
export const CLAIM_SECONDS = 25 * 60;

/**
 * Claims a file for one run of its job, atomically: null when it is done, replaced, or claimed by a
 * run that is still within its lease (a duplicate or an early retry of the same job).
 */
export async function claimFile(db: Db, id: string, now: Date): Promise<ItemFile | null> {
  const row = await db
    .updateTable('item_files')
    .set({ claimed_until: new Date(now.getTime() + CLAIM_SECONDS * 1000) })
    .where('id', '=', id)
    .where('status', 'in', ['fetching', 'received'])
    .where((eb) => eb.or([eb('claimed_until', 'is', null), eb('claimed_until', '<', now)]))
    .returningAll()
    .executeTakeFirst();
  return row ?? null;
}

/** Lets go of a run's claim, so the next run of the file's job (queued by its last page) can take it. */
export async function releaseClaim(db: Db, id: string): Promise<void> {
  await db.updateTable('item_files').set({ claimed_until: null }).where('id', '=', id).execute();
}

/** Marks an item's earlier files as replaced by a new upload. */
export async function supersedeFiles(db: Db, itemId: number, keep: string): Promise<void> {
  await db
    .updateTable('item_files')
    .set({ status: 'superseded' })
    .where('item_id', '=', itemId)
    .where('id', '!=', keep)
    .where('status', '!=', 'superseded')
    .execute();
}

/** The current file of another item of the verification with the same content, if any. */
export async function findDuplicate(db: Db, verificationId: string, sha256: string, itemId: number) {
  const row = await db
    .selectFrom('item_files')
    .innerJoin('verification_items', 'verification_items.file_id', 'item_files.id')
    .select('item_files.item_id')
    .where('item_files.verification_id', '=', verificationId)
    .where('item_files.sha256', '=', sha256)
    .where('item_files.item_id', '!=', itemId)
    .orderBy('item_files.item_id')
    .executeTakeFirst();
  return row?.item_id ?? null;
}

export async function insertReview(db: Db, row: Insertable<ItemReviewTable>): Promise<ItemReview> {
  return db.insertInto('item_reviews').values(row).returningAll().executeTakeFirstOrThrow();
}

export async function reviewsOf(db: Db, accountId: string, itemIds: readonly number[]) {
  if (itemIds.length === 0) return [];
  return db
    .selectFrom('item_reviews')
    .selectAll()
    .where('account_id', '=', accountId)
    .where('item_id', 'in', itemIds)
    .orderBy('item_id')
    .orderBy('id')
    .execute();
}
