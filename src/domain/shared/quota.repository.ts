import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';

/** The configuration tables that carry a per-account quota. */
export type QuotaTable = 'webhooks' | 'flows' | 'form_schemas' | 'doc_templates';

/** How many rows of one kind the account holds. */
export async function countOfAccount(db: Kysely<Database>, table: QuotaTable, accountId: string) {
  const row = await db
    .selectFrom(table)
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('account_id', '=', accountId)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}
