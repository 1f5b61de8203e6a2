import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { inWindow, type PageWindow } from '../shared/pagination';

type Exec = Kysely<Database>;

export async function insertFormSchema(
  db: Exec,
  row: { id: string; account_id: string; id_schema: string; name: string; definition: unknown; now: Date },
) {
  return db
    .insertInto('form_schemas')
    .values({
      id: row.id,
      account_id: row.account_id,
      id_schema: row.id_schema,
      name: row.name,
      ui_schema_definition: JSON.stringify(row.definition),
      created_at: row.now,
      updated_at: row.now,
    })
    .onConflict((oc) => oc.columns(['account_id', 'id_schema']).doNothing())
    .returningAll()
    .executeTakeFirst();
}

export async function findFormSchema(db: Exec, accountId: string, idSchema: string, lock = false) {
  let q = db
    .selectFrom('form_schemas')
    .selectAll()
    .where('account_id', '=', accountId)
    .where('id_schema', '=', idSchema);
  if (lock) q = q.forUpdate();
  return q.executeTakeFirst();
}

export async function findFormSchemaById(db: Exec, accountId: string, id: string) {
  return db
    .selectFrom('form_schemas')
    .selectAll()
    .where('account_id', '=', accountId)
    .where('id', '=', id)
    .executeTakeFirst();
}

/** The named schemas that exist, share-locked so that none is deleted before the caller commits. */
export async function lockFormSchemas(
  db: Exec,
  accountId: string,
  idSchemas: string[],
): Promise<Set<string>> {
  if (idSchemas.length === 0) return new Set();
  const rows = await db
    .selectFrom('form_schemas')
    .select('id_schema')
    .where('account_id', '=', accountId)
    .where('id_schema', 'in', idSchemas)
    .forShare()
    .execute();
  return new Set(rows.map((r) => r.id_schema));
}

export async function listFormSchemas(db: Exec, accountId: string, window: PageWindow) {
  return inWindow(
    db.selectFrom('form_schemas').selectAll().where('account_id', '=', accountId),
    window,
  ).execute();
}

export async function updateFormSchema(
  db: Exec,
  accountId: string,
  idSchema: string,
  patch: { name?: string; definition?: unknown; now: Date },
) {
  return db
    .updateTable('form_schemas')
    .set({
      ...(patch.name !== undefined && { name: patch.name }),
      ...(patch.definition !== undefined && { ui_schema_definition: JSON.stringify(patch.definition) }),
      updated_at: patch.now,
    })
    .where('account_id', '=', accountId)
    .where('id_schema', '=', idSchema)
    .returningAll()
    .executeTakeFirst();
}

export async function deleteFormSchema(db: Exec, accountId: string, idSchema: string): Promise<boolean> {
  const r = await db
    .deleteFrom('form_schemas')
    .where('account_id', '=', accountId)
    .where('id_schema', '=', idSchema)
    .executeTakeFirst();
  return Number(r.numDeletedRows) > 0;
}

/** Slugs of the account's flows whose `forms` items name this schema. */
export async function flowsUsingSchema(db: Exec, accountId: string, idSchema: string): Promise<string[]> {
  const rows = await db
    .selectFrom('flows')
    .select('id_slug')
    .where('account_id', '=', accountId)
    .where(
      sql<boolean>`flow_items -> 'items' @> ${JSON.stringify([{ type: 'forms', options: { schema_id: idSchema } }])}::jsonb`,
    )
    .execute();
  return rows.map((r) => r.id_slug);
}
