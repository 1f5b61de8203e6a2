import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { inWindow, type PageWindow } from '../shared/pagination';
import type { FlowItems, RecordValidationSchema } from './flow';

type Exec = Kysely<Database>;

export interface FlowWrite {
  id_slug: string;
  friendly_name: string;
  country: 'mx' | 'co';
  flow_items: FlowItems;
  record_validation_schema: RecordValidationSchema;
}

const serialise = (w: FlowWrite) => ({
  ...w,
  flow_items: JSON.stringify(w.flow_items),
  record_validation_schema: JSON.stringify(w.record_validation_schema),
});

export async function insertFlow(db: Exec, row: FlowWrite & { id: string; account_id: string; now: Date }) {
  const { now, ...rest } = row;
  return db
    .insertInto('flows')
    .values({
      ...serialise(rest),
      id: rest.id,
      account_id: rest.account_id,
      created_at: now,
      updated_at: now,
    })
    .onConflict((oc) => oc.columns(['account_id', 'id_slug']).doNothing())
    .returningAll()
    .executeTakeFirst();
}

export async function findFlow(db: Exec, accountId: string, idSlug: string, lock = false) {
  let q = db
    .selectFrom('flows')
    .selectAll()
    .where('account_id', '=', accountId)
    .where('id_slug', '=', idSlug);
  if (lock) q = q.forUpdate();
  return q.executeTakeFirst();
}

/** Flows by their ids (not slugs), for batched reads. */
export async function findFlowsByIds(db: Exec, accountId: string, ids: readonly string[]) {
  if (ids.length === 0) return [];
  return db
    .selectFrom('flows')
    .selectAll()
    .where('account_id', '=', accountId)
    .where('id', 'in', ids)
    .execute();
}

export async function slugTaken(db: Exec, accountId: string, idSlug: string): Promise<boolean> {
  const row = await db
    .selectFrom('flows')
    .select('id')
    .where('account_id', '=', accountId)
    .where('id_slug', '=', idSlug)
    .executeTakeFirst();
  return row !== undefined;
}

export async function listFlows(db: Exec, accountId: string, window: PageWindow) {
  return inWindow(db.selectFrom('flows').selectAll().where('account_id', '=', accountId), window).execute();
}

export async function replaceFlow(db: Exec, accountId: string, id: string, row: FlowWrite & { now: Date }) {
  const { now, ...rest } = row;
  return db
    .updateTable('flows')
    .set({ ...serialise(rest), updated_at: now })
    .where('account_id', '=', accountId)
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirstOrThrow();
}

export async function deleteFlow(db: Exec, accountId: string, idSlug: string): Promise<boolean> {
  const r = await db
    .deleteFrom('flows')
    .where('account_id', '=', accountId)
    .where('id_slug', '=', idSlug)
    .executeTakeFirst();
  return Number(r.numDeletedRows) > 0;
}
