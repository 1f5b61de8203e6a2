import type { Kysely, Updateable } from 'kysely';
import type { Database } from '../../db/schema';
import { inWindow, type PageWindow } from '../shared/pagination';
import type { WebhookTable } from './webhook.table';

type Exec = Kysely<Database>;

export async function insertWebhook(
  db: Exec,
  row: Omit<WebhookTable, 'created_at' | 'updated_at'> & { created_at: Date; updated_at: Date },
) {
  return db.insertInto('webhooks').values(row).returningAll().executeTakeFirstOrThrow();
}

export async function findWebhook(db: Exec, accountId: string, id: string) {
  return db
    .selectFrom('webhooks')
    .selectAll()
    .where('account_id', '=', accountId)
    .where('id', '=', id)
    .executeTakeFirst();
}

export async function listWebhooks(db: Exec, accountId: string, window: PageWindow) {
  return inWindow(
    db.selectFrom('webhooks').selectAll().where('account_id', '=', accountId),
    window,
  ).execute();
}

export async function updateWebhook(
  db: Exec,
  accountId: string,
  id: string,
  patch: Updateable<WebhookTable>,
) {
  return db
    .updateTable('webhooks')
    .set(patch)
    .where('account_id', '=', accountId)
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirst();
}

export async function deleteWebhook(db: Exec, accountId: string, id: string): Promise<boolean> {
  const result = await db
    .deleteFrom('webhooks')
    .where('account_id', '=', accountId)
    .where('id', '=', id)
    .executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}
